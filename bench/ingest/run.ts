// Ingest benchmark: simulated trackers publish over MQTT at increasing rates; prints events/s committed, the same rows
// through a raw COPY, and the API process's event-loop delay. `pnpm --filter @vigil/bench bench:ingest [--pglite|--postgres]`
// Environment: BENCH_DEVICES (200), BENCH_LANES (ingest statements at once; the API's default otherwise), BENCH_STEP_SECONDS (6), BENCH_WINDOW (each tracker's QoS 1 in-flight window, 32), BENCH_RATES (comma-separated events/s), BENCH_POSTGRES_URL,
// BENCH_MQTT_URL (an external broker instead of the embedded one, the production path; it must be set up as the
// README's MQTT_URL says, or it drops events under load that the trackers were already told were delivered).

import { spawn } from 'node:child_process'
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { openDatabase } from '@vigil/db'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { benchConfig, registerFleet, seedVehicles, startApi, withScratchDatabase } from '../fleet.ts'

const devicesCount = Number(process.env.BENCH_DEVICES ?? 200)
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 6)
const window = Number(process.env.BENCH_WINDOW ?? 32)
const args = process.argv.slice(2)
const drivers = args.includes('--pglite')
  ? ['pglite']
  : args.includes('--postgres')
    ? ['postgres']
    : ['postgres', 'pglite']
const ratesFor = (driver: string) =>
  process.env.BENCH_RATES
    ? process.env.BENCH_RATES.split(',').map(Number)
    : driver === 'postgres'
      ? [5_000, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000]
      : [2_000, 4_000, 8_000, 12_000, 16_000, 20_000, 25_000, 30_000]

type Stats = { published: number; acked: number; heldBack: number }

const run = (driver: string) =>
  driver === 'postgres' ? withScratchDatabase('bench', (url) => measure(driver, url)) : measure(driver)

