import { ONBOARDING_STEPS, type OnboardingStep, SIGN_UP_STEPS, type SignUpStep } from './types.ts'

export const ONBOARDING_STEP_LABELS: Readonly<Record<OnboardingStep, string>> = {
  driverDetails: 'Driver details',
  vehicleDetails: 'Vehicle details',
  installation: 'Installation',
  payment: 'Payment',
  scheduled: 'Scheduled',
}

/** The step after `step`, or null after the last one. */
export const nextOnboardingStep = (step: OnboardingStep): OnboardingStep | null =>
  ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null

export const nextSignUpStep = (step: SignUpStep): SignUpStep | null =>
  SIGN_UP_STEPS[SIGN_UP_STEPS.indexOf(step) + 1] ?? null

export const previousSignUpStep = (step: SignUpStep): SignUpStep | null =>
  SIGN_UP_STEPS[SIGN_UP_STEPS.indexOf(step) - 1] ?? null
