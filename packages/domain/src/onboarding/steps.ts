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

/** Which sign-up step asks for each sign-up form field (keys in lower case). */
const SIGN_UP_FIELD_STEPS: Readonly<Record<string, SignUpStep>> = {
  email: 'email',
  acceptedtermsandconditionsandpolicy: 'email',
  acceptedtoallowinformationtobeusedtocontact: 'email',
  turnstiletoken: 'email',
  password: 'password',
  passwordconfirmation: 'password',
  firstname: 'details',
  lastname: 'details',
  idnumber: 'details',
  idnumberissouthafrican: 'details',
  phonecode: 'details',
  phonenumber: 'details',
}

/**
 * The earliest sign-up step holding a field the server rejected, so the user goes back to fix it;
 * null when no error belongs to a known field.
 */
export const signUpStepForFieldErrors = (
  errors: Record<string, readonly string[] | undefined> | null | undefined,
): SignUpStep | null => {
  const steps = Object.entries(errors ?? {})
    .filter(([, messages]) => (messages?.length ?? 0) > 0)
    .map(([field]) => SIGN_UP_FIELD_STEPS[field.toLowerCase()])
  return SIGN_UP_STEPS.find((step) => steps.includes(step)) ?? null
}
