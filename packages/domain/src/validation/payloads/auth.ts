import { type Infer, object } from 'superstruct'
import {
  emailText,
  otpCodeText,
  passwordConfirmationText,
  passwordText,
  phoneCode,
  phoneNumberText,
  requiredText,
  selectedId,
} from './fields.ts'

/** POST /Auth/SignInByEmail (the spec does not show the casing; these are the names the API uses). */
export const signInStruct = object({ email: requiredText, password: requiredText })
export type SignInPayload = Infer<typeof signInStruct>

export const refreshTokensStruct = object({ accessToken: requiredText, refreshToken: requiredText })
export type RefreshTokensPayload = Infer<typeof refreshTokensStruct>

/** POST /Auth/StartPasswordReset: the forgot-password form. */
export const startPasswordResetStruct = object({ Email: emailText })
export type StartPasswordResetPayload = Infer<typeof startPasswordResetStruct>

export const verifyPasswordResetStruct = object({ passwordResetToken: requiredText })
export type VerifyPasswordResetPayload = Infer<typeof verifyPasswordResetStruct>

/** POST /Auth/CompletePasswordReset: an emailed reset. */
export const completePasswordResetStruct = object({
  passwordResetToken: requiredText,
  password: passwordText,
  passwordConfirmation: passwordConfirmationText('password'),
})
export type CompletePasswordResetPayload = Infer<typeof completePasswordResetStruct>

/** POST /My/CreatePassword. */
export const createPasswordStruct = object({ password: passwordText, passwordResetToken: requiredText })
export type CreatePasswordPayload = Infer<typeof createPasswordStruct>

/** POST /My/UpdatePassword: a signed-in user changing their password, proving it is them with the current one. */
export const updatePasswordStruct = object({
  currentPassword: requiredText,
  password: passwordText,
  passwordConfirmation: passwordConfirmationText('password'),
})
export type UpdatePasswordPayload = Infer<typeof updatePasswordStruct>

/** POST /Auth/ConfirmPhone: the six-digit one-time code. */
export const confirmPhoneStruct = object({
  PhoneCode: phoneCode,
  PhoneNumber: phoneNumberText,
  PhoneConfirmationToken: otpCodeText,
})
export type ConfirmPhonePayload = Infer<typeof confirmPhoneStruct>

export const resendPhoneConfirmationStruct = object({ phoneCode, phoneNumber: phoneNumberText })
export type ResendPhoneConfirmationPayload = Infer<typeof resendPhoneConfirmationStruct>

export const resendPasswordCreationLinkStruct = object({ userId: selectedId() })
export type ResendPasswordCreationLinkPayload = Infer<typeof resendPasswordCreationLinkStruct>
