import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { PaymentSummary } from './PaymentSummary.tsx'

const meta = {
  title: 'Onboarding/PaymentSummary',
  component: PaymentSummary,
  args: {
    submitting: false,
    error: null,
    onSubmit: fn(),
    plans: [
      {
        id: 1,
        displayName: 'Vigil Secure',
        description: 'Tracking, remote lock and tamper alerts.',
        available: true,
        isOffline: false,
      },
      {
        id: 2,
        displayName: 'Vigil Secure Plus',
        description: 'Secure with armed response callouts.',
        available: true,
        isOffline: false,
      },
      { id: 3, displayName: 'Legacy Basic', description: 'No longer sold.', available: false, isOffline: false },
    ],
  },
} satisfies Meta<typeof PaymentSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('R1 499')).toBeVisible()
    await expect(canvas.getByText('Tracking, remote lock and tamper alerts.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send payment link' })).toBeDisabled()
  },
}

export const SendsWithAllConsents: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Subscription plan/ }))
    const listbox = await screen.findByRole('listbox')
    await expect(within(listbox).queryByRole('option', { name: 'Legacy Basic' })).toBeNull()
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vigil Secure Plus' }))
    const send = canvas.getByRole('button', { name: 'Send payment link' })
    for (const consent of canvas.getAllByRole('checkbox')) {
      await expect(send).toBeDisabled()
      await userEvent.click(consent)
    }
    await userEvent.click(send)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      subscriptionPlanId: 2,
      acceptedTermsAndConditions: true,
      acceptedPaymentTerms: true,
      acceptedMarketing: true,
    })
  },
}

export const Submitting: Story = { args: { submitting: true } }

export const Failed: Story = { args: { error: 'The payment provider is unavailable.' } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Default, Submitting, Failed }).map(([name, story]) => (
        <PaymentSummary key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
