import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, pending, problem } from '../../stories/pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/ForgotPassword',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const send = async (canvasElement: HTMLElement, email = 'admin@demo.vigil.local') => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
  return canvas
}

export const Default: Story = { ...pageStory({ path: '/forgot-password' }) }

export const InvalidEmail: Story = {
  ...pageStory({ path: '/forgot-password' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'admin@demo')
    await userEvent.tab()
    await expect(await canvas.findByText('Please provide a valid email address')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeDisabled()
  },
}

export const Submitting: Story = {
  ...pageStory({ path: '/forgot-password', handlers: [pending('post', '/Auth/StartPasswordReset')] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Submitting' })).toBeVisible()
  },
}

export const ServerMessageUnderTheEmail: Story = {
  ...pageStory({
    path: '/forgot-password',
    handlers: [
      http.post(`${API}/Auth/StartPasswordReset`, () =>
        problem(429, { Email: 'Too many reset requests. Please try again later.' }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(await canvas.findByText('Too many reset requests. Please try again later.')).toBeVisible()
  },
}

export const SentReturnsHome: Story = {
  ...pageStory({
    path: '/forgot-password',
    handlers: [http.post(`${API}/Auth/StartPasswordReset`, () => HttpResponse.json({}))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    // '/' sends a visitor on to the sign-in page.
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}
