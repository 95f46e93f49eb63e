import { clientListQuery } from '@vigil/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// Issue #14: typed searches took seconds at 10,000 holders, because PostgreSQL planned them without statistics
// (PGlite never gathers any; PostgreSQL's autovacuum gets to it a minute or so after a bulk load). These tests count
// the rows each statement of a search touches (EXPLAIN ANALYZE), not its time: a plan that pairs every holder with
// every match, or reads every device for each holder on the page, touches hundreds of thousands or millions of rows
// where a few passes over the holders and their vehicles stay near ten rows a holder.

type Statement = { text: string; params: unknown[] }
type PlanNode = {
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Join Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** Rows produced, filtered out or rechecked by every node of the plan, subplans included. */
const rowsTouched = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] +
  (node['Rows Removed by Filter'] ?? 0) +
  (node['Rows Removed by Join Filter'] ?? 0) +
  (node['Rows Removed by Index Recheck'] ?? 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0)

const holders = 10_000

describe.each(drivers)('clients search plans on %s', (driver) => {
  let t: TestApp
  // The statements the database client is asked to run, as the API sends them.
  const seen: Statement[] = []
  let run: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  beforeAll(async () => {
    // PGlite's own analysing (every 10 s) is off, as autovacuum is on PostgreSQL below.
    t = await createTestApp({ driver, config: { analyseEveryMs: 0 } })
    if (driver === 'postgres') {
      // Statistics arriving part way through would make the test depend on when autovacuum wakes up.
      for (const table of ['users', 'vehicles', 'devices']) {
        await t.db.execute(`alter table ${table} set (autovacuum_enabled = false)`)
      }
    }
    await t.db.execute(`
      insert into users (role_id, first_name, last_name, email, phone_number, id_number, created_on)
      select (select id from roles where name = 'Account-Holder'), 'Holder ' || n, 'Smith ' || n,
        'plan' || n || '@test.vigil.local', '83' || lpad(n::text, 7, '0'), lpad(n::text, 13, '7'), now() - make_interval(secs => n)
      from generate_series(1, ${holders}) as n`)
    await t.db.execute(`
      insert into vehicles (user_id, registration_number, make, model, make_variant, registration_year, vehicle_colour)
      select u.id, 'PL ' || u.id, 'Toyota', 'Corolla', 'Toyota Corolla 1.6', '2019', 'White'
      from users u where u.email like '%@test.vigil.local'`)
    await t.db.execute(`
      insert into devices (serial_number, vehicle_id, active)
      select 'PL' || lpad(v.id::text, 8, '0'), v.id, true from vehicles v
      join users u on u.id = v.user_id where u.email like '%@test.vigil.local'`)
    const client = (t.db as unknown as { $client: { query: (config: unknown, ...rest: unknown[]) => unknown } }).$client
    const query = client.query.bind(client)
    run = (text, params) => query(text, params) as ReturnType<typeof run>
    client.query = (config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text
      seen.push({ text, params: (rest[0] as unknown[] | undefined) ?? [] })
      return query(config, ...rest)
    }
  })
  afterAll(() => t?.close())

  const statementsFor = async (search: string) => {
    seen.length = 0
    const params = Object.entries(clientListQuery(search, 'Latest')).map(
      ([key, value]) => [key, String(value)] as [string, string],
    )
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Users?${new URLSearchParams(params)}`,
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(response.statusCode).toBe(200)
    return {
      answer: response.json() as { totalCount: number },
      statements: seen.filter((s) => /from "users"/.test(s.text)),
    }
  }

  it.each(['corolla', 'smith 1', 'ho', '1 smith 1', 'pl1'])(
    'searches %j in one pass over the holders and their vehicles',
    async (search) => {
      const { answer, statements } = await statementsFor(search)
      expect(answer.totalCount).toBeGreaterThan(100)
      expect(statements.length).toBeGreaterThan(0)
      for (const statement of statements) {
        const explained = await run(`explain (analyze, format json) ${statement.text}`, statement.params)
        const [{ Plan }] = Object.values(explained.rows[0]!)[0] as [{ Plan: PlanNode }]
        expect(rowsTouched(Plan)).toBeLessThan(15 * holders)
      }
    },
  )
})
