import { randomInt, timingSafeEqual } from 'node:crypto'
import { phoneConfirmations, users } from '@vigil/db/schema'
import { authMessages, invalidFields, notificationMessages, tooManyTries } from '@vigil/domain'
import { hashToken } from '@vigil/server-kit/passwords'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { ApiServices } from '../../services.ts'
import { normalisePhoneNumber } from './users.ts'

export const PHONE_CODE_LIFETIME_MS = 10 * 60 * 1000
export const PHONE_CODE_MAX_ATTEMPTS = 5
export const PHONE_CODE_RESEND_COOLDOWN_MS = 60 * 1000
/** The cool-down as the answers state it, so the browser can show it. */
export const PHONE_CODE_RESEND_COOLDOWN_SECONDS = PHONE_CODE_RESEND_COOLDOWN_MS / 1000

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b))

async function sendCode(app: ApiServices, phoneCode: number, phoneNumber: string, code: string) {
  await app.notifier.sms({
    to: `+${phoneCode}${phoneNumber}`,
    body: notificationMessages.phoneCode(code),
  })
}

/** Starts confirming a new account's cellphone number with a six-digit code by SMS. */
export async function startPhoneConfirmation(
  app: ApiServices,
  user: { id: number; phoneCode: number; phoneNumber: string },
): Promise<void> {
  const now = app.clock()
  const code = newCode()
  await app.db.insert(phoneConfirmations).values({
    userId: user.id,
    phoneCode: user.phoneCode,
    phoneNumber: user.phoneNumber,
    codeHash: hashToken(code),
    expiresOn: new Date(now.getTime() + PHONE_CODE_LIFETIME_MS),
    lastSentOn: now,
    createdOn: now,
  })
  await sendCode(app, user.phoneCode, user.phoneNumber, code)
}

async function pendingConfirmation(app: ApiServices, phoneCode: number, phoneNumber: string) {
  const [pending] = await app.db
    .select()
    .from(phoneConfirmations)
    .where(
      and(
        eq(phoneConfirmations.phoneCode, phoneCode),
        eq(phoneConfirmations.phoneNumber, normalisePhoneNumber(phoneNumber)),
        isNull(phoneConfirmations.confirmedOn),
      ),
    )
    .orderBy(desc(phoneConfirmations.id))
    .limit(1)
  return pending
}

const codeRefused = (message: string) => invalidFields({ PhoneConfirmationToken: message })

export async function confirmPhone(app: ApiServices, phoneCode: number, phoneNumber: string, code: string) {
  const now = app.clock()
  const pending = await pendingConfirmation(app, phoneCode, phoneNumber)
  if (!pending) throw codeRefused(authMessages.codeInvalid)
  if (pending.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw codeRefused(authMessages.codeAttemptsExceeded)
  if (pending.expiresOn <= now) throw codeRefused(authMessages.codeExpired)
  if (!sameHash(pending.codeHash, hashToken(code))) {
    await app.db
      .update(phoneConfirmations)
      .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
      .where(eq(phoneConfirmations.id, pending.id))
    const left = PHONE_CODE_MAX_ATTEMPTS - pending.attempts - 1
    throw codeRefused(left > 0 ? authMessages.codeInvalid : authMessages.codeAttemptsExceeded)
  }
  await app.db.update(phoneConfirmations).set({ confirmedOn: now }).where(eq(phoneConfirmations.id, pending.id))
  await app.db.update(users).set({ phoneConfirmed: true }).where(eq(users.id, pending.userId))
}

/**
 * Sends a new code for a pending confirmation, at most once per cooldown. When nothing is pending the answer is
 * the same as a resend, so the call does not reveal which numbers have accounts.
 */
export async function resendPhoneConfirmation(
  app: ApiServices,
  phoneCode: number,
  phoneNumber: string,
): Promise<{ resendAfterSeconds: number }> {
  const now = app.clock()
  const answer = { resendAfterSeconds: PHONE_CODE_RESEND_COOLDOWN_SECONDS }
  const pending = await pendingConfirmation(app, phoneCode, phoneNumber)
  if (!pending) return answer
  const waitMs = pending.lastSentOn.getTime() + PHONE_CODE_RESEND_COOLDOWN_MS - now.getTime()
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    throw tooManyTries(authMessages.resendTooSoon(seconds), 'phoneNumber', seconds)
  }
  const code = newCode()
  await app.db
    .update(phoneConfirmations)
    .set({
      codeHash: hashToken(code),
      expiresOn: new Date(now.getTime() + PHONE_CODE_LIFETIME_MS),
      attempts: 0,
      lastSentOn: now,
      sendCount: sql`${phoneConfirmations.sendCount} + 1`,
    })
    .where(eq(phoneConfirmations.id, pending.id))
  await sendCode(app, pending.phoneCode, pending.phoneNumber, code)
  return answer
}
