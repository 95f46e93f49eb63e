import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { SubscriptionSummary } from './SubscriptionSummary.tsx'

const meta = {
  title: 'Accounts/SubscriptionSummary',
  component: SubscriptionSummary,
  args: {
    plan: {
      displayName: 'Vigil Secure',
      description: 'Live tracking, remote lock and unlock, tamper alerts and armed response callouts.',
    },
  },
} satisfies Meta<typeof SubscriptionSummary>

export default meta
type Story = StoryObj<typeof meta>

export const WithPlan: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('article', { name: 'Subscription' })
    await expect(within(panel).getByText('Vigil Secure')).toBeVisible()
  },
}

export const NoPlan: Story = { args: { plan: null } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ WithPlan, NoPlan }).map(([name, story]) => (
        <SubscriptionSummary key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
