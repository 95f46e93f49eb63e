import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/client.ts'
import { analyseChangedTables } from '../src/statistics.ts'

const rowsPlanned = async (database: DatabaseHandle) => {
  const result = await database.db.execute(sql`explain select * from statistics_sample`)
  const plan = String(Object.values((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0])
  return Number(/rows=(\d+)/.exec(plan)![1])
}

// PGlite has no autovacuum: without this, a table that grew to thousands of rows is planned from guesses.
describe('planner statistics on PGlite', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' })
    await database.db.execute(sql`create table statistics_sample (id int, name text)`)
    await database.db.execute(sql`analyze statistics_sample`)
  })
  afterAll(() => database?.close())

  it('analyses the tables that grew since their statistics, and only those', async () => {
    await database.db.execute(
      sql`insert into statistics_sample select n, 'holder ' || n from generate_series(1, 20000) as n`,
    )
    expect(await analyseChangedTables(database.db)).toContain('statistics_sample')
    expect(await rowsPlanned(database)).toBe(20000)
    expect(await analyseChangedTables(database.db)).not.toContain('statistics_sample')
  })
})
