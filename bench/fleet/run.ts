// Fleet benchmark (issue #29): one API node (embedded MQTT broker and the Teltonika server, on PostgreSQL) with tens of
// thousands of tracker connections, each reporting a GPS fix every 1-2 s: committed events/s, acknowledgement latency,
// RSS per 1,000 connections and event-loop delay; then a reconnect storm (every connection drops, all come back
// within 10 s): the time until every tracker reports again, and acknowledged events missing from the database (0).
// `pnpm --filter @vigil/bench bench:fleet`
// Environment: BENCH_MQTT (15000), BENCH_TELTONIKA (4000), BENCH_SECONDS (20, the measured window),
// BENCH_PERIOD_MS ('1000,2000', each tracker's period drawn between), BENCH_WINDOW (a tracker's QoS 1 in-flight window, 32), BENCH_STORM_MS (10000), BENCH_POSTGRES_URL.
// The issue asks for 20,000 + 5,000; this process may open at most `ulimit -n` files (20,000 here, and the hard limit
// cannot be raised in this container), and every tracker connection is one of them, so the default stays under it.

import { fork } from 'node:child_process'
import { once } from 'node:events'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { buildApp } from '@vigil/api'
import { openDatabase } from '@vigil/db'
import { benchConfig, registerFleet, seedVehicles, withScratchDatabase } from '../fleet.ts'
import type { FromTrackers, ToTrackers } from './trackers.ts'

