import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateEmail, validateOtpCode, validatePhoneNumber } from '../validation/fields.ts'
import { isPasswordStrong, validatePassword, validatePasswordConfirmation } from '../validation/password.ts'
import type {
  CompletePasswordResetPayload,
  ConfirmPhonePayload,
  CreatePasswordPayload,
  SignInPayload,
  StartPasswordResetPayload,
  UpdatePasswordPayload,
} from '../validation/payloads/auth.ts'
import { validateRequired } from '../validation/required.ts'
import { allFilled } from './filled.ts'

export type SignInValues = Partial<SignInPayload>

export function validateSignIn(values: SignInValues): FieldErrors {
  return compactFieldErrors({ email: validateRequired(values.email), password: validateRequired(values.password) })
}

/** Login needs a non-empty email and password (the values are trimmed as they are typed). */
export function canLogIn(values: SignInValues): boolean {
  return allFilled(values.email, values.password)
}

export type ForgotPasswordValues = Partial<StartPasswordResetPayload>

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors {
  return compactFieldErrors({ Email: validateEmail(values.Email) })
}

/** Forgot password needs a valid email. */
export function canSendPasswordReset(values: ForgotPasswordValues): boolean {
  return validateEmail(values.Email) === undefined
}

export type CreatePasswordValues = Partial<CreatePasswordPayload>

/** Create password (token in the query string): the new password must meet every checklist rule. */
export function validateCreatePassword(values: CreatePasswordValues): FieldErrors {
  return compactFieldErrors({
    password: validatePassword(values.password),
    passwordResetToken: validateRequired(values.passwordResetToken),
  })
}

export function canCreatePassword(values: CreatePasswordValues): boolean {
  return isPasswordStrong(values.password)
}

/** Reset password covers both an emailed reset (with a token) and an update by a signed-in user (without). */
export type PasswordResetValues = Partial<CompletePasswordResetPayload> | Partial<UpdatePasswordPayload>

function validateNewPasswordPair(values: PasswordResetValues): FieldErrors {
  return compactFieldErrors({
    password: validatePassword(values.password),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
  })
}

/** POST /Auth/CompletePasswordReset. */
export function validateCompletePasswordReset(values: Partial<CompletePasswordResetPayload>): FieldErrors {
  return compactFieldErrors({
    passwordResetToken: validateRequired(values.passwordResetToken),
    ...validateNewPasswordPair(values),
  })
}

/** POST /My/UpdatePassword: the current password first, so a borrowed signed-in browser cannot change it. */
export function validateUpdatePassword(values: Partial<UpdatePasswordPayload>): FieldErrors {
  return compactFieldErrors({
    currentPassword: validateRequired(values.currentPassword),
    ...validateNewPasswordPair(values),
  })
}

/** 'Create a password' submit: every rule holds and the confirmation matches. */
export function canResetPassword(values: PasswordResetValues): boolean {
  return isPasswordStrong(values.password) && values.passwordConfirmation === values.password
}

/** 'Change password' submit (signed in): the current password is typed, and the new one is strong and confirmed. */
export function canChangePassword(values: Partial<UpdatePasswordPayload>): boolean {
  return allFilled(values.currentPassword) && canResetPassword(values)
}

export type PhoneConfirmationValues = Partial<ConfirmPhonePayload>

/** POST /Auth/ConfirmPhone: the stored phone number and the six-digit code. */
export function validatePhoneConfirmation(values: PhoneConfirmationValues): FieldErrors {
  return compactFieldErrors({
    PhoneNumber: validatePhoneNumber(values.PhoneNumber),
    PhoneConfirmationToken: validateOtpCode(values.PhoneConfirmationToken),
  })
}
