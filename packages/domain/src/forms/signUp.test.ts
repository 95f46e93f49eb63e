import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { strongPassword } from '../validation/arbitraries.fixture.ts'
import {
  canContinueSignUpEmail,
  canContinueSignUpPassword,
  canSubmitSignUpDetails,
  signUpStepForErrors,
  validateSignUp,
  validateSignUpDetailsStep,
  validateSignUpEmailStep,
  validateSignUpPasswordStep,
} from './signUp.ts'

const REQUIRED = 'This field is required'
const PASSWORD_RULES =
  'Password must be at least 8 characters and include a lowercase letter, an uppercase letter, a number and a special character'
const signUp = {
  Email: 'lerato@example.co.za',
  AcceptedTermsAndConditionsAndPolicy: true,
  Password: 'Secret#2025',
  PasswordConfirmation: 'Secret#2025',
  FirstName: 'Lerato',
  LastName: 'Mokoena',
  PhoneNumber: '821234567',
  IdNumber: '8001015009087',
}

describe('sign-up email step', () => {
  it('needs a valid email and the terms', () => {
    expect(validateSignUpEmailStep(signUp)).toEqual({})
    expect(validateSignUpEmailStep({ Email: 'x', AcceptedTermsAndConditionsAndPolicy: false })).toEqual({
      Email: 'Please provide a valid email address',
      AcceptedTermsAndConditionsAndPolicy: REQUIRED,
    })
  })

  it('continues with a valid email, the terms accepted and no email error shown', () => {
    expect(canContinueSignUpEmail(signUp)).toBe(true)
    expect(canContinueSignUpEmail({ ...signUp, Email: '' })).toBe(false)
    expect(canContinueSignUpEmail({ ...signUp, Email: 'lerato@' })).toBe(false)
    expect(canContinueSignUpEmail({ ...signUp, AcceptedTermsAndConditionsAndPolicy: undefined })).toBe(false)
    expect(canContinueSignUpEmail(signUp, { Email: 'Email already in use' })).toBe(false)
    expect(canContinueSignUpEmail(signUp, { PhoneNumber: 'taken' })).toBe(true)
  })
})

describe('sign-up password step', () => {
  it('needs every rule and a matching confirmation', () => {
    expect(validateSignUpPasswordStep(signUp)).toEqual({})
    expect(validateSignUpPasswordStep({ Password: 'short', PasswordConfirmation: 'other' })).toEqual({
      Password: PASSWORD_RULES,
      PasswordConfirmation: 'Passwords do not match',
    })
  })

  it('continues only when all rules hold and the confirmation matches', () => {
    fc.assert(
      fc.property(strongPassword, fc.string(), (password, other) => {
        expect(canContinueSignUpPassword({ Password: password, PasswordConfirmation: password })).toBe(true)
        fc.pre(other !== password)
        expect(canContinueSignUpPassword({ Password: password, PasswordConfirmation: other })).toBe(false)
        expect(canContinueSignUpPassword({ Password: other, PasswordConfirmation: other })).toBe(
          /[a-z]/.test(other) &&
            /[A-Z]/.test(other) &&
            /[0-9]/.test(other) &&
            /[^\p{L}\p{N}\s]/u.test(other) &&
            [...other].length >= 8,
        )
      }),
    )
  })
})

describe('sign-up details step', () => {
  it('needs name, surname, a valid phone and a valid ID', () => {
    expect(validateSignUpDetailsStep(signUp)).toEqual({})
    expect(validateSignUpDetailsStep({ IdNumberIsSouthAfrican: false, IdNumber: 'P 1' })).toEqual({
      FirstName: REQUIRED,
      LastName: REQUIRED,
      PhoneNumber: REQUIRED,
      IdNumber: 'Please provide a valid passport number',
    })
  })

  it('submits with name, surname, phone and ID filled and no phone error', () => {
    expect(canSubmitSignUpDetails(signUp)).toBe(true)
    for (const field of ['FirstName', 'LastName', 'PhoneNumber', 'IdNumber'] as const) {
      expect(canSubmitSignUpDetails({ ...signUp, [field]: '' })).toBe(false)
    }
    expect(canSubmitSignUpDetails({ ...signUp, PhoneNumber: '12' })).toBe(false)
    expect(canSubmitSignUpDetails(signUp, { PhoneNumber: 'Phone number already in use' })).toBe(false)
  })
})

describe('validateSignUp', () => {
  it('checks the payload the server receives, without the confirmation', () => {
    expect(validateSignUp(signUp)).toEqual({})
    expect(validateSignUp({ ...signUp, PasswordConfirmation: 'different' })).toEqual({})
    expect(validateSignUp({})).toEqual({
      Email: REQUIRED,
      AcceptedTermsAndConditionsAndPolicy: REQUIRED,
      Password: REQUIRED,
      FirstName: REQUIRED,
      LastName: REQUIRED,
      PhoneNumber: REQUIRED,
      IdNumber: REQUIRED,
    })
  })
})

describe('signUpStepForErrors', () => {
  it('returns the user to the first step with an error', () => {
    expect(signUpStepForErrors({ IdNumber: 'x', Email: 'y' })).toBe('email')
    expect(signUpStepForErrors({ PhoneNumber: 'x', Password: 'y' })).toBe('password')
    expect(signUpStepForErrors({ PhoneNumber: 'x' })).toBe('details')
    expect(signUpStepForErrors({ turnstileToken: 'x', Email: undefined })).toBeUndefined()
  })
})
