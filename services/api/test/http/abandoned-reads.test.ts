import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { statementSignal } from '@vigil/db'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

type Outcome = { text: string; signal: AbortSignal | undefined; done: Promise<'ran' | string> }

// Issue #14: the dashboard aborts the search a newer keystroke superseded; the server must not then run its
// statements, which on PGlite's single connection would hold up the search that is still wanted.
describe.each(drivers)('reads whose client has gone on %s', (driver) => {
  let t: TestApp
  let port: number
  const statements: Outcome[] = []
  beforeAll(async () => {
    // The session check (issue #27) reads the users table; the test warms it below, so only the list waits.
    t = await createTestApp({ driver, sessionCheckTtlMs: 10 * 60_000 })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
    // Each statement the API hands to the database client, with the signal it was started under and how it ended.
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    const query = client.query.bind(client)
    client.query = (...args: unknown[]) => {
      const config = args[0]
      const answer = query(...args)
      statements.push({
        text: typeof config === 'string' ? config : (config as { text: string }).text,
        signal: statementSignal(),
        done: answer.then(
          () => 'ran',
          (error: { code?: string }) => error.code ?? 'failed',
        ),
      })
      return answer
    }
  })
  afterAll(() => t?.close())

  it('skips the statements of a GET /Users still waiting for the database when its client goes', async () => {
    const authorization = (await t.headersFor('Technical-Agent')).authorization!
    const warm = await t.app.inject({ url: '/api/Users?$pagesize=1', headers: { authorization } })
    expect(warm.statusCode).toBe(200)
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    // Another request's transaction holds the database: on PGlite its one connection, on PostgreSQL the users table.
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`)
      locked()
      await released
    })
    await isLocked
    const seenBefore = statements.length

    // A page past the last, so its count would follow the list.
    const abandoned = httpRequest({
      port,
      host: '127.0.0.1',
      path: `/api/Users?${new URLSearchParams({ $filter: "role eq 'Account-Holder'", $pagesize: '1', $pageindex: '100000' })}`,
      headers: { authorization },
    })
    abandoned.on('error', () => {})
    abandoned.end()
    const list = await new Promise<Outcome>((resolve) => {
      const waitForList = () => {
        const found = statements.slice(seenBefore).find((statement) => statement.signal)
        if (found) resolve(found)
        else setImmediate(waitForList)
      }
      waitForList()
    })
    abandoned.destroy()
    await new Promise((resolve) => list.signal!.addEventListener('abort', resolve, { once: true }))
    release()
    await holding

    // Until the request's handler has met a statement that was not run (the test times out if none ever is).
    const ofRequest = () => statements.slice(seenBefore).filter((statement) => statement.signal === list.signal)
    let outcomes: string[] = []
    while (!outcomes.includes('57014')) {
      await new Promise(setImmediate)
      outcomes = await Promise.all(ofRequest().map((statement) => statement.done))
    }
    // PGlite skips the list still queued behind the transaction; PostgreSQL, which had started it, skips the count.
    expect(outcomes.at(-1)).toBe('57014')
    if (driver === 'pglite') expect(outcomes).toEqual(['57014'])
    else expect(outcomes).toEqual(['ran', '57014'])

    // The database goes on answering requests that are still wanted.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Users?${new URLSearchParams({ $filter: "role eq 'Account-Holder'", $pagesize: '1' })}`,
      headers: { authorization },
    })
    expect(response.statusCode).toBe(200)
  })
})
