import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button/index.ts'
import { CarIcon } from '../icons/index.ts'
import { EmptyState } from './EmptyState.tsx'

const meta = {
  title: 'Foundations/EmptyState',
  component: EmptyState,
  args: { title: 'No history' },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const NoHistory: Story = {}
export const NoInstallationsScheduled: Story = { args: { title: 'There are no installations scheduled' } }
export const NoUsersLinked: Story = { args: { title: 'No users linked to this company yet.' } }
export const WithIconAndAction: Story = {
  args: {
    title: 'No devices added yet',
    icon: <CarIcon size={40} />,
    description: 'Add a device to a test station to start burning it in.',
    action: <Button>Add Device</Button>,
  },
}

export const ShowsItsMessage: Story = {
  args: { title: 'No history' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history')).toBeVisible()
  },
}
