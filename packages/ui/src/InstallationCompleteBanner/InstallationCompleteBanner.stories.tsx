import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { InstallationCompleteBanner } from './InstallationCompleteBanner.tsx'

const meta = {
  title: 'Checklist/InstallationCompleteBanner',
  component: InstallationCompleteBanner,
  args: { installationId: 4821, autoLockEnabled: false, enabling: false, error: null, onEnableAutoLock: fn() },
} satisfies Meta<typeof InstallationCompleteBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Completed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Installation #4821 completed!' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Make sure auto-lock is enabled' }))
    await expect(args.onEnableAutoLock).toHaveBeenCalledOnce()
  },
}

export const Enabling: Story = { args: { enabling: true } }

export const AutoLockEnabled: Story = {
  args: { autoLockEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Auto-lock enabled !!' })).toBeDisabled()
  },
}

export const AutoLockFailed: Story = {
  args: { error: 'Error: Failed to enable auto-lock' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error: Failed to enable auto-lock')
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Completed, Enabling, AutoLockEnabled, AutoLockFailed }).map(([name, story]) => (
        <InstallationCompleteBanner key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
