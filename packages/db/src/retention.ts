// Device-event retention: monthly partitions are created ahead of time and whole months older than the retention are
// dropped (a DROP TABLE is instant, where deleting rows would bloat the table and its index).
import { sql } from 'drizzle-orm'
import { type Database, prepareDeviceEventPartitions } from './client.ts'
import { queryRows } from './raw.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** `DEVICE_EVENT_RETENTION_MONTHS` (default 24): whole months of device events kept before the current one. */
export function retentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const months = Number(env.DEVICE_EVENT_RETENTION_MONTHS?.trim() || 24)
  return Number.isInteger(months) && months > 0 ? months : 24
}

/** Creates next months' partitions and drops those wholly before the retention; answers the dropped tables. */
export async function applyDeviceEventRetention(db: Database, now: Date, months: number): Promise<string[]> {
  await prepareDeviceEventPartitions(db, now)
  const oldestKept = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))
  const cutoff = `device_events_${oldestKept.toISOString().slice(0, 7).replace('-', '_')}`
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'device_events' and c.relname ~ '^device_events_[0-9]{4}_[0-9]{2}$' and c.relname < ${cutoff}`,
  )
  const dropped: string[] = []
  for (const { name } of rows) {
    await db.execute(sql.raw(`drop table if exists "${name}"`))
    dropped.push(name)
  }
  return dropped
}

/** Runs retention now and then daily; the answer stops it. Failures are logged and retried the next day. */
export function scheduleDeviceEventRetention(
  db: Database,
  log: { info(message: string): void; error(object: object, message: string): void },
  clock: () => Date = () => new Date(),
  months = retentionMonths(),
): () => void {
  const run = () =>
    applyDeviceEventRetention(db, clock(), months).then(
      (dropped) => {
        if (dropped.length) log.info(`Device events older than ${months} months dropped: ${dropped.join(', ')}`)
      },
      (error: unknown) => log.error({ err: error }, 'device-event retention failed; retried tomorrow'),
    )
  void run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
