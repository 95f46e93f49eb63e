// What one ingest batch costs PostgreSQL: the pipeline's write (`storeEvents`, one statement per batch) timed alone at
// several batch sizes for GPS reports of BENCH_DEVICES (200) trackers, beside a raw COPY of the same rows, and the
// statement's plan for one batch (`--explain`). Tells a ceiling set by the database from one set by our own threads.
// `pnpm --filter @vigil/bench exec node --conditions=source ingest/store-cost.ts [--explain]`
import { performance } from 'node:perf_hooks'
// The ingest statement alone (what bench:ingest's ceiling is made of), through the API's own entry for it.
import { storeEvents } from '@vigil/api/ingest-store'
import { openDatabase } from '@vigil/db'
import type { DeviceEvent } from '@vigil/device-protocols'
import { DeviceRegistry } from '@vigil/devices'
import pg from 'pg'
import { benchConfig, registerFleet, seedVehicles, withScratchDatabase } from '../fleet.ts'

const devicesCount = Number(process.env.BENCH_DEVICES ?? 200)
const sizes = (process.env.BENCH_BATCHES ?? '500,2000,5000,10000').split(',').map(Number)
const rounds = Number(process.env.BENCH_ROUNDS ?? 6)

/** A drizzle SQL query, only handed back to drizzle's dialect here. */
type Query = object

await withScratchDatabase('store', async (url) => {
  const config = benchConfig({ DATABASE_URL: url })
  const database = await openDatabase(config)
  const db = database.db
  await seedVehicles(database, 'BENCH', devicesCount)
  const { serials } = await registerFleet(database, { prefix: 'BENCH', digits: 6, count: devicesCount })
  const registry = new DeviceRegistry(() => db)
  const known = await registry.resolve(serials)
  let clock = Date.now() - 3_600_000
  const batchOf = (size: number) =>
    Array.from({ length: size }, (_, i) => {
      const serial = serials[i % serials.length]!
      const event: DeviceEvent = {
        id: `e${clock}${i}`,
        serial,
        time: new Date(clock + Math.floor(i / serials.length)),
        type: 'gps',
        data: {
          latitudeDegrees: -26.2 + (i % 100) / 1e4,
          longitudeDegrees: 28.04,
          altitudeMeters: 1750,
          speedKph: 40,
          headingDegrees: 90,
          satellites: 9,
        },
      } as DeviceEvent
      return { event, device: known.get(serial)! }
    })
  console.log(`storeEvents on PostgreSQL, ${devicesCount} trackers, GPS reports, ${rounds} batches a size`)
  console.log('batch rows  ms p50  ms max  rows/s (one statement at a time)')
  for (const size of sizes) {
    const times: number[] = []
    for (let round = 0; round < rounds; round++) {
      const rows = batchOf(size)
      clock += size
      const started = performance.now()
      await storeEvents(db, rows, new Date())
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p50 = times[Math.floor(times.length / 2)]!
    console.log(
      `${String(size).padStart(10)}  ${p50.toFixed(1).padStart(6)}  ${times.at(-1)!.toFixed(1).padStart(6)}  ${((size / p50) * 1000).toFixed(0).padStart(6)}`,
    )
  }
  if (process.argv.includes('--explain')) {
    // The statement storeEvents sends, captured and run under EXPLAIN ANALYZE on a connection of its own.
    const rows = batchOf(sizes.at(-1)!)
    clock += rows.length
    let captured: Query | undefined
    const capture = {
      execute: async (query: Query) => {
        captured = query
        return { rows: [] }
      },
    } as unknown as typeof db
    await storeEvents(capture, rows, new Date())
    const dialect = (db as unknown as { dialect: { sqlToQuery(query: Query): { sql: string; params: unknown[] } } })
      .dialect
    const { sql: text, params } = dialect.sqlToQuery(captured!)
    const explainer = new pg.Client({ connectionString: url })
    await explainer.connect()
    const plan = await explainer.query(`explain (analyze, buffers, timing) ${text}`, params)
    for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN'])
    await explainer.end()
  }
  await database.close?.()
})
process.exit(0)
