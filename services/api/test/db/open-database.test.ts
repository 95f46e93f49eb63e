import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { until } from '../broker/support.ts'

const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: `${server}/postgres` })
  await client.connect()
  await client.query(statement)
  await client.end()
}

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
    const name = `vigil_test_${process.pid}_${randomBytes(4).toString('hex')}`
    await admin(`create database ${name}`)
    const opened: DatabaseHandle[] = []
    try {
      // As `start` runs the API and the burn-in service, and as API nodes start side by side.
      const attempts = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: `${server}/${name}`, dataDir: 'memory://' })),
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
      await admin(`drop database if exists ${name} with (force)`)
    }
  })

  it.each(['pglite', 'postgres'] as const)('keeps the coming months’ partitions while open on %s', async (driver) => {
    const name = `vigil_test_${process.pid}_${randomBytes(4).toString('hex')}`
    if (driver === 'postgres') await admin(`create database ${name}`)
    const database = await openDatabase({
      ...(driver === 'postgres' ? { databaseUrl: `${server}/${name}` } : {}),
      dataDir: 'memory://',
      partitionsEveryMs: 100,
    })
    try {
      const partition = nextMonthPartition()
      await database.db.execute(sql.raw(`drop table ${partition}`))
      expect(await exists(database, partition)).toBe(false)
      await until(() => exists(database, partition), 5000)
    } finally {
      await database.close()
      if (driver === 'postgres') await admin(`drop database if exists ${name} with (force)`)
    }
  })
})
