// History at scale: the month-partitioned device_events table (the product's own, made by its migrations) holding
// `--events` rows (default 100 million) over the last year, then the time to read one vehicle's last day of events
// through the natural key, the way the API reads a device's events. Loading 100 million rows takes a while, so the
// loaded database is kept as vigil_bench_history_<events> and a later run with the same --events reuses it once its
// row count checks out; --fresh loads it again.
// Env: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432). Flags: --events N, --devices N (default:
// events / 100,000), --reads N, --jobs N (connections loading month partitions at once), --fresh, --explain (the
// plan of one read, with its buffers).
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { openDatabase } from '@vigil/db'
import { deviceEventTypes } from '@vigil/db/schema'
import pg from 'pg'
import { postgresServer } from '../settings.ts'
import { type HistoryShape, historyShape, loadHistory } from './load.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    events: { type: 'string', default: '100000000' },
    devices: { type: 'string' },
    reads: { type: 'string', default: '200' },
    jobs: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
})
const events = Number(values.events)
// 100,000 events per device a year by default (about 270 a day, a tracker reporting every few minutes).
const defaultDevices = Math.max(10, Math.round(events / 100_000))
const deviceCount = Number(values.devices ?? defaultDevices)
const reads = Number(values.reads)
const targetMs = 50
const name = `vigil_bench_history_${events}${deviceCount === defaultDevices ? '' : `_${deviceCount}_devices`}`
const url = `${postgresServer}/${name}`

/** Written on the database once it is loaded to the end: a run stopped halfway leaves none, and the next reloads. */
interface LoadedMarker extends HistoryShape {
  loadedAt: string
  loadSeconds: number
}

const connect = async (database: string) => {
  const client = new pg.Client({ connectionString: `${postgresServer}/${database}` })
  await client.connect()
  return client
}
// Opening through the API migrates: the table and its key are the product's, and a kept database gets new migrations.
const migrate = async () =>
  (await openDatabase({ databaseUrl: url, dataDir: 'memory://', databasePoolSize: 1 })).close()
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0)

async function keptShape(admin: pg.Client): Promise<HistoryShape | undefined> {
  const { rows } = await admin.query<{ marker: string | null }>(
    `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1`,
    [name],
  )
  if (!rows[0] || values.fresh) return undefined
  let marker: Partial<LoadedMarker> = {}
  try {
    marker = JSON.parse(rows[0].marker ?? '{}') as Partial<LoadedMarker>
  } catch {
    // Not ours to read: loaded again below.
  }
  if (marker.events !== events || marker.devices !== deviceCount || !marker.newest || !marker.spacingMs) {
    console.log(`${name} was not loaded to the end: loading it again`)
    return undefined
  }
  await migrate()
  const db = await connect(name)
  const started = performance.now()
  const count = Number((await db.query<{ count: string }>('select count(*) from device_events')).rows[0]!.count)
  await db.end()
  if (count !== events) {
    console.log(`${name} holds ${count} events, not ${events}: loading it again`)
    return undefined
  }
  console.log(
    `reusing ${name}, loaded ${marker.loadedAt} in ${marker.loadSeconds?.toFixed(0)} s: ` +
      `${count} events counted in ${seconds(started)} s (--fresh loads it again)`,
  )
  return marker as HistoryShape
}

async function load(admin: pg.Client): Promise<HistoryShape> {
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await migrate()
  const shape = historyShape(events, deviceCount, new Date())
  const jobs = values.jobs ? Number(values.jobs) : undefined
  const loadSeconds = await loadHistory(url, shape, jobs)
  console.log(
    `loaded ${events} events for ${deviceCount} devices in ${loadSeconds.toFixed(0)} s ` +
      `(${(events / loadSeconds).toFixed(0)}/s, vacuumed and analysed)`,
  )
  const marker: LoadedMarker = { ...shape, loadedAt: new Date().toISOString(), loadSeconds }
  await admin.query(`comment on database ${name} is ${admin.escapeLiteral(JSON.stringify(marker))}`)
  return shape
}

const admin = await connect('postgres')
let shape: HistoryShape
try {
  shape = (await keptShape(admin)) ?? (await load(admin))
  const { rows } = await admin.query<{ size: string; bytes: string }>(
    'select pg_size_pretty(pg_database_size($1)) as size, pg_database_size($1) as bytes',
    [name],
  )
  console.log(`${name}: ${rows[0]!.size}, ${(Number(rows[0]!.bytes) / events).toFixed(0)} bytes per event (kept)`)
} finally {
  await admin.end()
}

const db = await connect(name)
try {
  // The last day before the newest event, however long ago the database was loaded.
  const since = new Date(Date.parse(shape.newest) - 24 * 3600 * 1000)
  // Naming the kinds lets PostgreSQL seek the key (device, type, time) once per kind instead of scanning the device.
  const query = `select type, device_time, data from device_events
    where device_id = $1 and type = any($2) and device_time >= $3 order by device_time desc`
  const lastDay = async (deviceId: number) =>
    (await db.query(query, [deviceId, [...deviceEventTypes], since])).rows.length
  const time = async (deviceId: number) => {
    const start = performance.now()
    const rows = await lastDay(deviceId)
    return { ms: performance.now() - start, rows }
  }
  const summary = (timings: number[]) => {
    const sorted = [...timings].sort((a, b) => a - b)
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
  }
  const figures = ({ p50, p95, p99 }: ReturnType<typeof summary>) =>
    `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`

  // Ingest keeps the newest day in memory on a live system; the first read of each vehicle may still come from disk.
  const first: number[] = []
  for (let deviceId = 1; deviceId <= deviceCount; deviceId++) first.push((await time(deviceId)).ms)
  console.log(`first read of each of ${deviceCount} vehicles' last day: ${figures(summary(first))}`)

  const timings: number[] = []
  let rows = 0
  for (let index = 0; index < reads; index++) {
    const read = await time(1 + Math.floor(Math.random() * deviceCount))
    timings.push(read.ms)
    rows += read.rows
  }
  const result = summary(timings)
  const [load1, load5, load15] = loadavg().map((value) => value.toFixed(1))
  console.log(
    `${reads} reads of one vehicle's last day (${(rows / reads).toFixed(0)} events each) from ${events} events: ` +
      figures(result),
  )
  console.log(
    `target: last day p95 < ${targetMs} ms ${result.p95 < targetMs ? 'holds' : 'MISSED'} ` +
      `(machine load ${load1} / ${load5} / ${load15})`,
  )
  if (values.explain) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, [
      1 + Math.floor(Math.random() * deviceCount),
      [...deviceEventTypes],
      since,
    ])
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
  }
} finally {
  await db.end()
}
