import type { OnboardingStatus } from '../vehicles/types.ts'

export const ONBOARDING_STEPS = ['driverDetails', 'vehicleDetails', 'installation', 'payment', 'scheduled'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** A vehicle's subscription: waiting for its deposit, paid, or replaced by a newer request before it was paid. */
export const SUBSCRIPTION_STATUSES = ['PendingDeposit', 'Active', 'Cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** A vehicle's subscription as the API answers it (amounts in cents). */
export interface Subscription {
  id: number
  vehicleId: number
  subscriptionPlanId: number
  installationBookingId: number | null
  isOffline: boolean
  depositCents: number
  depositAmountPaid: boolean
  status: SubscriptionStatus
  /** The deposit checkout; null when offline. */
  paymentLink: string | null
}

/** The payment provider's notice as it was received: which payment, and the status the provider gave. */
export interface PaymentNoticeReceived {
  reference: string
  status: string
}

/** A booked installation as the API answers it (the time in UTC). */
export interface InstallationBooking {
  id: number
  vehicleId: number
  fitmentCenterId: number
  installationUtcDateTime: string
  onboardingExistingClient: boolean
  active: boolean
}

export const SIGN_UP_STEPS = ['email', 'password', 'details'] as const
export type SignUpStep = (typeof SIGN_UP_STEPS)[number]

/** The onboarding list tabs. */
export type OnboardingList = 'outstandingDetails' | 'bookingPending' | 'scheduled'

export interface OnboardingAction {
  label: 'Schedule' | 'Reschedule' | 'Resend payment' | 'Add subscription'
  /** The page it opens; null for 'Resend payment', which calls FirstPaymentRetry in place. */
  route: string | null
}

/** The hub push 'VehicleOnboardingMessage': a vehicle's onboarding status changed (e.g. its installation completed). */
export interface VehicleOnboardingMessage {
  vehicleId: number
  onBoardingStatus: OnboardingStatus
}
