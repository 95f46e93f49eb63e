/**
 * Live benchmark, everything real end to end: simulated trackers publish GPS over MQTT to the API's embedded broker,
 * ingest commits to PostgreSQL, and agents' hub clients (SignalR JSON over WebSocket) receive the pushes. Prints the
 * latency from device publish to hub client receipt, and the lock round trip: the click (`PUT /api/Vehicles/{id}/Lock`)
 * to the confirmed `DeviceLockUnlockMessage` after the device carried the command out and reported its lock state.
 *
 * Env: BENCH_DEVICES (5000), BENCH_RATE (events/s, 2000), BENCH_AGENTS (200), BENCH_COMMANDS (200),
 * BENCH_COMMAND_DEVICES (10), BENCH_SECONDS (20), BENCH_POSTGRES_URL.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { startSession } from '@vigil/api/testing'
import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import type pg from 'pg'
import { nowMs, percentile } from '../figures.ts'
import { benchConfig, registerFleet, startApi, startTrackers, withScratchDatabase } from '../fleet.ts'
import { env } from '../settings.ts'
import type { FromAgents, ToAgents } from './shared.ts'

const devicesCount = env('BENCH_DEVICES', 5000)
const rate = env('BENCH_RATE', 2000)
const agentsCount = env('BENCH_AGENTS', 200)
const commandsCount = env('BENCH_COMMANDS', 200)
const commandDevices = env('BENCH_COMMAND_DEVICES', 10)
const seconds = env('BENCH_SECONDS', 20)

const round = (value: number) => Number(value.toFixed(1))

await withScratchDatabase('live', async (url) => {
  const config = benchConfig({ DATABASE_URL: url })
  const database = await openDatabase(config)
  const client = (database.db as unknown as { $client: pg.Pool }).$client
  await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select id, 'Bench', 'Holder', 'holder@vigil.local' from roles where name = 'Account-Holder'`)
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select r.id, 'Agent', g::text, 'agent' || g || '@vigil.local' from roles r, generate_series(1, ${agentsCount}) g
    where r.name = 'Technical-Agent'`)
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour)
    select (select id from users where email = 'holder@vigil.local'), 'LIVE ' || g, 'Toyota', 'Toyota Hilux', '2020', 'White'
    from generate_series(1, ${devicesCount}) g`)
  const { serials, secret } = await registerFleet(database, { prefix: 'LIVE', digits: 7, count: devicesCount })
  const commandVehicles = (
    await client.query<{ id: number }>(
      `select v.id from vehicles v join devices d on d.vehicle_id = v.id order by d.serial_number limit ${commandDevices}`,
    )
  ).rows.map((row) => row.id)

  const { app, origin, brokerUrl } = await startApi(config, database)
  const [adminUser] = (
    await client.query<{ id: number }>(`select u.id from users u join roles r on r.id = u.role_id
    where r.name = 'Admin' limit 1`)
  ).rows
  const adminToken = (await startSession(app, { id: adminUser!.id, role: 'Admin' })).accessToken
  const agentIds = (
    await client.query<{ id: number }>(`select id from users where email like 'agent%@vigil.local' order by id`)
  ).rows
  const agentTokens = await Promise.all(
    agentIds.map(async ({ id }) => (await startSession(app, { id, role: 'Technical-Agent' })).accessToken),
  )

  const agents = new Worker(new URL('./agents.ts', import.meta.url))
  const lockWaiters = new Map<string, (at: number) => void>()
  const agentAnswers: FromAgents[] = []
  agents.on('message', (message: FromAgents) => {
    if (message.kind === 'lock-state') lockWaiters.get(`${message.vehicleId}:${message.locked}`)?.(message.at)
    else agentAnswers.push(message)
  })
  const askAgents = async (message: ToAgents) => {
    const count = agentAnswers.length
    agents.postMessage(message)
    while (agentAnswers.length === count) await new Promise((resolve) => setTimeout(resolve, 10))
    return agentAnswers[count]!
  }
  const progress = (step: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${step}`)
  progress('connecting agents')
  const connected = await askAgents({ kind: 'connect', url: `${origin}/api/DefaultHub`, tokens: agentTokens })
  console.log(
    `${agentTokens.length} agents on the hub (${connected.kind === 'connected' ? connected.failed : '?'} failed)`,
  )

  progress('connecting trackers')
  const trackers = startTrackers({ brokerUrl, serials, secret, commandDevices })
  const failed = await trackers.ready
  console.log(
    `${devicesCount} trackers connected over MQTT (${Number.isNaN(failed) ? '?' : failed} failed); ` +
      `${rate} events/s for ${seconds} s, ${commandsCount} lock/unlock commands on ${commandDevices} vehicles`,
  )
  trackers.setRate(rate)
  await new Promise((resolve) => setTimeout(resolve, 3000)) // warm up: every vehicle's state and audience
  await askAgents({ kind: 'report' })
  progress('measuring')
  // The API runs on this thread (trackers and agents are workers): its stalls delay every push and answer.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 })
  loopDelay.enable()
  const started = nowMs()
  const before = trackers.stats().published

  // Lock round trips while the fleet reports: each command vehicle alternates lock and unlock, one at a time.
  const roundTrips: number[] = []
  const answers: number[] = []
  const failures: string[] = []
  const deadline = started + seconds * 1000
  const drive = async (vehicleId: number, count: number) => {
    // Commands stop with the measured window, so an overloaded run still ends and reports what it got.
    for (let i = 0; i < count && nowMs() < deadline; i++) {
      const locked = i % 2 === 0
      const confirmed = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no confirmation within 10 s')), 10_000)
        lockWaiters.set(`${vehicleId}:${locked}`, (at) => {
          clearTimeout(timer)
          resolve(at)
        })
      })
      confirmed.catch(() => undefined) // awaited below; a timeout while the answer is pending is not unhandled
      const clicked = nowMs()
      const response = await fetch(`${origin}/api/Vehicles/${vehicleId}/${locked ? 'Lock' : 'Unlock'}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}` },
      })
      answers.push(nowMs() - clicked)
      if (!response.ok) {
        failures.push(`${response.status} ${await response.text()}`)
        continue
      }
      try {
        roundTrips.push((await confirmed) - clicked)
      } catch (error) {
        failures.push(String(error))
      } finally {
        lockWaiters.delete(`${vehicleId}:${locked}`)
      }
    }
  }
  const perVehicle = Math.ceil(commandsCount / commandVehicles.length)
  const commands = Promise.all(commandVehicles.map((vehicleId) => drive(vehicleId, perVehicle)))
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  progress('waiting for the last commands')
  await commands
  const elapsed = (nowMs() - started) / 1000
  loopDelay.disable()
  const published = trackers.stats().published - before
  await new Promise((resolve) => setTimeout(resolve, 1000)) // pushes in flight
  const report = await askAgents({ kind: 'report' })
  const latencies = report.kind === 'report' ? report.latencies.sort() : new Float64Array()
  roundTrips.sort((a, b) => a - b)
  answers.sort((a, b) => a - b)
  const row = (measure: string, sorted: ArrayLike<number>) => ({
    measure,
    count: sorted.length,
    'p50 ms': round(percentile(sorted, 0.5)),
    'p95 ms': round(percentile(sorted, 0.95)),
    'p99 ms': round(percentile(sorted, 0.99)),
    'max ms': round(sorted[sorted.length - 1] ?? Number.NaN),
  })

  console.log(
    `${published} events published in ${elapsed.toFixed(1)} s; ${report.kind === 'report' ? report.received : '?'} hub frames received by ${agentTokens.length} agents (pushes timed on the first 10)`,
  )
  console.table([
    row('device publish -> hub client', latencies),
    row('lock click -> API answer', answers),
    row('lock click -> confirmed on hub', roundTrips),
  ])
  console.log(
    `API event loop delay: p50 ${round(loopDelay.percentile(50) / 1e6)} ms, p99 ${round(loopDelay.percentile(99) / 1e6)} ms, ` +
      `max ${round(loopDelay.max / 1e6)} ms`,
  )
  console.log(
    `published ${(published / elapsed).toFixed(0)} events/s; ${trackers.stats().published - trackers.stats().acked} unacknowledged at the end; ` +
      `${failures.length} commands failed${failures.length > 0 ? ` (first: ${failures[0]})` : ''}`,
  )
  console.log(
    `targets: push p99 < 100 ms ${percentile(latencies, 0.99) < 100 ? 'met' : 'missed'}; ` +
      `lock p95 < 150 ms ${percentile(roundTrips, 0.95) < 150 ? 'met' : 'missed'}`,
  )

  await trackers.stop()
  await askAgents({ kind: 'disconnect' })
  await agents.terminate()
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
})
process.exit(0)
