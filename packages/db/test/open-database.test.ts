import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/client.ts'
import { createTestPostgresDatabase } from '../src/testing.ts'

/** The partition of device events that holds next month. */
const nextMonthPartition = () => {
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return `device_events_${next.getUTCFullYear()}_${String(next.getUTCMonth() + 1).padStart(2, '0')}`
}
const exists = async (database: DatabaseHandle, table: string) => {
  const result = await database.db.execute(sql`select to_regclass(${table}) is not null as present`)
  return (result as unknown as { rows: { present: boolean }[] }).rows[0]!.present
}

describe('opening the database', () => {
  it('lets processes that open a new PostgreSQL database together all start (one migrates, the others wait)', async () => {
    const postgres = await createTestPostgresDatabase()
    const opened: DatabaseHandle[] = []
    try {
      // As `start` runs the API and the burn-in service, and as API nodes start side by side.
      const attempts = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' })),
      )
      for (const attempt of attempts) if (attempt.status === 'fulfilled') opened.push(attempt.value)
      expect(attempts.map((attempt) => (attempt.status === 'rejected' ? String(attempt.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
        'opened',
      ])
      expect(await exists(opened[0]!, nextMonthPartition())).toBe(true)
    } finally {
      await Promise.all(opened.map((database) => database.close()))
      await postgres.drop()
    }
  })

  it.each(['pglite', 'postgres'] as const)('keeps the coming months’ partitions while open on %s', async (driver) => {
    const postgres = driver === 'postgres' ? await createTestPostgresDatabase() : undefined
    const database = await openDatabase({
      ...(postgres ? { databaseUrl: postgres.url } : {}),
      dataDir: 'memory://',
      partitionsEveryMs: 100,
    })
    try {
      const partition = nextMonthPartition()
      await database.db.execute(sql.raw(`drop table ${partition}`))
      expect(await exists(database, partition)).toBe(false)
      await vi.waitUntil(() => exists(database, partition), { timeout: 5000, interval: 25 })
    } finally {
      await database.close()
      await postgres?.drop()
    }
  })
})
