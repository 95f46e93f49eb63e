import { PGlite } from '@electric-sql/pglite'
import { count } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ODataError, pagedList, pageLimit, pageOffset, readListQuery } from '../../src/odata/index.ts'
import { tokenSoup, validFilter } from './arbitraries.ts'
import { probeResource, probes, probeTableDdl } from './probe.ts'

type Database = PgDatabase<PgQueryResultHKT>
interface Engine {
  db: Database
  close: () => Promise<void>
}

const rows = [
  {
    id: 1,
    name: "O'Brien",
    serialNumber: 'SN-100%',
    active: true,
    score: 1.5,
    createdOn: new Date('2024-01-01T00:00:00Z'),
  },
  { id: 2, name: 'a_b', serialNumber: null, active: false, score: null, createdOn: new Date('2024-06-01T12:00:00Z') },
  {
    id: 3,
    name: 'Zebra',
    serialNumber: 'abc123',
    active: true,
    score: -2,
    createdOn: new Date('2025-02-03T04:05:06Z'),
  },
]

const probePages = pagedList('probes', (db: Database, where, orderBy) => ({
  list: db
    .select({ id: probes.id })
    .from(probes)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db.select({ total: count() }).from(probes).where(where),
}))

const openPglite = async (): Promise<Engine> => {
  const client = await PGlite.create('memory://')
  return { db: drizzlePglite({ client }) as unknown as Database, close: () => client.close() }
}

const openPostgres = async (): Promise<Engine> => {
  const name = `vigil_odata_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${name}`, max: 2 })
  // Dropping the database with (force) ends connections that may still be closing; that is expected, not a failure.
  pool.on('error', () => {})
  return {
    db: drizzlePg({ client: pool }) as unknown as Database,
    close: async () => {
      await pool.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

describe.each([
  ['PGlite', openPglite],
  ['PostgreSQL', openPostgres],
])('compiled filters on %s', (_engineName, open) => {
  let engine: Engine
  beforeAll(async () => {
    engine = await open()
    await engine.db.execute(probeTableDdl)
    await engine.db.insert(probes).values(rows)
  })
  afterAll(() => engine.close())

  const page = (options: Parameters<typeof readListQuery>[1]) =>
    probePages(engine.db, readListQuery(probeResource, options))
  const list = async (options: Parameters<typeof readListQuery>[1]) => (await page(options)).items
  const ids = async (filter: string) => (await list({ $filter: filter })).map((row) => row.id)

  it('finds the rows the filter describes', async () => {
    expect(await ids("name eq 'O''Brien'")).toEqual([1])
    // The same shape again: the prepared statement runs with the new value.
    expect(await ids("name eq 'Zebra'")).toEqual([3])
    expect(await ids("name eq 'O''Brien' or name eq 'a_b'")).toEqual([2, 1])
    expect(await ids("contains(SerialNumber,'%')")).toEqual([1])
    expect(await ids("contains(name,'_')")).toEqual([2])
    expect(await ids("contains(serialnumber,'ABC') and active eq true")).toEqual([3])
    expect(await ids('score eq null or score lt 0')).toEqual([3, 2])
    expect(await ids('score ne 1.5')).toEqual([3, 2])
    expect(await ids('createdOnDateTime ge 2024-06-01T12:00:00Z and not active')).toEqual([2])
    expect(await ids("tolower(name) eq 'zebra' or startswith(name,'o''')")).toEqual([3, 1])
    expect(await ids('nameLength eq 5')).toEqual([3])
  })

  it('pages and sorts, and counts every row the filter finds', async () => {
    const lastPage = await page({ $orderby: 'createdOnDateTime desc', $pagesize: 2, $pageindex: 1 })
    expect(lastPage).toEqual({ items: [{ id: 1 }], totalCount: 3 })
    expect(await page({ $orderby: 'createdOnDateTime desc', $pagesize: 2 })).toEqual({
      items: [{ id: 3 }, { id: 2 }],
      totalCount: 3,
    })
    expect(await page({ $pagesize: 2, $pageindex: 7 })).toEqual({ items: [], totalCount: 3 })
    // A full first page needs its count; the next first page of that shape asks for both at once.
    for (let i = 0; i < 2; i++) {
      expect(await page({ $filter: 'active eq true', $pagesize: 1 })).toEqual({ items: [{ id: 3 }], totalCount: 2 })
    }
    expect(await page({ $filter: "name eq 'nobody'" })).toEqual({ items: [], totalCount: 0 })
  })

  it('runs every filter that compiles without a database error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(validFilter, validFilter, tokenSoup), async (filter) => {
        try {
          await list({ $filter: filter })
        } catch (error) {
          if (error instanceof ODataError) return
          throw error
        }
      }),
      { numRuns: 300 },
    )
  })
})