const mqttCount = Number(process.env.BENCH_MQTT ?? 15_000)
const teltonikaCount = Number(process.env.BENCH_TELTONIKA ?? 4_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const periodMs = (process.env.BENCH_PERIOD_MS ?? '1000,2000').split(',').map(Number) as [number, number]
const stormMs = Number(process.env.BENCH_STORM_MS ?? 10_000)
const window = Number(process.env.BENCH_WINDOW ?? 32)
/** Trackers per simulator process. */
const perProcess = 7_500

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
const load = async () =>
  (await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')

class Simulator {
  readonly child = fork(new URL('./trackers.ts', import.meta.url), { execArgv: process.execArgv })
  stats: Extract<FromTrackers, { kind: 'stats' }> = {
    kind: 'stats',
    published: 0,
    acked: 0,
    heldBack: 0,
    latencies: [],
    connected: 0,
  }
  back: Extract<FromTrackers, { kind: 'back' }> | undefined
  private waiting: ((message: FromTrackers) => void) | undefined
  readonly protocol: 'mqtt' | 'teltonika'
  constructor(protocol: 'mqtt' | 'teltonika') {
    this.protocol = protocol
    this.child.on('message', (message: FromTrackers) => {
      if (message.kind === 'stats') this.stats = message
      if (message.kind === 'back') this.back = message
      this.waiting?.(message)
    })
  }
  post(message: ToTrackers) {
    this.child.send(message)
  }
  next(kind: FromTrackers['kind']): Promise<FromTrackers> {
    return new Promise((resolve) => {
      this.waiting = (message) => {
        if (message.kind !== kind) return
        this.waiting = undefined
        resolve(message)
      }
    })
  }
  async poll() {
    const answer = this.next('stats')
    this.post({ kind: 'stats' })
    return (await answer) as Extract<FromTrackers, { kind: 'stats' }>
  }
}

await withScratchDatabase('fleet', async (url) => {
  const config = benchConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '10' })
  const database = await openDatabase(config)
  const db = database.db
  const client = (db as unknown as { $client: { query(text: string): Promise<{ rows: { n: number }[] }> } }).$client
  const total = mqttCount + teltonikaCount
  await seedVehicles(database, 'FLEET', total)
  const { serials, secret } = await registerFleet(database, { prefix: 'FLEET', digits: 6, count: mqttCount })
  // Teltonika trackers identify by IMEI (15 digits), fitted to the vehicles after the MQTT trackers'.
  await client.query(`insert into devices (serial_number, imei, protocol, vehicle_id)
    select '35' || lpad(g::text, 13, '0'), '35' || lpad(g::text, 13, '0'), 'teltonika',
      (select id from vehicles where registration_number = 'FLEET ' || (${mqttCount} + g))
    from generate_series(1, ${teltonikaCount}) g`)
  const imeis = Array.from({ length: teltonikaCount }, (_, i) => `35${String(i + 1).padStart(13, '0')}`)

  const app = await buildApp({ config, database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.devices.start()
  const broker = new URL(app.devices.broker!.url)
  const ingest = app.devices.ingest
  const startedAt = new Date().toISOString()
  console.log(`fleet: ${mqttCount} MQTT + ${teltonikaCount} Teltonika trackers on one API node (embedded broker,`)
  console.log(
    `PostgreSQL), each reporting every ${periodMs[0]}-${periodMs[1]} ms; started ${startedAt}, load ${await load()}`,
  )

  const simulators: Simulator[] = []
  const split = (list: string[], protocol: 'mqtt' | 'teltonika') => {
    for (let start = 0; start < list.length; start += perProcess) {
      const part = list.slice(start, start + perProcess)
      const simulator = new Simulator(protocol)
      simulator.post({
        kind: 'setup',
        protocol,
        host: '127.0.0.1',
        port: protocol === 'mqtt' ? Number(broker.port) : app.devices.teltonikaPort!,
        serials: part,
        secret,
        periodMs,
        window,
      })
      simulators.push(simulator)
    }
  }
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  const connecting = performance.now()
  split(serials, 'mqtt')
  split(imeis, 'teltonika')
  const connected = (await Promise.all(simulators.map((simulator) => simulator.next('connected')))) as Extract<
    FromTrackers,
    { kind: 'connected' }
  >[]
  const failed = connected.reduce((sum, answer) => sum + answer.failed, 0)
  console.log(
    `connected ${total - failed} of ${total} in ${((performance.now() - connecting) / 1000).toFixed(1)} s (load ${await load()})`,
  )
  await new Promise((resolve) => setTimeout(resolve, 3000))
  global.gc?.()
  const rssIdle = process.memoryUsage().rss
  const perThousand = ((rssIdle - rssBefore) / (total - failed)) * 1000
  console.log(
    `RSS: ${mib(rssBefore)} MiB before, ${mib(rssIdle)} MiB with ${total - failed} idle connections: ${(perThousand / 2 ** 20).toFixed(1)} MiB per 1,000; 50,000 idle would be ${mib(rssBefore + perThousand * 50)} MiB (target < 2048 MiB)`,
  )

  for (const simulator of simulators) simulator.post({ kind: 'report', on: true })
  await new Promise((resolve) => setTimeout(resolve, 5000)) // settle into the rate
  for (const simulator of simulators) await simulator.poll() // resets the latency samples
  const histogram = monitorEventLoopDelay({ resolution: 5 })
  histogram.enable()
  const elu = performance.eventLoopUtilization()
  const brokerElu = app.devices.broker!.eventLoopUtilization?.()
  const cpu = process.cpuUsage()
  const before = { stored: ingest.stored, at: performance.now() }
  let rssMax = 0
  const latencies: number[] = []
  const published = { before: 0, after: 0 }
  const heldBack = { before: 0, after: 0 }
  for (const simulator of simulators) {
    published.before += simulator.stats.published
    heldBack.before += simulator.stats.heldBack
  }
  for (let second = 0; second < seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    rssMax = Math.max(rssMax, process.memoryUsage().rss)
    for (const simulator of simulators) latencies.push(...(await simulator.poll()).latencies)
  }
  const after = { stored: ingest.stored, at: performance.now() }
  for (const simulator of simulators) {
    published.after += simulator.stats.published
    heldBack.after += simulator.stats.heldBack
  }
  histogram.disable()
  const elapsed = (after.at - before.at) / 1000
  latencies.sort((a, b) => a - b)
  const committedRate = (after.stored - before.stored) / elapsed
  const used = process.cpuUsage(cpu)
  const ms = (ns: number) => (ns / 1e6).toFixed(1)
  console.log(`\nsteady reporting, ${seconds} s (load ${await load()}):`)
  console.log(
    `reports published/s ${((published.after - published.before) / elapsed).toFixed(0)}, held back by full windows/s ${((heldBack.after - heldBack.before) / elapsed).toFixed(0)}, events committed/s ${committedRate.toFixed(0)} (target 30,000 from 25,000 trackers)`,
  )
  console.log(
    `ack latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (target p99 < 250 ms), ${latencies.length} sampled`,
  )
  console.log(
    `API event loop delay p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms; API thread busy ${(performance.eventLoopUtilization(elu).utilization * 100).toFixed(0)}%, broker thread busy ${brokerElu ? (app.devices.broker!.eventLoopUtilization!(brokerElu).utilization * 100).toFixed(0) : '-'}%, API process CPU ${(((used.user + used.system) / 1e6 / elapsed) * 100).toFixed(0)}% of a core, RSS max ${mib(rssMax)} MiB`,
  )

  console.log(`\nreconnect storm: every connection drops, each comes back within ${stormMs / 1000} s`)
  const storm = performance.now()
  const backs = simulators.map((simulator) => simulator.next('back'))
  for (const simulator of simulators) simulator.post({ kind: 'storm', withinMs: stormMs })
  const allBack = await Promise.race([
    Promise.all(backs).then(() => performance.now() - storm),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 180_000)),
  ])
  let stormRss = process.memoryUsage().rss
  if (allBack === undefined) {
    const stats = await Promise.all(simulators.map((simulator) => simulator.poll()))
    console.log(
      `not every tracker back after 180 s: ${stats.reduce((sum, s) => sum + s.connected, 0)} of ${total} connected (target < 60 s: MISSED)`,
    )
  } else {
    const reconnects = simulators.reduce((sum, simulator) => sum + (simulator.back?.reconnects ?? 0), 0)
    console.log(
      `every tracker reporting again after ${(allBack / 1000).toFixed(1)} s (target < 60 s), ${reconnects} connection attempts, load ${await load()}`,
    )
  }
  stormRss = Math.max(stormRss, process.memoryUsage().rss)

  // Nothing acknowledged may be missing: stop reporting, let what is in flight settle, then count.
  for (const simulator of simulators) simulator.post({ kind: 'report', on: false })
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const final = await Promise.all(simulators.map((simulator) => simulator.poll()))
  const ackedOf = (protocol: string) =>
    final.reduce((sum, stats, i) => sum + (simulators[i]!.protocol === protocol ? stats.acked : 0), 0)
  const stored = async (where: string) =>
    Number((await client.query(`select count(*)::int as n from device_events where ${where}`)).rows[0]!.n)
  const mqttStored = await stored(`serial_number like 'FLEET%'`)
  const teltonikaStored = await stored(`serial_number like '35%' and type = 'gps'`)
  const lost = Math.max(0, ackedOf('mqtt') - mqttStored) + Math.max(0, ackedOf('teltonika') - teltonikaStored)
  console.log(
    `acknowledged: ${ackedOf('mqtt')} MQTT reports (${mqttStored} stored), ${ackedOf('teltonika')} Teltonika records (${teltonikaStored} GPS events stored); acknowledged but missing: ${lost} (target 0); RSS in the storm ${mib(stormRss)} MiB`,
  )

  for (const simulator of simulators) simulator.post({ kind: 'stop' })
  await Promise.all(simulators.map((simulator) => once(simulator.child, 'exit')))
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
})
process.exit(0)
