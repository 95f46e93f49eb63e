import {
  DEFAULT_PHONE_CODE,
  type EmptyAnswer as Empty,
  type ResendPhoneConfirmationAnswer as ResendAnswer,
  type Session,
  type SignUpAnswer as SignedUp,
} from '@vigil/domain'
import { Type } from 'typebox'
import { declares, FilledIn } from '../contract.ts'

// Request and answer shapes for the OpenAPI document; the field rules and their messages are the domain's structs,
// each checked against its body where the route names both.

// Every schema here has an $id: it is registered once (named-schemas.ts) and routes refer to it by name.

/** The sign-in (and refresh) answer the apps keep as their session. */
export const SessionSchema = declares<Session>()(
  Type.Object(
    {
      accessToken: Type.String(),
      refreshToken: Type.String(),
      userId: Type.Integer(),
      userRole: Type.String(),
    },
    { $id: 'Session', title: 'Session' },
  ),
)

/** The answer of a call whose success is all it says. */
export const EmptyAnswer = declares<Empty>()(Type.Object({}, { $id: 'Empty', title: 'Empty' }))

export const SignInBody = Type.Object(
  { email: Type.String(), password: Type.String() },
  { $id: 'SignIn', title: 'SignIn' },
)

export const RefreshTokensBody = Type.Object(
  { accessToken: Type.String(), refreshToken: Type.String() },
  { $id: 'RefreshTokens', title: 'RefreshTokens' },
)

export const SignUpBody = Type.Object(
  {
    Email: Type.String(),
    Password: Type.String(),
    FirstName: Type.String(),
    LastName: Type.String(),
    IdNumber: Type.String(),
    IdNumberIsSouthAfrican: FilledIn(Type.Boolean({ default: true })),
    PhoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })),
    PhoneNumber: Type.String(),
    AcceptedTermsAndConditionsAndPolicy: Type.Boolean(),
    // The domain struct fills in false; the document shows no default.
    AcceptedToAllowInformationToBeUsedToContact: FilledIn(Type.Boolean()),
    turnstileToken: Type.Optional(Type.String()),
  },
  { $id: 'SignUp', title: 'SignUp' },
)

// How long 'Resend OTP' must wait for the code just sent: the browser shows the cool-down the server enforces.
const resendAfterSeconds = Type.Integer({ minimum: 0 })

export const SignUpAnswer = declares<SignedUp>()(
  Type.Object(
    { id: Type.Integer(), phoneCode: Type.Integer(), phoneNumber: Type.String(), resendAfterSeconds },
    { $id: 'SignUpAnswer', title: 'SignUpAnswer' },
  ),
)

export const ResendPhoneConfirmationAnswer = declares<ResendAnswer>()(
  Type.Object({ resendAfterSeconds }, { $id: 'ResendPhoneConfirmationAnswer', title: 'ResendPhoneConfirmationAnswer' }),
)

export const ConfirmPhoneBody = Type.Object(
  {
    PhoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })),
    PhoneNumber: Type.String(),
    PhoneConfirmationToken: Type.String(),
  },
  { $id: 'ConfirmPhone', title: 'ConfirmPhone' },
)

export const ResendPhoneConfirmationBody = Type.Object(
  { phoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })), phoneNumber: Type.String() },
  { $id: 'ResendPhoneConfirmation', title: 'ResendPhoneConfirmation' },
)

export const StartPasswordResetBody = Type.Object(
  { Email: Type.String() },
  { $id: 'StartPasswordReset', title: 'StartPasswordReset' },
)

export const VerifyPasswordResetBody = Type.Object(
  { passwordResetToken: Type.String() },
  { $id: 'VerifyPasswordReset', title: 'VerifyPasswordReset' },
)

export const CompletePasswordResetBody = Type.Object(
  { passwordResetToken: Type.String(), password: Type.String(), passwordConfirmation: Type.String() },
  { $id: 'CompletePasswordReset', title: 'CompletePasswordReset' },
)

export const CreatePasswordBody = Type.Object(
  { password: Type.String(), passwordResetToken: Type.String() },
  { $id: 'CreatePassword', title: 'CreatePassword' },
)

export const UpdatePasswordBody = Type.Object(
  { currentPassword: Type.String(), password: Type.String(), passwordConfirmation: Type.String() },
  { $id: 'UpdatePassword', title: 'UpdatePassword' },
)
