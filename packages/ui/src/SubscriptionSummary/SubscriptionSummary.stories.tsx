import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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
    const panel = within(canvasElement).getByRole('region', { name: 'Subscription' })
    await expect(within(panel).getByText('Vigil Secure')).toBeVisible()
  },
}

export const NoPlan: Story = { args: { plan: null } }
