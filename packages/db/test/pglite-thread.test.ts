import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteThread } from '../src/pglite-thread.ts'

describe('the embedded database on its own thread', () => {
  let db: PgliteThread
  beforeAll(async () => {
    db = await PgliteThread.open('memory://')
    await db.exec('create table notes (id int primary key, body text not null, at timestamptz)')
  })
  afterAll(() => db.close())

  const bodies = async () => (await db.query<{ body: string }>('select body from notes order by id')).rows

  it('answers queries with parameters, as objects or arrays, dates as text when asked', async () => {
    await db.query('insert into notes values ($1, $2, $3)', [1, 'first', '2026-03-02T08:00:00Z'])
    expect(await bodies()).toEqual([{ body: 'first' }])
    const asArrays = await db.query('select id, body from notes', [], { rowMode: 'array' })
    expect(asArrays.rows).toEqual([[1, 'first']])
    const asText = await db.query<{ at: unknown }>('select at from notes', [], { parsers: {} })
    expect(asText.rows[0]!.at).toBe('2026-03-02 08:00:00+00')
    const asDate = await db.query<{ at: unknown }>('select at from notes')
    expect(asDate.rows[0]!.at).toEqual(new Date('2026-03-02T08:00:00Z'))
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [2, 'kept'])
    })
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [3, 'dropped'])
      throw new Error('changed my mind')
    })
    await expect(failed).rejects.toThrow('changed my mind')
    expect((await bodies()).map((row) => row.body)).toEqual(['first', 'kept'])
  })

  it('passes PostgreSQL errors on with their fields', async () => {
    const duplicate = await db.query('insert into notes values (1, $1)', ['again']).catch((error: unknown) => error)
    expect(duplicate).toBeInstanceOf(Error)
    expect(duplicate).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') })
  })

  it('keeps the event loop free while a statement runs', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 20)
    await db.query('select pg_sleep(0.5)')
    clearInterval(timer)
    // On the API's thread the timer could not fire at all until the statement ended.
    expect(ticks).toBeGreaterThanOrEqual(2)
  })
})

describe('the embedded database in a directory', () => {
  const directory = mkdtempSync(join(tmpdir(), 'vigil-pglite-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('keeps what was committed across a close and a reopen', async () => {
    const first = await PgliteThread.open(directory)
    await first.exec('create table kept (value text)')
    await first.query('insert into kept values ($1)', ['still here'])
    await first.close()
    await expect(first.query('select 1')).rejects.toThrow('closed')
    const again = await PgliteThread.open(directory)
    expect((await again.query('select value from kept')).rows).toEqual([{ value: 'still here' }])
    await again.close()
  })
})
