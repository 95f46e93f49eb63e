import {
  completePasswordReset,
  type Session,
  signInByEmail,
  startPasswordReset,
  updatePassword,
  verifyPasswordReset,
} from '@vigil/api-client'
import {
  type CompletePasswordResetPayload,
  type SignInPayload,
  type StartPasswordResetPayload,
  trimCredential,
  type UpdatePasswordPayload,
} from '@vigil/domain'
import { useEffect, useState } from 'react'

/** POST /Auth/SignInByEmail with the trimmed email and password (spec §5). */
export const signInWithEmail = ({ email, password }: SignInPayload): Promise<Session> =>
  signInByEmail({ email: trimCredential(email), password: trimCredential(password) })

/** POST /Auth/StartPasswordReset: the server emails a link to /reset-password?token=…. */
export const sendPasswordReset = ({ Email }: StartPasswordResetPayload) =>
  startPasswordReset({ Email: trimCredential(Email) })

/** POST /Auth/CompletePasswordReset: the emailed reset. */
export const completeEmailedReset = (payload: CompletePasswordResetPayload) => completePasswordReset(payload)

/** POST /My/UpdatePassword: a signed-in user changing their password. */
export const changePassword = (payload: UpdatePasswordPayload) => updatePassword(payload)

export type ResetTokenCheck = { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; error: unknown }

/** POST /Auth/VerifyPasswordReset once for the emailed token, before the form is offered. */
export function useResetTokenCheck(passwordResetToken: string | null): ResetTokenCheck {
  const [check, setCheck] = useState<ResetTokenCheck>({ state: 'checking' })
  useEffect(() => {
    if (!passwordResetToken) return
    let current = true
    setCheck({ state: 'checking' })
    verifyPasswordReset({ passwordResetToken }).then(
      () => current && setCheck({ state: 'valid' }),
      (error: unknown) => current && setCheck({ state: 'invalid', error }),
    )
    return () => {
      current = false
    }
  }, [passwordResetToken])
  return check
}