/** Steps the trackers' rate up on `driver` (PostgreSQL at `databaseUrl`, or PGlite) until ingest falls behind. */
async function measure(driver: string, databaseUrl?: string) {
  const config = benchConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.BENCH_MQTT_URL ? { MQTT_URL: process.env.BENCH_MQTT_URL } : {}),
  })
  const database = await openDatabase(config)
  const db = database.db
  // Both drivers' clients (a node-postgres pool, PGlite) answer query(text) with { rows }.
  const client = (db as unknown as { $client: { query(text: string): Promise<{ rows: { n: number }[] }> } }).$client
  await seedVehicles(database, 'BENCH', devicesCount)
  const { serials, secret } = await registerFleet(database, { prefix: 'BENCH', digits: 6, count: devicesCount })

  const lanes = process.env.BENCH_LANES
    ? { devices: { devices: { ingest: { lanes: Number(process.env.BENCH_LANES) } } } }
    : {}
  const { app, brokerUrl } = await startApi(config, database, lanes)
  const worker = new Worker(new URL('./publisher.ts', import.meta.url), {
    workerData: { brokerUrl, serials, secret, window },
  })
  let stats: Stats = { published: 0, acked: 0, heldBack: 0 }
  await new Promise<void>((resolve) =>
    worker.on('message', (message: { kind: string } & Stats) => {
      if (message.kind === 'ready') resolve()
      else stats = message
    }),
  )
  // Counted by ingest itself: a count(*) over the growing table would stall PGlite's thread and skew the figures.
  const committed = async () => app.devices.ingest.stored

  const broker = config.mqttUrl ? `external broker ${config.mqttUrl}` : 'embedded broker'
  console.log(
    `\n${driver}: ${devicesCount} simulated trackers over MQTT (${broker}), ${stepSeconds} s per step, in-flight window ${window} a tracker`,
  )
  console.log(
    'target/s  held back/s  published/s  committed/s  unacked  loop p50 ms  loop p99 ms  loop max ms  gc max ms  loop busy %  broker busy %  cpu %',
  )
  let sustained = 0
  let worstMax = 0
  /** Steps past the ceiling: committed/s of each, compared with the sustained ceiling after the loop. */
  const past: { rate: number; committed: number; rss: number }[] = []
  // The API thread's longest collection pause in a step: tells a stall of ours from a wait for a core.
  let gcMax = 0
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration)
  })
  collections.observe({ entryTypes: ['gc'] })
  const rates = ratesFor(driver)
  for (let step = 0; step < rates.length; step++) {
    const rate = rates[step]!
    worker.postMessage({ kind: 'rate', eventsPerSecond: rate })
    await new Promise((resolve) => setTimeout(resolve, 1000)) // settle into the rate
    gcMax = 0
    const histogram = monitorEventLoopDelay({ resolution: 5 })
    histogram.enable()
    const elu = performance.eventLoopUtilization()
    const brokerElu = app.devices.broker!.eventLoopUtilization?.()
    const cpu = process.cpuUsage()
    const before = {
      rows: await committed(),
      published: stats.published,
      acked: stats.acked,
      heldBack: stats.heldBack,
      at: performance.now(),
    }
    await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000))
    const after = {
      rows: await committed(),
      published: stats.published,
      acked: stats.acked,
      heldBack: stats.heldBack,
      at: performance.now(),
    }
    histogram.disable()
    const seconds = (after.at - before.at) / 1000
    // The API thread's and the broker thread's busy shares, and the whole process (API, broker and publisher threads)
    // in % of one core.
    const busy = (performance.eventLoopUtilization(elu).utilization * 100).toFixed(0)
    const brokerBusy = brokerElu
      ? (app.devices.broker!.eventLoopUtilization!(brokerElu).utilization * 100).toFixed(0)
      : '-'
    const used = process.cpuUsage(cpu)
    const cpuPercent = (((used.user + used.system) / 1e6 / seconds) * 100).toFixed(0)
    const committedRate = (after.rows - before.rows) / seconds
    const publishedRate = (after.published - before.published) / seconds
    const heldRate = (after.heldBack - before.heldBack) / seconds
    const ms = (ns: number) => (ns / 1e6).toFixed(1)
    worstMax = Math.max(worstMax, histogram.max / 1e6)
    console.log(
      `${String(rate).padStart(8)}  ${heldRate.toFixed(0).padStart(11)}  ${publishedRate.toFixed(0).padStart(11)}  ${committedRate.toFixed(0).padStart(11)}  ${String(stats.published - stats.acked).padStart(7)}  ${ms(histogram.percentile(50)).padStart(11)}  ${ms(histogram.percentile(99)).padStart(11)}  ${ms(histogram.max).padStart(11)}  ${gcMax.toFixed(1).padStart(9)}  ${busy.padStart(11)}  ${brokerBusy.padStart(13)}  ${cpuPercent.padStart(5)}`,
    )
    // Kept up: commits came within 5% of the target, and the backlog grew by less than 5% of what was published (a
    // step may also commit the previous step's backlog, so its figure counts at most what was published).
    const backlogGrowth = after.published - after.acked - (before.published - before.acked)
    const keptUp = committedRate >= rate * 0.95 && backlogGrowth <= (after.published - before.published) * 0.05
    if (past.length > 0 || !keptUp) {
      past.push({ rate, committed: committedRate, rss: process.memoryUsage().rss })
      // Two steps past the ceiling show whether it holds there (the second at twice the first's offer).
      if (past.length === 2) break
      if (step === rates.length - 1 || rates[step + 1]! < rate * 2) rates.splice(step + 1, 0, rate * 2)
    } else sustained = Math.max(sustained, Math.min(committedRate, publishedRate))
  }
  collections.disconnect()
  worker.postMessage({ kind: 'rate', eventsPerSecond: 0 })
  console.log(`sustained: ${sustained.toFixed(0)} events/s committed; worst event-loop stall ${worstMax.toFixed(1)} ms`)
  // Past the ceiling, the trackers' windows fill and they wait (held back): commits stay at the ceiling (within 5%)
  // and the unacknowledged stay under the windows' sum, so memory is bounded; nothing acknowledged is lost (the
  // count below compares acknowledged with stored).
  for (const step of past) {
    if (sustained === 0) {
      console.log(
        `past the ceiling: ${step.rate} offered/s, ${step.committed.toFixed(0)} committed/s (no step sustained)`,
      )
      continue
    }
    console.log(
      `past the ceiling: ${step.rate} offered/s, ${step.committed.toFixed(0)} committed/s = ${((step.committed / Math.max(sustained, 1)) * 100).toFixed(0)}% of the sustained ceiling (target >= 95%), RSS ${(step.rss / 2 ** 20).toFixed(0)} MiB`,
    )
  }

  await new Promise((resolve) => setTimeout(resolve, 2000)) // what is in flight commits and is acknowledged
  if (databaseUrl) {
    const rows = Number(
      ((await client.query(`select count(*)::int as n from device_events`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n,
    )
    console.log(
      `acknowledged ${stats.acked}, stored ${rows}: acknowledged but missing ${Math.max(0, stats.acked - rows)} (target 0)`,
    )
    const copier = new pg.Client({ connectionString: databaseUrl })
    await copier.connect()
    const chunks: Buffer[] = []
    const exported = copier.query(
      copyTo('copy (select device_id, serial_number, type, device_time, data from device_events) to stdout'),
    )
    for await (const chunk of exported) chunks.push(chunk as Buffer)
    await copier.query('create table device_events_copy (like device_events including all)')
    const started = performance.now()
    await pipeline(
      (async function* () {
        yield* chunks
      })(),
      copier.query(copyFrom('copy device_events_copy (device_id, serial_number, type, device_time, data) from stdin')),
    )
    const seconds = (performance.now() - started) / 1000
    console.log(`raw COPY of the same ${rows} rows: ${(rows / seconds).toFixed(0)} events/s`)
    await copier.end()
  }

  worker.postMessage({ kind: 'stop' })
  // Closing waits for device connections to go; do not let a straggler hold the figures up.
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
}

// PGlite is measured as `pnpm start` runs the embedded default (scripts/start.ts): with a 16 MB young generation,
// which V8 can only be given at start, so that driver runs in a process of its own.
const embeddedFlags = ['--max-semi-space-size=16']
const runEmbeddedProcess = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, ...embeddedFlags, fileURLToPath(import.meta.url), '--pglite'],
      {
        stdio: 'inherit',
      },
    )
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite run exited with ${code}`))))
  })

for (const driver of drivers) {
  if (driver === 'pglite' && !embeddedFlags.every((flag) => process.execArgv.includes(flag))) await runEmbeddedProcess()
  else await run(driver)
}
process.exit(0)
