import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { BurnInSummary } from './BurnInSummary.tsx'

const meta = {
  title: 'Burn-in/BurnInSummary',
  component: BurnInSummary,
  args: { summary: { total: 24, inProgress: 6, passed: 15, failed: 3 } },
} satisfies Meta<typeof BurnInSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Total tests').nextElementSibling).toHaveTextContent('24')
    await expect(canvas.getByText('Failed').nextElementSibling).toHaveTextContent('3')
  },
}

export const AllPassed: Story = { args: { summary: { total: 12, inProgress: 0, passed: 12, failed: 0 } } }

export const NoDevices: Story = { args: { summary: { total: 0, inProgress: 0, passed: 0, failed: 0 } } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Running, AllPassed, NoDevices }).map(([name, story]) => (
        <BurnInSummary key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
