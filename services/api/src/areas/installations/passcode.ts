import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '@vigil/db'
import { checklistPasscodeAttempts, checklistPasscodes } from '@vigil/db/schema'
import { installationMessages, Refusal, tooManyTries, validationMessages } from '@vigil/domain'
import { slowDown } from '@vigil/server-kit'
import { desc, inArray, sql } from 'drizzle-orm'

/**
 * Wrong passcodes allowed per client address before that address is locked out; wrong passcodes for one installation
 * or device from every address together only slow its answers down, so the installer on site is never locked out.
 */
export const MAX_WRONG_PASSCODES = 5
export const LOCKOUT_MS = 15 * 60 * 1000

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The digest of the passcode an Admin rotated to last, or null while CHECKLIST_PASSCODE stands. */
async function currentPasscodeDigest(db: Database): Promise<Buffer | null> {
  const [current] = await db
    .select({ passcodeHash: checklistPasscodes.passcodeHash })
    .from(checklistPasscodes)
    .orderBy(desc(checklistPasscodes.id))
    .limit(1)
  return current ? Buffer.from(current.passcodeHash, 'hex') : null
}

/**
 * A new checklist passcode, in force on every API node from its next request (each reads the newest row); only its
 * hash is kept, so the answer is the one place it is ever shown.
 */
export async function rotateChecklistPasscode(db: Database, userId: number, now: Date): Promise<string> {
  const passcode = randomBytes(12).toString('base64url')
  await db
    .insert(checklistPasscodes)
    .values({ passcodeHash: digest(passcode).toString('hex'), createdByUserId: userId, createdOn: now })
  return passcode
}

/** A passcode that does not prove the caller may use the checklist, with the message under the passcode. */
const passcodeRefused = (message: string) => new Refusal('not-signed-in', message, { fields: { passcode: message } })

/** One try at the checklist: where it comes from and the X-Passcode header as sent (missing, or sent twice). */
export type PasscodeTry = { address: string; passcode: string | string[] | undefined }

/**
 * Checks the X-Passcode header of the public checklist. Only a hash of the configured passcode is kept, compared
 * in constant time; repeated wrong passcodes lock the client address out and slow the installation (or device) down.
 */
export function createPasscodeCheck(db: () => Database, passcode: string, clock: () => Date) {
  const configured = digest(passcode)
  return async (attempt: PasscodeTry, subject: string | undefined): Promise<void> => {
    const expected = (await currentPasscodeDigest(db())) ?? configured
    const addressKey = `ip:${attempt.address}`
    const keys = [addressKey, ...(subject ? [subject] : [])]
    const now = clock()
    const rows = await db()
      .select()
      .from(checklistPasscodeAttempts)
      .where(inArray(checklistPasscodeAttempts.clientKey, keys))
    const address = rows.find((row) => row.clientKey === addressKey)
    if (address?.lockedUntil && address.lockedUntil > now)
      throw tooManyTries(installationMessages.passcodeLockedOut, 'passcode')
    const guessed = rows.find((row) => row.clientKey === subject)
    if (guessed && guessed.lastAttemptOn.getTime() > now.getTime() - LOCKOUT_MS) {
      await slowDown(guessed.failedAttempts - MAX_WRONG_PASSCODES + 1)
    }
    const given = typeof attempt.passcode === 'string' ? attempt.passcode : ''
    if (given === '') throw passcodeRefused(validationMessages.required)
    if (timingSafeEqual(digest(given), expected)) return
    const lockedUntil = new Date(now.getTime() + LOCKOUT_MS)
    const windowStart = new Date(now.getTime() - LOCKOUT_MS)
    for (const key of keys) {
      await db()
        .insert(checklistPasscodeAttempts)
        .values({ clientKey: key, failedAttempts: 1, lastAttemptOn: now })
        .onConflictDoUpdate({
          target: checklistPasscodeAttempts.clientKey,
          set: {
            // Old failures are forgotten: only wrong passcodes within the lockout window count.
            failedAttempts: sql`case when ${checklistPasscodeAttempts.lastAttemptOn} < ${windowStart.toISOString()}::timestamptz then 1 else ${checklistPasscodeAttempts.failedAttempts} + 1 end`,
            lastAttemptOn: now,
            // Only an address is ever locked out; an installation's count only slows its answers down.
            lockedUntil:
              key !== addressKey
                ? null
                : sql`case when ${checklistPasscodeAttempts.lastAttemptOn} >= ${windowStart.toISOString()}::timestamptz and ${checklistPasscodeAttempts.failedAttempts} + 1 >= ${MAX_WRONG_PASSCODES} then ${lockedUntil.toISOString()}::timestamptz else ${checklistPasscodeAttempts.lockedUntil} end`,
          },
        })
    }
    throw passcodeRefused(installationMessages.passcodeWrong)
  }
}
