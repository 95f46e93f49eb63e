import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/client.ts'
import { queryRows } from '../src/raw.ts'
import { applyDeviceEventRetention } from '../src/retention.ts'

const partitions = async (database: DatabaseHandle) =>
  (
    await queryRows<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent where p.relname = 'device_events' order by 1`,
    )
  ).map((row) => row.name)

describe('device-event retention', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' })
  })
  afterAll(() => database.close())

  it('creates the months ahead and drops whole months older than the retention, keeping the rest', async () => {
    // Months from January 2024 exist (as after two years of running); it is now 15 June 2026, keeping 12 months.
    await database.db.execute(sql`select ensure_device_event_partitions('2024-01-01'::date, 30)`)
    const dropped = await applyDeviceEventRetention(database.db, new Date('2026-06-15T12:00:00Z'), 12)

    expect(dropped).toContain('device_events_2024_01')
    expect(dropped).toContain('device_events_2025_05')
    expect(dropped).not.toContain('device_events_2025_06')
    const left = await partitions(database)
    expect(left.filter((name) => /_\d{4}_\d{2}$/.test(name))[0]).toBe('device_events_2025_06')
    // Three months ahead are ready, and the catch-all partition stays.
    expect(left).toContain('device_events_2026_09')
    expect(left).toContain('device_events_default')
  })
})
