import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InstallationDetailsCard } from './InstallationDetailsCard.tsx'

const meta = {
  title: 'Checklist/InstallationDetailsCard',
  component: InstallationDetailsCard,
  args: { vehicleId: 12, currentStep: 3, dateCompleted: null, message: null },
} satisfies Meta<typeof InstallationDetailsCard>

export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('N/A')).toBeVisible()
    await expect(canvas.getByText(/wait at least 15 seconds/i)).toBeVisible()
  },
}

export const CompletedWithWarning: Story = {
  args: {
    currentStep: 6,
    dateCompleted: '2026-11-25T10:42:00.000Z',
    message: 'This installation has already been completed.',
  },
}

// Loki skips stories with play functions, so the in-progress card also has a screenshot of its own.
export const InProgressCard: Story = {}
