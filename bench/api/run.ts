/**
 * API benchmark: 20,000 account holders and 100,000 vehicles in a fresh PostgreSQL database, then the vehicles of one
 * account holder (`GET /Vehicles?$filter=userId eq N`) and the dashboard's clients list
 * (`GET /Users?$filter=role eq 'Account-Holder'`, 50 a page) under 100 connections, against the real API and against
 * a bare Fastify + pg handler running the same statements (captured from the API's pool) in the same run.
 * Target: p99 under 20 ms and at least 70% of the bare handler's requests/s.
 *
 * Env: BENCH_POSTGRES_URL, BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (100), BENCH_POOL_SIZE (10),
 * BENCH_CLIENT_PAGES (10: clients pages are picked at random from the first N).
 */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { buildApp } from '@vigil/api'
import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import type pg from 'pg'
import { benchConfig, withScratchDatabase } from '../fleet.ts'
import { env } from '../settings.ts'
import { type BareRoute, captureQueries, startBareServer } from './bare.ts'
import type { LoadJob, LoadResult } from './load.ts'
import { seedFleet, seedShape } from './seed.ts'

const seconds = env('BENCH_SECONDS', 10)
const warmupSeconds = env('BENCH_WARMUP_SECONDS', 3)
const connections = env('BENCH_CONNECTIONS', 100)
const clientPages = env('BENCH_CLIENT_PAGES', 10)
const pageSize = 50
// The API's node-postgres pool size (DATABASE_POOL_SIZE, default 10); the bare handler gets the same.
const poolSize = env('BENCH_POOL_SIZE', 10)
const targetP99Ms = 20
const targetShare = 0.7
const adminPassword = 'Bench-pass-1!'

const worker = new Worker(new URL('./load.ts', import.meta.url))
const load = async (job: LoadJob): Promise<LoadResult> => {
  const answer = once(worker, 'message') as Promise<[LoadResult]>
  worker.postMessage(job)
  return (await answer)[0]
}

// `{n}` stays unencoded so the load worker can put a fresh value into it on every request.
const vehiclesPath = (userId: number | string) => `/api/Vehicles?$filter=${encodeURIComponent('userId eq ')}${userId}`
const clientsPath = (page: number | string) =>
  `/api/Users?$filter=${encodeURIComponent("role eq 'Account-Holder'")}&$pagesize=${pageSize}&$pageindex=${page}`

type Scenario = { name: string; apiPath: string; barePath: string; min: number; max: number }
type Row = { scenario: string; server: string } & LoadResult

await withScratchDatabase('bench_api', async (databaseUrl) => {
  const cleanups: (() => Promise<unknown>)[] = []
  try {
    const config = benchConfig({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) })
    const database = await openDatabase(config)
    await seedReferenceData(database.db, { adminPassword })
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const seedStarted = performance.now()
    const { firstHolderId, lastHolderId } = await seedFleet(pool)
    console.log(
      `Seeded ${seedShape.accountHolders} account holders and ${seedShape.vehicles} vehicles in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    )

    const app = await buildApp({ config, database })
    cleanups.unshift(() => app.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      payload: { email: 'admin@vigil.local', password: adminPassword },
    })
    if (signIn.statusCode !== 200) throw new Error(`Admin sign-in failed: ${signIn.body}`)
    const headers = { authorization: `Bearer ${signIn.json().accessToken}` }

    // Capture each route's statements with a sample value that no other parameter can equal by accident.
    const capture = async (path: string) =>
      captureQueries(pool as never, async () => {
        const response = await app.inject({ method: 'GET', url: path, headers })
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`)
      })
    const sampleUserId = firstHolderId + 777
    const samplePage = 3
    const routes: BareRoute[] = [
      {
        path: '/vehicles',
        queries: await capture(vehiclesPath(sampleUserId)),
        sample: sampleUserId,
        toValue: (n) => n,
      },
      {
        path: '/clients',
        queries: await capture(clientsPath(samplePage)),
        sample: samplePage * pageSize,
        toValue: (n) => n * pageSize,
      },
    ]
    for (const route of routes) {
      // The list, and the count when the API needs it (a first page that is not full tells its own total).
      const [, count] = route.queries
      if (route.queries.length > 2 || (count && !count.text.includes('count('))) {
        throw new Error(`Expected a list and at most a count statement for ${route.path}, got ${route.queries.length}`)
      }
      if (!route.queries.some((query) => query.values.some((value) => String(value) === String(route.sample)))) {
        throw new Error(`No parameter of ${route.path}'s statements holds the sample value ${route.sample}`)
      }
      console.log(`\n${route.path} runs ${route.queries.length} statements:`)
      for (const query of route.queries) console.log(`  ${query.text}\n    values: ${JSON.stringify(query.values)}`)
    }
    const bare = await startBareServer(databaseUrl, poolSize, routes)
    cleanups.unshift(() => bare.close())

    const scenarios: Scenario[] = [
      {
        name: 'Vehicles of one account holder',
        apiPath: vehiclesPath('{n}'),
        barePath: '/vehicles?n={n}',
        min: firstHolderId,
        max: lastHolderId,
      },
      {
        name: `Clients list (first ${clientPages} pages)`,
        apiPath: clientsPath('{n}'),
        barePath: '/clients?n={n}',
        min: 0,
        max: clientPages - 1,
      },
    ]
    const rows: Row[] = []
    for (const scenario of scenarios) {
      const targets = [
        { server: 'API', url: apiUrl, pathTemplate: scenario.apiPath },
        { server: 'bare Fastify + pg', url: bare.url, pathTemplate: scenario.barePath },
      ]
      for (const target of targets) {
        const job = { ...target, min: scenario.min, max: scenario.max, connections, headers }
        await load({ ...job, seconds: warmupSeconds })
        const result = await load({ ...job, seconds })
        rows.push({ scenario: scenario.name, server: target.server, ...result })
      }
    }

    console.log(`\n${connections} connections, ${seconds} s each after ${warmupSeconds} s warm-up`)
    console.table(
      rows.map((row) => ({
        query: row.scenario,
        server: row.server,
        'requests/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'errors/non-2xx': row.errors + row.non2xx,
      })),
    )
    for (const scenario of scenarios) {
      const [api, baseline] = rows.filter((row) => row.scenario === scenario.name)
      const share = api!.requestsPerSecond / baseline!.requestsPerSecond
      // Failed requests are cheap and fast, so a run with any is not a valid measurement.
      const clean = api!.errors + api!.non2xx + baseline!.errors + baseline!.non2xx === 0
      const p99Holds = clean && api!.p99 < targetP99Ms
      const shareHolds = clean && share >= targetShare
      console.log(
        `${scenario.name}: API p99 ${api!.p99} ms (target < ${targetP99Ms} ms: ${p99Holds ? 'holds' : 'MISSED'}), ` +
          `API/bare throughput ${(share * 100).toFixed(0)}% (target >= ${targetShare * 100}%: ${shareHolds ? 'holds' : 'MISSED'})` +
          (clean ? '' : ' (INVALID: some requests failed)'),
      )
    }
  } finally {
    await worker.terminate()
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error('cleanup failed:', error))
  }
})
