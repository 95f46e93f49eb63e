import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, pending, problem } from '../../stories/pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/Login',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const signInAnswer = (userRole: string) =>
  http.post(`${API}/Auth/SignInByEmail`, () =>
    HttpResponse.json({ accessToken: 'e30.e30.x', refreshToken: 'r', userId: 9, userRole }),
  )

/** Fills the form the way a person does and presses 'Sign in'. */
const signIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'admin@demo.vigil.local')
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1!')
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
  return canvas
}

export const Default: Story = { ...pageStory({ path: '/login' }) }

export const RequiredFields: Story = {
  ...pageStory({ path: '/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Email' }))
    await userEvent.tab()
    await userEvent.tab({ shift: true })
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2)
  },
}

export const Submitting: Story = {
  ...pageStory({ path: '/login', handlers: [pending('post', '/Auth/SignInByEmail')] }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Submitting' })).toBeVisible()
  },
}

export const InvalidCredentials: Story = {
  ...pageStory({
    path: '/login',
    handlers: [http.post(`${API}/Auth/SignInByEmail`, () => problem(400, { email: 'Invalid email and password' }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email and password')
  },
}

export const AccountHolderRefused: Story = {
  ...pageStory({ path: '/login', handlers: [signInAnswer('Account-Holder')] }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email and password')
  },
}

export const ServerUnavailable: Story = {
  ...pageStory({
    path: '/login',
    handlers: [http.post(`${API}/Auth/SignInByEmail`, () => HttpResponse.json({}, { status: 503 }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Signing in failed. Please try again.')
  },
}

export const SignedInGoesToTheAgentArea: Story = {
  ...pageStory({ path: '/login', role: 'Admin', layoutOnly: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Menu' })).toBeVisible()
  },
}
