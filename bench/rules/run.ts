// Theft-rules benchmark (issue #30): bench:ingest's load with and without 10,000 geofences watched by rules, and the
// time from a tracker's report that breaks a rule to its alarm going out to the desk.
// `pnpm --filter @vigil/bench bench:rules [--pglite]` (PostgreSQL by default).
// Environment: BENCH_DEVICES (200), BENCH_GEOFENCES (10000), BENCH_STEP_SECONDS (4), BENCH_RATES (comma-separated
// events/s), BENCH_WINDOW (each tracker's QoS 1 in-flight window, 32, as bench:ingest), BENCH_ALARMS (100:
// rule-breaking reports timed).

import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import { eventTopic } from '@vigil/device-protocols/mqtt'
import type { HubMessage } from '@vigil/hub'
import { loadAverage, nowMs, percentile } from '../figures.ts'
import { benchConfig, registerFleet, startApi, withScratchDatabase } from '../fleet.ts'
import { envelopeText, LeanDevice } from '../ingest/lean-mqtt.ts'

const devicesCount = Number(process.env.BENCH_DEVICES ?? 200)
const geofenceCount = Number(process.env.BENCH_GEOFENCES ?? 10_000)
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 4)
const alarmsTimed = Number(process.env.BENCH_ALARMS ?? 100)
const window = Number(process.env.BENCH_WINDOW ?? 32)
const pglite = process.argv.includes('--pglite')
const rates = process.env.BENCH_RATES
  ? process.env.BENCH_RATES.split(',').map(Number)
  : pglite
    ? [2_000, 4_000, 8_000, 12_000, 16_000]
    : [5_000, 10_000, 20_000, 30_000, 40_000, 50_000]
/** Where bench/ingest's publisher drives (ingest/publisher.ts): latitude -26.2 to -26.19, longitude 28.04. */
const route = { latitudeDegrees: -26.195, longitudeDegrees: 28.04 }

type Client = { query(text: string): Promise<{ rows: Record<string, unknown>[] }> }

/** Steps the publisher's rate up until commits fall behind; answers the highest rate kept up with. */
async function sustainedRate(worker: Worker, stats: () => { published: number; acked: number }, stored: () => number) {
  let sustained = 0
  let loopP99 = 0
  for (const rate of rates) {
    worker.postMessage({ kind: 'rate', eventsPerSecond: rate })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const histogram = monitorEventLoopDelay({ resolution: 5 })
    histogram.enable()
    const before = { rows: stored(), ...stats(), at: performance.now() }
    await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000))
    const after = { rows: stored(), ...stats(), at: performance.now() }
    histogram.disable()
    const seconds = (after.at - before.at) / 1000
    const committed = (after.rows - before.rows) / seconds
    const published = (after.published - before.published) / seconds
    const backlogGrowth = after.published - after.acked - (before.published - before.acked)
    console.log(
      `  ${String(rate).padStart(7)}/s target  ${committed.toFixed(0).padStart(7)}/s committed  loop p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms`,
    )
    if (committed >= rate * 0.95 && backlogGrowth <= (after.published - before.published) * 0.05) {
      sustained = Math.max(sustained, Math.min(committed, published))
      loopP99 = histogram.percentile(99) / 1e6
    } else break
  }
  worker.postMessage({ kind: 'rate', eventsPerSecond: 0 })
  // Let the backlog drain before the next phase.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  return { sustained, loopP99 }
}

/** 10,000 geofences, each watched by a leaves-geofence rule for one vehicle: circles within ~50 km of the route. */
async function loadGeofences(client: Client) {
  await client.query(`insert into geofences (name, shape, scope, scope_id)
    select 'Bench ' || g, jsonb_build_object('type', 'circle', 'radiusMeters', 200 + (g % 20) * 100,
      'centre', jsonb_build_object('latitudeDegrees', ${route.latitudeDegrees} + ((g * 7919) % 1000 - 500) / 1000.0 * 0.45,
        'longitudeDegrees', ${route.longitudeDegrees} + ((g * 104729) % 1000 - 500) / 1000.0 * 0.45)),
      'vehicle', (select id from vehicles where registration_number = 'RULES ' || (2 + g % ${devicesCount}))
    from generate_series(1, ${geofenceCount}) g`)
  await client.query(`insert into theft_rules (name, kind, scope, scope_id, geofence_id)
    select 'Leaves ' || name, 'leaves-geofence', 'vehicle', scope_id, id from geofences`)
}

