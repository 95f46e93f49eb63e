import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
import { delay, HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { customerRoutes } from '../../routes.tsx'
import { problem, settingsHandler } from '../storyHandlers.ts'

const meta = {
  title: 'Customer pages/Create password',
  component: MemoryApp,
  args: { routes: customerRoutes, path: '/create-password?token=emailed-token' },
  parameters: { layout: 'fullscreen', msw: { handlers: [settingsHandler] } },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MemoryApp>
export default meta
type Story = StoryObj<typeof meta>

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('New password', { exact: true }), 'Created-pass-3!')
  await userEvent.click(canvas.getByRole('button', { name: 'Create password' }))
}

export const Default: Story = {}

export const Submitting: Story = {
  parameters: {
    loki: { skip: true },
    msw: { handlers: [settingsHandler, http.post('/api/My/CreatePassword', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement)
    await expect(await within(canvasElement).findByRole('button', { name: /Submitting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Created: Story = {
  parameters: {
    loki: { skip: true },
    msw: { handlers: [settingsHandler, http.post('/api/My/CreatePassword', () => HttpResponse.json({}))] },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Password created successfully!' })).toBeVisible()
    await expect(canvas.getByText('You can now log in on the mobile app using your new password.')).toBeVisible()
  },
}

export const LinkExpired: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/My/CreatePassword', () =>
          problem(400, { passwordResetToken: ['This link is invalid or has expired'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement)
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    )
  },
}

export const ServerFailedWithoutMessage: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [settingsHandler, http.post('/api/My/CreatePassword', () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement)
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/./)
  },
}

export const WithoutToken: Story = {
  args: { path: '/create-password' },
}
