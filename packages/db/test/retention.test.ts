import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/client.ts'
import { queryRows } from '../src/raw.ts'
import { applyDeviceEventRetention, scheduleDeviceEventRetention } from '../src/retention.ts'
import { createTestPostgresDatabase, drivers } from '../src/testing.ts'

const partitions = async (database: DatabaseHandle) =>
  (
    await queryRows<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent where p.relname = 'device_events' order by 1`,
    )
  ).map((row) => row.name)

/** Stores one event at each device time; answers nothing (the rows are read back by time). */
const storeAt = async (database: DatabaseHandle, times: string[]) => {
  for (const [index, time] of times.entries()) {
    await database.db.execute(
      sql`insert into device_events (device_id, serial_number, type, device_time, data)
        values (${index + 1}, ${`VR${index}`}, 'battery', ${time}::timestamptz, '{}'::jsonb)`,
    )
  }
}

/** The device times stored, with the partition each row lives in. */
const stored = async (database: DatabaseHandle) =>
  (
    await queryRows<{ time: string; partition: string }>(
      database.db,
      sql`select to_char(device_time at time zone 'UTC', 'YYYY-MM-DD') as time, tableoid::regclass::text as partition
        from device_events order by device_time`,
    )
  ).map((row) => `${row.time} ${row.partition}`)

describe.each(drivers)('device-event retention on %s', (driver) => {
  let database: DatabaseHandle
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    if (driver === 'postgres') {
      const created = await createTestPostgresDatabase()
      drop = created.drop
      database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' })
    } else database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' })
  })
  afterAll(async () => {
    await database?.close()
    await drop?.()
  })

  it('creates the months ahead and drops whole months older than the retention, with their rows, keeping the rest', async () => {
    // Months from January 2024 exist (as after two years of running); it is now 15 June 2026, keeping 12 months.
    await database.db.execute(sql`select ensure_device_event_partitions('2024-01-01'::date, 30)`)
    await storeAt(database, [
      '2024-03-10T08:00:00Z',
      '2025-05-31T23:59:59Z',
      '2025-06-01T00:00:00Z',
      '2026-06-15T08:00:00Z',
    ])
    // A device clock far in the past lands in the catch-all partition, which retention never drops.
    await storeAt(database, ['1999-01-01T00:00:00Z'])
    const dropped = await applyDeviceEventRetention(database.db, new Date('2026-06-15T12:00:00Z'), 12)

    expect(dropped).toContain('device_events_2024_01')
    expect(dropped).toContain('device_events_2025_05')
    expect(dropped).not.toContain('device_events_2025_06')
    expect(dropped).toHaveLength(17)
    const left = await partitions(database)
    expect(left.filter((name) => /_\d{4}_\d{2}$/.test(name))[0]).toBe('device_events_2025_06')
    // Three months ahead are ready, and the catch-all partition stays.
    expect(left).toContain('device_events_2026_09')
    expect(left).toContain('device_events_default')
    expect(await stored(database)).toEqual([
      '1999-01-01 device_events_default',
      '2025-06-01 device_events_2025_06',
      '2026-06-15 device_events_2026_06',
    ])
  })

  it('drops nothing more when it runs again the same day, and the next month drops the next one', async () => {
    expect(await applyDeviceEventRetention(database.db, new Date('2026-06-15T18:00:00Z'), 12)).toEqual([])
    expect(await applyDeviceEventRetention(database.db, new Date('2026-07-01T00:30:00Z'), 12)).toEqual([
      'device_events_2025_06',
    ])
    expect(await stored(database)).toEqual(['1999-01-01 device_events_default', '2026-06-15 device_events_2026_06'])
    expect(await partitions(database)).toContain('device_events_2026_10')
  })

  it('runs at once when scheduled, and logs what it dropped', async () => {
    const lines: string[] = []
    const stop = scheduleDeviceEventRetention(
      database.db,
      { info: (message) => lines.push(message), error: (_object, message) => lines.push(message) },
      () => new Date('2027-08-01T00:00:00Z'),
      12,
    )
    try {
      await expect.poll(() => lines).toEqual([expect.stringMatching(/^Device events older than 12 months dropped: /)])
      expect(lines[0]).toContain('device_events_2026_06')
      expect(await stored(database)).not.toContain('2026-06-15 device_events_2026_06')
    } finally {
      stop()
    }
  })
  it('keeps working when a device clock ran ahead into a month not yet prepared', async () => {
    // Far ahead of the months prepared so far (and of today), December 2031: the report waits in the catch-all
    // partition until its month is prepared.
    await storeAt(database, ['2031-12-24T10:00:00Z'])
    expect(await stored(database)).toContain('2031-12-24 device_events_default')
    // In October 2031 the months up to January are prepared, December among them, and the report moves there.
    await applyDeviceEventRetention(database.db, new Date('2031-10-02T00:00:00Z'), 12)
    expect(await partitions(database)).toContain('device_events_2032_01')
    expect(await stored(database)).toContain('2031-12-24 device_events_2031_12')
  })
})
