import { Type } from 'typebox'

// Request and answer shapes for the OpenAPI document; the field rules and their messages are the domain's structs.

export const SessionTokensSchema = Type.Object(
  {
    accessToken: Type.String(),
    refreshToken: Type.String(),
    userId: Type.Integer(),
    userRole: Type.String(),
  },
  { $id: 'SessionTokens', title: 'SessionTokens' },
)

export const EmptyAnswer = Type.Object({}, { title: 'Empty' })

export const SignInBody = Type.Object({ email: Type.String(), password: Type.String() }, { title: 'SignInByEmail' })

export const RefreshTokensBody = Type.Object(
  { accessToken: Type.String(), refreshToken: Type.String() },
  { title: 'RefreshTokens' },
)

export const SignUpBody = Type.Object(
  {
    Email: Type.String(),
    Password: Type.String(),
    FirstName: Type.String(),
    LastName: Type.String(),
    IdNumber: Type.String(),
    IdNumberIsSouthAfrican: Type.Optional(Type.Boolean({ default: true })),
    PhoneCode: Type.Optional(Type.Integer({ default: 27 })),
    PhoneNumber: Type.String(),
    AcceptedTermsAndConditionsAndPolicy: Type.Boolean(),
    AcceptedToAllowInformationToBeUsedToContact: Type.Optional(Type.Boolean()),
    turnstileToken: Type.Optional(Type.String()),
  },
  { title: 'SignUp' },
)

// How long 'Resend OTP' must wait for the code just sent: the browser shows the cool-down the server enforces.
const resendAfterSeconds = Type.Integer({ minimum: 0 })

export const SignUpAnswer = Type.Object(
  { id: Type.Integer(), phoneCode: Type.Integer(), phoneNumber: Type.String(), resendAfterSeconds },
  { title: 'SignUpAnswer' },
)

export const ResendPhoneConfirmationAnswer = Type.Object(
  { resendAfterSeconds },
  { title: 'ResendPhoneConfirmationAnswer' },
)

export const ConfirmPhoneBody = Type.Object(
  {
    PhoneCode: Type.Optional(Type.Integer({ default: 27 })),
    PhoneNumber: Type.String(),
    PhoneConfirmationToken: Type.String(),
  },
  { title: 'ConfirmPhone' },
)

export const ResendPhoneConfirmationBody = Type.Object(
  { phoneCode: Type.Optional(Type.Integer({ default: 27 })), phoneNumber: Type.String() },
  { title: 'ResendPhoneConfirmation' },
)

export const StartPasswordResetBody = Type.Object({ Email: Type.String() }, { title: 'StartPasswordReset' })

export const VerifyPasswordResetBody = Type.Object(
  { passwordResetToken: Type.String() },
  { title: 'VerifyPasswordReset' },
)

export const CompletePasswordResetBody = Type.Object(
  { passwordResetToken: Type.String(), password: Type.String(), passwordConfirmation: Type.String() },
  { title: 'CompletePasswordReset' },
)

export const CreatePasswordBody = Type.Object(
  { password: Type.String(), passwordResetToken: Type.String() },
  { title: 'CreatePassword' },
)

export const UpdatePasswordBody = Type.Object(
  { password: Type.String(), passwordConfirmation: Type.String() },
  { title: 'UpdatePassword' },
)
