import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Alert } from './Alert.tsx'

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Alert sent', tone: 'success' },
} satisfies Meta<typeof Alert>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const ErrorNotice: Story = { args: { tone: 'error', children: 'Failed to resend password creation link.' } }
export const Warning: Story = {
  args: {
    tone: 'warning',
    children: 'Do not move or shake the device. Wait at least 15 seconds for events to appear.',
  },
}
export const InfoWithTitle: Story = {
  args: {
    tone: 'info',
    title: 'Who is responsible for the account?',
    children: "Gather the customer's personal details.",
  },
}

export const ErrorIsAnnouncedAssertively: Story = {
  args: { tone: 'error', children: 'Failed to add device' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to add device')
  },
}

export const SuccessIsAnnouncedPolitely: Story = {
  args: { children: 'Password creation link resent successfully.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password creation link resent successfully.',
    )
  },
}

export const ClearsAfterOneSecond: Story = {
  args: { children: 'Copied', autoClearAfterMs: 1000, onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied')
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 1500 })
    await expect(args.onClear).toHaveBeenCalledTimes(1)
  },
}

export const ClearsAfterTwoSeconds: Story = {
  args: { tone: 'error', children: 'Request failed', autoClearAfterMs: 2000, onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed')
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 1500 })
    await expect(args.onClear).toHaveBeenCalledTimes(1)
  },
}
