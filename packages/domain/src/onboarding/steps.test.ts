import { describe, expect, it } from 'vitest'
import { nextOnboardingStep, nextSignUpStep, ONBOARDING_STEP_LABELS, previousSignUpStep } from './steps.ts'
import { ONBOARDING_STEPS, SIGN_UP_STEPS } from './types.ts'

describe('onboarding steps', () => {
  it('runs driver details, vehicle details, installation, payment, scheduled', () => {
    expect(ONBOARDING_STEPS.map((step) => ONBOARDING_STEP_LABELS[step])).toEqual([
      'Driver details',
      'Vehicle details',
      'Installation',
      'Payment',
      'Scheduled',
    ])
    expect(nextOnboardingStep('driverDetails')).toBe('vehicleDetails')
    expect(nextOnboardingStep('payment')).toBe('scheduled')
    expect(nextOnboardingStep('scheduled')).toBeNull()
  })
})

describe('sign-up steps', () => {
  it('runs email, password, details', () => {
    expect(SIGN_UP_STEPS).toEqual(['email', 'password', 'details'])
    expect(nextSignUpStep('email')).toBe('password')
    expect(nextSignUpStep('details')).toBeNull()
    expect(previousSignUpStep('details')).toBe('password')
    expect(previousSignUpStep('email')).toBeNull()
  })
})
