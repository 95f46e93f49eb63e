// History at scale: fills the month-partitioned device_events table on PostgreSQL with `--events` rows (default 100
// million; `--events 10000000` for a quicker run) spread over the last twelve months, then times reading one
// vehicle's last day of events through the natural key, the way the API reads a device's events.
// Env: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432). Flags: --events N, --devices N (default: events / 100,000), --reads N.
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { openDatabase } from '@vigil/db'
import { deviceEventTypes } from '@vigil/db/schema'
import pg from 'pg'

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100000000' },
    devices: { type: 'string' },
    reads: { type: 'string', default: '200' },
  },
})
const events = Number(values.events)
// 100,000 events per device a year by default (about 270 a day, a tracker reporting every few minutes while moving).
const deviceCount = Number(values.devices ?? Math.max(10, Math.round(events / 100_000)))
const reads = Number(values.reads)
const targetMs = 50
const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const name = `vigil_bench_history_${randomBytes(4).toString('hex')}`
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: `${server}/postgres` })
  await client.connect()
  await client.query(statement)
  await client.end()
}

await admin(`create database ${name}`)
// Opening the database through the API migrates it: the partitioned table is the product's own.
await (await openDatabase({ databaseUrl: `${server}/${name}`, dataDir: 'memory://', databasePoolSize: 1 })).close()
const db = new pg.Client({ connectionString: `${server}/${name}` })
await db.connect()
try {
  const now = new Date()
  const perDevice = Math.ceil(events / deviceCount)
  const yearSeconds = 365 * 24 * 3600
  // Each device reports evenly over the last year; every tenth report is a lock report, the others GPS fixes.
  const spacingSeconds = yearSeconds / perDevice
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10)
  await db.query('select ensure_device_event_partitions($1::date, 16)', [firstMonth])
  const chunk = 1_000_000
  const started = performance.now()
  for (let from = 0; from < events; from += chunk) {
    const to = Math.min(events, from + chunk) - 1
    await db.query(
      `insert into device_events (device_id, serial_number, type, device_time, data)
      select g % $1 + 1, 'B' || lpad((g % $1 + 1)::text, 6, '0'),
        case when (g / $1) % 10 = 0 then 'lock' else 'gps' end,
        $2::timestamptz - make_interval(secs => (g / $1) * $3::float8),
        jsonb_build_object('latitudeDegrees', -26.1 - (g % 100) / 1000.0, 'longitudeDegrees', 28.0 + (g % 77) / 1000.0)
      from generate_series($4::bigint, $5::bigint) g`,
      [deviceCount, now.toISOString(), spacingSeconds, from, to],
    )
    const seconds = (performance.now() - started) / 1000
    process.stdout.write(`\r${to + 1} events in ${seconds.toFixed(0)} s (${((to + 1) / seconds).toFixed(0)}/s)   `)
  }
  const loadSeconds = (performance.now() - started) / 1000
  console.log(`\nloaded ${events} events for ${deviceCount} devices in ${loadSeconds.toFixed(0)} s`)
  await db.query('analyze device_events')
  const size = await db.query<{ bytes: string }>(
    `select sum(pg_total_relation_size(inhrelid))::bigint as bytes from pg_inherits where inhparent = 'device_events'::regclass`,
  )
  const bytes = Number(size.rows[0]!.bytes)
  console.log(
    `stored: ${(bytes / 2 ** 30).toFixed(2)} GiB, ${(bytes / events).toFixed(0)} bytes per event (table and key)`,
  )

  const since = new Date(now.getTime() - 24 * 3600 * 1000)
  // Naming the kinds lets PostgreSQL seek the key (device, type, time) once per kind instead of scanning the device.
  const lastDay = async (deviceId: number) =>
    (
      await db.query(
        `select type, device_time, data from device_events
        where device_id = $1 and type = any($2) and device_time >= $3 order by device_time desc`,
        [deviceId, [...deviceEventTypes], since],
      )
    ).rows
  await lastDay(1)
  const timings: number[] = []
  let rows = 0
  for (let index = 0; index < reads; index++) {
    const deviceId = 1 + Math.floor(Math.random() * deviceCount)
    const start = performance.now()
    rows += (await lastDay(deviceId)).length
    timings.push(performance.now() - start)
  }
  timings.sort((a, b) => a - b)
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!
  const [load1, load5] = loadavg()
  console.log(
    `${reads} reads of one vehicle's last day (${(rows / reads).toFixed(0)} events each) from ${events} events: ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  )
  console.log(
    `target: last day p95 < ${targetMs} ms ${at(0.95) < targetMs ? 'holds' : 'MISSED'} ` +
      `(machine load ${load1?.toFixed(1)} / ${load5?.toFixed(1)})`,
  )
} finally {
  await db.end()
  await admin(`drop database if exists ${name} with (force)`)
}
