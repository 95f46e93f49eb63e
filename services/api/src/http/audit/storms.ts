import type { NewAuditEntry } from '@vigil/db'
import { STORM_THRESHOLDS, STORM_WINDOW_MS, startsStorm } from '@vigil/domain'
import type { FastifyInstance } from 'fastify'
import { AccountLimiter } from '../account-limiter.ts'

/**
 * Counts wrong passwords and passcodes from every address together, beside the per-address throttles, and answers
 * the system's entry for the failure that makes a storm (once per window), for an Admin to see.
 */
export function createStormWatch(app: FastifyInstance) {
  const signIns = new AccountLimiter(() => app.db, 'storm-sign-in', STORM_THRESHOLDS.signInPerAccount, STORM_WINDOW_MS)
  const passcodes = new AccountLimiter(() => app.db, 'storm-passcode', STORM_THRESHOLDS.passcodeAll, STORM_WINDOW_MS)
  const storm = (
    action: NewAuditEntry['action'],
    on: Date,
    failures: number,
    subject: string | null,
    userId: number | null = null,
  ): NewAuditEntry => ({
    on,
    action,
    actorKind: 'system',
    subject,
    userId,
    after: { failures, windowMinutes: STORM_WINDOW_MS / 60_000 },
  })

  return {
    /** A wrong password for `account` (the email as typed). */
    async wrongPassword(account: string, userId: number | null, on: Date): Promise<NewAuditEntry[]> {
      const [forAccount, forAll] = await Promise.all([
        signIns.record(`account:${account}`, on),
        signIns.record('all', on),
      ])
      const entries: NewAuditEntry[] = []
      if (startsStorm(forAccount, STORM_THRESHOLDS.signInPerAccount))
        entries.push(storm('system.signInStorm', on, forAccount, account, userId))
      if (startsStorm(forAll, STORM_THRESHOLDS.signInAll)) entries.push(storm('system.signInStorm', on, forAll, null))
      return entries
    },
    async wrongPasscode(on: Date): Promise<NewAuditEntry[]> {
      const failures = await passcodes.record('all', on)
      return startsStorm(failures, STORM_THRESHOLDS.passcodeAll)
        ? [storm('system.passcodeStorm', on, failures, null)]
        : []
    },
  }
}
