import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateEmail, validateIdNumber, validatePhoneNumber } from '../validation/fields.ts'
import { isPasswordStrong, validatePassword, validatePasswordConfirmation } from '../validation/password.ts'
import type { SignUpPayload } from '../validation/payloads/people.ts'
import { validateRequired } from '../validation/required.ts'
import { allFilled } from './filled.ts'
import { isSouthAfricanIdSelected } from './people.ts'

/** The sign-up form; the confirmation is typed on the password step and never sent. */
export type SignUpValues = Partial<SignUpPayload> & { PasswordConfirmation?: string }

export type SignUpFormStep = 'email' | 'password' | 'details'

/** The fields on each sign-up step, in step order. */
export const signUpStepFields = {
  email: ['Email', 'AcceptedTermsAndConditionsAndPolicy', 'AcceptedToAllowInformationToBeUsedToContact'],
  password: ['Password', 'PasswordConfirmation'],
  details: ['FirstName', 'LastName', 'PhoneCode', 'PhoneNumber', 'IdNumber', 'IdNumberIsSouthAfrican'],
} as const satisfies Record<SignUpFormStep, readonly string[]>

export function validateSignUpEmailStep(values: SignUpValues): FieldErrors {
  return compactFieldErrors({
    Email: validateEmail(values.Email),
    AcceptedTermsAndConditionsAndPolicy: validateRequired(values.AcceptedTermsAndConditionsAndPolicy),
  })
}

export function validateSignUpPasswordStep(values: SignUpValues): FieldErrors {
  return compactFieldErrors({
    Password: validatePassword(values.Password),
    PasswordConfirmation: validatePasswordConfirmation(values.Password, values.PasswordConfirmation),
  })
}

export function validateSignUpDetailsStep(values: SignUpValues, now?: Date): FieldErrors {
  return compactFieldErrors({
    FirstName: validateRequired(values.FirstName),
    LastName: validateRequired(values.LastName),
    PhoneNumber: validatePhoneNumber(values.PhoneNumber),
    IdNumber: validateIdNumber(values.IdNumber, isSouthAfricanIdSelected(values), now),
  })
}

/** The whole sign-up payload as the server checks it (no confirmation: it is not sent). */
export function validateSignUp(values: SignUpValues, now?: Date): FieldErrors {
  const { PasswordConfirmation: _browserOnly, ...passwordErrors } = validateSignUpPasswordStep(values)
  return { ...validateSignUpEmailStep(values), ...passwordErrors, ...validateSignUpDetailsStep(values, now) }
}

/** Email step: a valid email with no error shown under it, and the terms accepted. */
export function canContinueSignUpEmail(values: SignUpValues, errors: FieldErrors = {}): boolean {
  return (
    validateEmail(values.Email) === undefined &&
    errors.Email === undefined &&
    values.AcceptedTermsAndConditionsAndPolicy === true
  )
}

/** Password step: every checklist rule holds and the confirmation matches. */
export function canContinueSignUpPassword(values: SignUpValues): boolean {
  return isPasswordStrong(values.Password) && values.PasswordConfirmation === values.Password
}

/** Details step: name, surname, phone and ID filled, and a valid phone with no error shown under it. */
export function canSubmitSignUpDetails(values: SignUpValues, errors: FieldErrors = {}): boolean {
  return (
    allFilled(values.FirstName, values.LastName, values.PhoneNumber, values.IdNumber) &&
    validatePhoneNumber(values.PhoneNumber) === undefined &&
    errors.PhoneNumber === undefined
  )
}

/** Server errors send the user back to the first step that has one; undefined when none of them has. */
export function signUpStepForErrors(errors: FieldErrors): SignUpFormStep | undefined {
  const steps = Object.keys(signUpStepFields) as SignUpFormStep[]
  return steps.find((step) => signUpStepFields[step].some((field: string) => errors[field] !== undefined))
}
