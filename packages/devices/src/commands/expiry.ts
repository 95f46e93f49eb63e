import { commands } from '@vigil/db/schema'
import { commandMessages } from '@vigil/domain'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type CommandContext, changeColumns } from './context.ts'
import { unansweredSql } from './retry.ts'

// Expiry: a command ends when its time is up: queued past its TTL (expired), acknowledged but never confirmed by the
// device's reports, sent and never answered after its last attempt (timed out), or given up by whoever asked.

/** Expires and times out what is due at `now`, and announces each. */
export async function expireDue(context: CommandContext, now: Date): Promise<void> {
  const at = now.toISOString()
  const expired = await context.db
    .update(commands)
    .set({ status: 'expired', finishedOn: now })
    .where(and(eq(commands.status, 'queued'), lt(commands.expiresOn, now)))
    .returning(changeColumns)
  const unconfirmed = await context.db
    .update(commands)
    .set({ status: 'timed_out', finishedOn: now, failureReason: commandMessages.neverConfirmed })
    .where(
      and(
        eq(commands.status, 'acked'),
        sql`(${commands.ackedOn} < ${at}::timestamptz - make_interval(secs => ${(context.options.confirmTimeoutMs ?? 30_000) / 1000}) or ${commands.expiresOn} < ${at}::timestamptz)`,
      ),
    )
    .returning(changeColumns)
  const unanswered = await context.db
    .update(commands)
    .set({ status: 'timed_out', finishedOn: now, failureReason: commandMessages.neverAnswered })
    .where(
      and(
        unansweredSql(now, context.retryAfterMs),
        sql`(${commands.attempts} >= ${commands.maxAttempts} or ${commands.expiresOn} < ${at}::timestamptz)`,
      ),
    )
    .returning(changeColumns)
  context.announce([...expired, ...unconfirmed, ...unanswered], now)
}

/**
 * Whoever asked gave up on the command (a burn-in test that stopped waiting): one not yet answered must not reach
 * the device later, so it expires now. Answers whether it did (an answered or finished one is left as it is).
 */
export async function withdraw(context: CommandContext, correlationId: string): Promise<boolean> {
  const now = context.now()
  const withdrawn = await context.db
    .update(commands)
    .set({ status: 'expired', finishedOn: now })
    .where(and(eq(commands.correlationId, correlationId), inArray(commands.status, ['queued', 'sent'])))
    .returning(changeColumns)
  context.announce(withdrawn, now)
  return withdrawn.length > 0
}