async function measure(databaseUrl?: string) {
  const config = benchConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {})
  const database = await openDatabase(config)
  const client = (database.db as unknown as { $client: Client }).$client
  await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select id, 'Bench', 'Holder', 'bench@vigil.local' from roles where name = 'Account-Holder'`)
  // Tracker 1 is the one that breaks a rule; trackers 2… are bench:ingest's load.
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour)
    select (select id from users where email = 'bench@vigil.local'), 'RULES ' || g, 'Toyota', 'Toyota Hilux', '2020', 'White'
    from generate_series(1, ${devicesCount + 1}) g`)
  const { serials, secret } = await registerFleet(database, { prefix: 'RULES', digits: 6, count: devicesCount + 1 })
  const [thief, ...load] = serials as [string, ...string[]]

  const { app, brokerUrl } = await startApi(config, database)
  const worker = new Worker(new URL('../ingest/publisher.ts', import.meta.url), {
    // The publisher's trackers keep at most `window` reports unacknowledged; without one it publishes nothing at all.
    workerData: { brokerUrl, serials: load, secret, window },
  })
  let stats = { published: 0, acked: 0 }
  await new Promise<void>((resolve) =>
    worker.on('message', (message: { kind: string; published: number; acked: number }) => {
      if (message.kind === 'ready') resolve()
      else stats = message
    }),
  )
  const stored = () => app.devices.ingest.stored
  console.log(`\n${pglite ? 'pglite' : 'postgres'}: ${devicesCount} trackers over MQTT, ${stepSeconds} s per step`)
  console.log('without rules:')
  const without = await sustainedRate(worker, () => stats, stored)

  await loadGeofences(client)
  // The thief's vehicle: home is a 300 m circle on the route; each report alternates 2 km away and back.
  const thiefVehicle = Number(
    (await client.query(`select id from vehicles where registration_number = 'RULES 1'`)).rows[0]!.id,
  )
  await client.query(`with home as (insert into geofences (name, shape, scope, scope_id) values ('Home',
      '{"type":"circle","radiusMeters":300,"centre":{"latitudeDegrees":${route.latitudeDegrees},"longitudeDegrees":${route.longitudeDegrees}}}',
      'vehicle', ${thiefVehicle}) returning id)
    insert into theft_rules (name, kind, scope, scope_id, geofence_id) select 'Home', 'leaves-geofence', 'vehicle', ${thiefVehicle}, id from home`)
  const loaded = Number((await client.query('select count(*)::int as n from geofences')).rows[0]!.n)
  // Loaded before measuring, as a running node has them: the first batch would otherwise pay for the load.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  await app.devices.theftRules.evaluate([])
  console.log(`with ${loaded} geofences watched by rules:`)
  const withRules = await sustainedRate(worker, () => stats, stored)

  // Report to alarm: at half the load sustained without rules, the thief leaves home every other report; the time is
  // from its report's publish to the AlarmMessage going out to the desk's hub audience. A push answers every exit up
  // to the alarm's last report: two exits decided in one batch join the alarm in one statement and one push, which
  // names the later one's time (matched on that time alone, the earlier exit looked lost).
  const exits: { deviceMs: number; sentAt: number; answered: boolean }[] = []
  const latencies: number[] = []
  const publish = app.hub.publish.bind(app.hub)
  app.hub.publish = async (vehicleId: number, message: HubMessage) => {
    if (vehicleId === thiefVehicle && message.target === 'AlarmMessage') {
      const lastMs = Date.parse(message.message.alarm.lastReportedOn)
      for (const exit of exits) {
        if (exit.answered || exit.deviceMs > lastMs) continue
        exit.answered = true
        latencies.push(nowMs() - exit.sentAt)
      }
    }
    return publish(vehicleId, message)
  }
  const { hostname, port } = new URL(brokerUrl)
  const device = new LeanDevice({ host: hostname, port: Number(port), serial: thief, secret })
  await device.ready
  worker.postMessage({ kind: 'rate', eventsPerSecond: Math.round(without.sustained / 2) })
  let time = Date.now() - 3_600_000
  const fix = (latitudeDegrees: number) =>
    `{"latitudeDegrees":${latitudeDegrees},"longitudeDegrees":${route.longitudeDegrees},"altitudeMeters":1750,"speedKph":40,"headingDegrees":0,"satellites":9}`
  for (let n = 0; n < alarmsTimed; n++) {
    time += 1000
    device.publish(eventTopic(thief, 'gps'), envelopeText(thief, time, 'gps', fix(route.latitudeDegrees)))
    await new Promise((resolve) => setTimeout(resolve, 100))
    time += 1000
    exits.push({ deviceMs: time, sentAt: nowMs(), answered: false })
    device.publish(eventTopic(thief, 'gps'), envelopeText(thief, time, 'gps', fix(route.latitudeDegrees + 0.02)))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Until every exit is answered (at most 10 s more: one still unanswered then counts as lost), under the same load.
  for (let waited = 0; exits.some((exit) => !exit.answered) && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  worker.postMessage({ kind: 'rate', eventsPerSecond: 0 })
  latencies.sort((a, b) => a - b)
  // The exits the alarm counted: fewer than were published is a firing lost, not a push missed.
  const reports = Number(
    (
      await client.query(
        `select coalesce(sum(report_count), 0)::int as n from alarms where vehicle_id = ${thiefVehicle} and kind = 'Theft rule'`,
      )
    ).rows[0]!.n,
  )

  const ratio = withRules.sustained / without.sustained
  const p99 = percentile(latencies, 0.99)
  console.log('\nfigure                                          value        target')
  console.log(`ingest sustained without rules                  ${without.sustained.toFixed(0).padStart(7)}/s    -`)
  console.log(
    `ingest sustained with ${loaded} geofences         ${withRules.sustained.toFixed(0).padStart(7)}/s    within 10%: ${(ratio * 100).toFixed(0)}% of without, ${ratio >= 0.9 ? 'holds' : 'MISSED'}`,
  )
  console.log(
    `report -> alarm pushed to the desk, p50          ${percentile(latencies, 0.5).toFixed(0).padStart(7)} ms   -`,
  )
  console.log(
    `report -> alarm pushed to the desk, p99          ${p99.toFixed(0).padStart(7)} ms   < 1000 ms: ${p99 < 1000 ? 'holds' : 'MISSED'} (${latencies.length} of ${alarmsTimed} exits answered)`,
  )
  console.log(`exits reported on the alarm: ${reports} of ${alarmsTimed}`)
  console.log(
    `event-loop p99 at the highest rate kept: ${without.loopP99.toFixed(1)} ms without, ${withRules.loopP99.toFixed(1)} ms with`,
  )
  console.log(loadAverage())

  device.close()
  worker.postMessage({ kind: 'stop' })
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
}

if (pglite) await measure()
else await withScratchDatabase('rules', (url) => measure(url))
process.exit(0)
