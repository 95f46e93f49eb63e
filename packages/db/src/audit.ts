// The audit trail's one writer and its retention. Every service that records an action calls `appendAuditEntry`.
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { queryRows } from './raw.ts'
import { auditEntries } from './schema/audit.ts'

export type NewAuditEntry = typeof auditEntries.$inferInsert

const MAX_TEXT = 1000

const clip = (text: string | null | undefined) => (text == null ? text : text.slice(0, MAX_TEXT))

/** Appends entries in one statement (one round trip); texts are clipped so a caller's input cannot bloat the trail. */
export async function appendAuditEntry(db: Database, ...entries: NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await db
    .insert(auditEntries)
    .values(entries.map((entry) => ({ ...entry, subject: clip(entry.subject), note: clip(entry.note) })))
}

/** `AUDIT_RETENTION_MONTHS` (default 24): whole months of audit entries kept before the current one. */
export function auditRetentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const months = Number(env.AUDIT_RETENTION_MONTHS?.trim() || 24)
  return Number.isInteger(months) && months > 0 ? months : 24
}

/**
 * Deletes the entries older than the retention (whole months before the current one); answers how many. The only
 * delete the append-only trigger lets through: it runs in a transaction that says it is the retention.
 */
export async function applyAuditRetention(db: Database, now: Date, months: number): Promise<number> {
  const oldestKept = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('vigil.audit_retention', 'on', true)`)
    const [row] = await queryRows<{ deleted: number }>(
      tx as unknown as Database,
      sql`with gone as (delete from ${auditEntries} where ${auditEntries.on} < ${oldestKept.toISOString()}::timestamptz returning 1)
        select count(*)::int as deleted from gone`,
    )
    return row?.deleted ?? 0
  })
}

/** Runs the audit retention now and then daily; the answer stops it. Failures are logged and retried the next day. */
export function scheduleAuditRetention(
  db: Database,
  log: { info(message: string): void; error(object: object, message: string): void },
  clock: () => Date = () => new Date(),
  months = auditRetentionMonths(),
): () => void {
  const run = () =>
    applyAuditRetention(db, clock(), months).then(
      (deleted) => {
        if (deleted) log.info(`${deleted} audit entries older than ${months} months deleted`)
      },
      (error: unknown) => log.error({ err: error }, 'audit retention failed; retried tomorrow'),
    )
  void run()
  const timer = setInterval(run, 24 * 60 * 60 * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
