import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { type OnboardingVehicle, OnboardingVehicleRow } from './OnboardingVehicleRow.tsx'

const bookingPending: OnboardingVehicle = {
  id: 34,
  userFirstName: 'Thandi',
  userLastName: 'Nkosi',
  registrationNumber: 'CA 123-456',
  make: 'Toyota',
  model: 'Hilux',
  onBoardingStatus: 'Booking-Pending',
  subscriptionId: null,
  subscriptionDepositAmountPaid: null,
  installationBookingUtcDateTime: null,
  regionName: null,
  fitmentCenterName: null,
  fitmentCenterArea: null,
}

const scheduled: OnboardingVehicle = {
  ...bookingPending,
  onBoardingStatus: 'Scheduled',
  installationBookingUtcDateTime: '2025-03-20T07:00:00Z',
  regionName: 'Gauteng',
  fitmentCenterName: 'Vigil Fitment Sandton',
  fitmentCenterArea: 'Sandton',
}

const meta = {
  title: 'Onboarding/OnboardingVehicleRow',
  component: OnboardingVehicleRow,
  args: {
    vehicle: bookingPending,
    onResendPayment: fn(),
    resendingPayment: false,
  },
} satisfies Meta<typeof OnboardingVehicleRow>

export default meta
type Story = StoryObj<typeof meta>

export const BookingPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'href',
      '/agent/onboarding/client/34/installation',
    )
    await expect(canvas.queryByRole('link', { name: 'Reschedule' })).toBeNull()
  },
}

export const ScheduledWithoutSubscription: Story = {
  args: { vehicle: scheduled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Reschedule' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add subscription' })).toHaveAttribute(
      'href',
      '/agent/onboarding/client/34/payment',
    )
    await expect(canvas.queryByRole('button', { name: 'Resend payment' })).toBeNull()
  },
}

export const ScheduledDepositOutstanding: Story = {
  args: { vehicle: { ...scheduled, subscriptionId: 9, subscriptionDepositAmountPaid: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Resend payment' }))
    await expect(args.onResendPayment).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('link', { name: 'Add subscription' })).toBeNull()
  },
}

export const ResendingPayment: Story = {
  args: { vehicle: { ...scheduled, subscriptionId: 9, subscriptionDepositAmountPaid: false }, resendingPayment: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submitting/ })).toBeVisible()
  },
}

export const ScheduledAndPaid: Story = {
  args: { vehicle: { ...scheduled, subscriptionId: 9, subscriptionDepositAmountPaid: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  args: { vehicle: scheduled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({
        BookingPending,
        ScheduledWithoutSubscription,
        ScheduledDepositOutstanding,
        ResendingPayment,
        ScheduledAndPaid,
      }).map(([name, story]) => (
        <OnboardingVehicleRow key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
