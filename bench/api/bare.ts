import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import pg from 'pg'

/** One statement as the API's node-postgres pool received it from drizzle. */
export type CapturedQuery = { text: string; values: unknown[] }

type QueryablePool = { query: (...args: unknown[]) => Promise<unknown> }

/**
 * Records the statements the API sends to its pool while `during` runs: drizzle hands node-postgres
 * `query({ text, rowMode, types }, values)`, so wrapping the pool's `query` captures the exact SQL and parameters.
 */
export async function captureQueries(pool: QueryablePool, during: () => Promise<void>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = []
  const original = pool.query
  pool.query = (...args: unknown[]) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined]
    const text = typeof config === 'string' ? config : config.text
    captured.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) })
    return original.apply(pool, args)
  }
  try {
    await during()
  } finally {
    pool.query = original
  }
  return captured
}

/** A list route rebuilt from captured statements: the parameter that was `sample` becomes the request's value. */
export type BareRoute = { path: string; queries: CapturedQuery[]; sample: number; toValue: (n: number) => number }

/** Replaces every parameter equal to the sample with the request's value. */
export function parametersFor(route: BareRoute, query: CapturedQuery, n: number): unknown[] {
  return query.values.map((value) => (String(value) === String(route.sample) ? route.toValue(n) : value))
}

// Named (prepared) statements, as the API's pool uses, so both sides plan each statement once per connection.
const statementName = (text: string) => `bare_${createHash('sha1').update(text).digest('hex')}`

/**
 * Bare Fastify + pg: `GET <path>?n=N` runs the route's captured statements (the list, and the count when the API
 * needed one) at once, and answers JSON.
 */
export async function startBareServer(connectionString: string, poolSize: number, routes: BareRoute[]) {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // The benchmark drops its database with (force) at the end; a terminated idle connection is no failure.
  pool.on('error', () => {})
  const app = Fastify({ logger: false })
  for (const route of routes) {
    const run = (query: CapturedQuery, n: number) =>
      pool.query<unknown[]>(
        { name: statementName(query.text), text: query.text, rowMode: 'array' },
        parametersFor(route, query, n),
      )
    app.get<{ Querystring: { n: string } }>(route.path, async (request) => {
      const n = Number(request.query.n)
      const [list, count] = await Promise.all(route.queries.map((query) => run(query, n)))
      const items = list!.rows
      return { items, totalCount: count ? count.rows[0]?.[0] : items.length }
    })
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close()
      await pool.end()
    },
  }
}
