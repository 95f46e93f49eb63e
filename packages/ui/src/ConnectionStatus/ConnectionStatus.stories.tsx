import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ConnectionStatus } from './ConnectionStatus.tsx'

const meta = {
  title: 'Foundations/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'connected', onReconnect: fn() },
} satisfies Meta<typeof ConnectionStatus>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const Reconnecting: Story = { args: { state: 'reconnecting' } }
export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Live updates off')
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }))
    await expect(args.onReconnect).toHaveBeenCalledOnce()
  },
}
