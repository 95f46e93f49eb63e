import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CommandLife } from '@vigil/domain'
import { expect, within } from 'storybook/test'
import { CommandStatus } from './CommandStatus.tsx'

const now = new Date('2025-03-14T10:00:00Z')
const life = (overrides: Partial<CommandLife>): CommandLife => ({
  action: 'Lock',
  phase: 'sent',
  commandId: '01JD8Q7Y3S6F4J0W9ZK1M2N3P4',
  at: new Date(now.getTime() - 4_000).toISOString(),
  reason: null,
  ...overrides,
})

const meta = {
  title: 'Vehicles/CommandStatus',
  component: CommandStatus,
  args: { command: life({}), now },
} satisfies Meta<typeof CommandStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Sending: Story = { args: { command: life({ phase: 'sending', commandId: null }) } }
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lock sent to the tracker, waiting for its answer.')).toBeVisible()
  },
}
export const Acknowledged: Story = { args: { command: life({ phase: 'acked' }) } }
export const Queued: Story = {
  args: { command: life({ phase: 'queued', at: new Date(now.getTime() - 40_000).toISOString() }) },
}
export const Confirmed: Story = {
  args: { command: life({ phase: 'confirmed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Locked: confirmed by the tracker's own report.")).toBeVisible()
  },
}
export const Refused: Story = {
  args: {
    command: life({
      phase: 'refused',
      commandId: null,
      reason: 'The vehicle is moving. It can only be locked once it has stopped.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The vehicle is moving.')
  },
}
export const Failed: Story = { args: { command: life({ phase: 'failed', reason: 'Relay failure' }) } }
export const TimedOut: Story = {
  args: { command: life({ action: 'Unlock', phase: 'timed_out', reason: 'The device never answered the command.' }) },
}
export const Expired: Story = {
  args: { command: life({ phase: 'expired', at: new Date(now.getTime() - 125_000).toISOString() }) },
}
