export const ONBOARDING_STEPS = ['driverDetails', 'vehicleDetails', 'installation', 'payment', 'scheduled'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export const SIGN_UP_STEPS = ['email', 'password', 'details'] as const
export type SignUpStep = (typeof SIGN_UP_STEPS)[number]

/** The onboarding list tabs. */
export type OnboardingList = 'outstandingDetails' | 'bookingPending' | 'scheduled'

export interface OnboardingAction {
  label: 'Schedule' | 'Reschedule' | 'Resend payment' | 'Add subscription'
  /** The page it opens; null for 'Resend payment', which calls FirstPaymentRetry in place. */
  route: string | null
}
