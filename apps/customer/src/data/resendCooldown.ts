import { resendAvailableAt } from '@vigil/domain'

// Sign-up hands Verify Account the time a new code may be requested through the history entry, so a reload keeps it.
export interface VerifyAccountState {
  resendAvailableAt?: string
}

export const verifyAccountState = (resendAfterSeconds: number | undefined, now = new Date()): VerifyAccountState =>
  resendAfterSeconds === undefined
    ? {}
    : { resendAvailableAt: resendAvailableAt(resendAfterSeconds, now).toISOString() }

export const readResendAvailableAt = (state: unknown): Date | undefined => {
  const value = (state as VerifyAccountState | null)?.resendAvailableAt
  const date = typeof value === 'string' ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}
