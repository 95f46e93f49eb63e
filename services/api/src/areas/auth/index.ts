import {
  completePasswordResetStruct,
  confirmPhoneStruct,
  refreshTokensStruct,
  resendPhoneConfirmationStruct,
  signInStruct,
  signUpStruct,
  startPasswordResetStruct,
  verifyPasswordResetStruct,
} from '@vigil/domain'
import { problemResponses } from '@vigil/server-kit'
import { AccountLimiter } from '../../http/account-limiter.ts'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { passwordGuessLimiter } from './password-guesses.ts'
import { checkPasswordLink, sendPasswordResetLink, setPasswordWithToken } from './password-links.ts'
import { confirmPhone, resendPhoneConfirmation } from './phone-confirmation.ts'
import {
  CompletePasswordResetBody,
  ConfirmPhoneBody,
  EmptyAnswer,
  RefreshTokensBody,
  ResendPhoneConfirmationAnswer,
  ResendPhoneConfirmationBody,
  SessionSchema,
  SignInBody,
  SignUpAnswer,
  SignUpBody,
  StartPasswordResetBody,
  VerifyPasswordResetBody,
} from './schemas.ts'
import { revokeAllSessions, rotateSession } from './sessions.ts'
import { signIn } from './sign-in.ts'
import { signUp } from './sign-up.ts'
import { findUserByEmail } from './users.ts'

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000

/** The public account calls: sign-in, token refresh, sign-up, phone confirmation and password reset. */
export const authArea: AreaPlugin = async (app) => {
  const limits = app.rateLimits
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' })
  const failedSignIns = passwordGuessLimiter(app)
  const resetEmails = new AccountLimiter(() => app.db, 'password-reset-email', 3, FIFTEEN_MINUTES_MS)
  const tags = ['Auth']

  app.post(
    '/Auth/SignInByEmail',
    {
      schema: {
        operationId: 'signInByEmail',
        tags,
        security: [],
        body: ref(SignInBody),
        response: { 200: ref(SessionSchema), ...problemResponses, 429: problemResponses[400] },
      },
      config: {
        access: 'auth.signIn',
        payload: bodyCheckedBy(SignInBody, signInStruct),
        rateLimit: perMinute(limits.signInPerMinute),
      },
    },
    async (request) => signIn(app, request.body, failedSignIns, request.ip),
  )

  app.post(
    '/Auth/RefreshTokens',
    {
      schema: {
        operationId: 'refreshTokens',
        tags,
        security: [],
        body: ref(RefreshTokensBody),
        response: { 200: ref(SessionSchema), ...problemResponses },
      },
      config: { access: 'auth.refreshTokens', payload: bodyCheckedBy(RefreshTokensBody, refreshTokensStruct) },
    },
    async (request) => {
      const { accessToken, refreshToken } = request.body
      return rotateSession(app, accessToken, refreshToken)
    },
  )

  app.post(
    '/Auth/SignUp',
    {
      schema: {
        operationId: 'signUp',
        tags,
        security: [],
        body: ref(SignUpBody),
        response: { 200: ref(SignUpAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.signUp',
        payload: bodyCheckedBy(SignUpBody, signUpStruct),
        rateLimit: perMinute(limits.otpPerMinute),
      },
    },
    async (request) => signUp(app, request.body, request.ip),
  )

  app.post(
    '/Auth/ConfirmPhone',
    {
      schema: {
        operationId: 'confirmPhone',
        tags,
        security: [],
        body: ref(ConfirmPhoneBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.confirmPhone',
        payload: bodyCheckedBy(ConfirmPhoneBody, confirmPhoneStruct),
        rateLimit: perMinute(limits.otpPerMinute),
      },
    },
    async (request) => {
      const body = request.body
      await confirmPhone(app, body.PhoneCode, body.PhoneNumber, body.PhoneConfirmationToken)
      return {}
    },
  )

  app.post(
    '/Auth/ResendPhoneConfirmation',
    {
      schema: {
        operationId: 'resendPhoneConfirmation',
        tags,
        security: [],
        body: ref(ResendPhoneConfirmationBody),
        response: { 200: ref(ResendPhoneConfirmationAnswer), ...problemResponses, 429: problemResponses[400] },
      },
      config: {
        access: 'auth.confirmPhone',
        payload: bodyCheckedBy(ResendPhoneConfirmationBody, resendPhoneConfirmationStruct),
        rateLimit: perMinute(limits.otpPerMinute),
      },
    },
    async (request) => {
      const body = request.body
      return resendPhoneConfirmation(app, body.phoneCode, body.phoneNumber)
    },
  )

  app.post(
    '/Auth/StartPasswordReset',
    {
      schema: {
        operationId: 'startPasswordReset',
        tags,
        security: [],
        body: ref(StartPasswordResetBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.passwordReset',
        payload: bodyCheckedBy(StartPasswordResetBody, startPasswordResetStruct),
        rateLimit: perMinute(limits.passwordResetPerMinute),
      },
    },
    async (request) => {
      const { Email } = request.body
      const found = await findUserByEmail(app.db, Email)
      const key = Email.trim().toLowerCase()
      // The same answer whether or not the address has an account, and a quiet cap on emails per account.
      if (found && !(await resetEmails.isBlocked(key, app.clock()))) {
        await resetEmails.record(key, app.clock())
        await sendPasswordResetLink(app, found.user)
      }
      return {}
    },
  )

  app.post(
    '/Auth/VerifyPasswordReset',
    {
      schema: {
        operationId: 'verifyPasswordReset',
        tags,
        security: [],
        body: ref(VerifyPasswordResetBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.passwordReset',
        payload: bodyCheckedBy(VerifyPasswordResetBody, verifyPasswordResetStruct),
        rateLimit: perMinute(limits.passwordResetPerMinute),
      },
    },
    async (request) => {
      await checkPasswordLink(app, request.body.passwordResetToken, 'dashboard')
      return {}
    },
  )

  app.post(
    '/Auth/CompletePasswordReset',
    {
      schema: {
        operationId: 'completePasswordReset',
        tags,
        security: [],
        body: ref(CompletePasswordResetBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.passwordReset',
        payload: bodyCheckedBy(CompletePasswordResetBody, completePasswordResetStruct),
        rateLimit: perMinute(limits.passwordResetPerMinute),
      },
    },
    async (request) => {
      const body = request.body
      const userId = await setPasswordWithToken(app, body.passwordResetToken, 'dashboard', body.password)
      await revokeAllSessions(app, userId)
      return {}
    },
  )
}
