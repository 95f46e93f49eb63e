/**
 * Alarm desk benchmark (issue #21): 5,000 simulated trackers publish GPS over MQTT at 2,000 events/s to the API's
 * embedded broker (ingest on PostgreSQL), while BENCH_ALARMS other trackers each press SOS once, spread over the run.
 * Debian Chromium shows the dashboard's alarm desk (/agent/alarms/all) as an agent. Prints device publish -> the
 * alarm's card on the agent's screen (p50/p95/p99 beside the 500 ms target).
 *
 * Env: BENCH_DEVICES (5000), BENCH_RATE (2000), BENCH_SECONDS (20), BENCH_ALARMS (100), BENCH_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { buildApp, loadConfig, openDatabase, provisionDevice, seedReferenceData } from '@vigil/api'
import { chromiumLaunchOptions } from '@vigil/e2e/browser'
import { buildApps } from '@vigil/e2e/product'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { ulid } from 'ulid'
import { startSession } from '../../services/api/src/areas/auth/sessions.ts'
import { LeanDevice } from '../ingest/lean-mqtt.ts'
import type { FromDevices, ToDevices } from '../live/shared.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const devicesCount = env('BENCH_DEVICES', 5000)
const rate = env('BENCH_RATE', 2000)
const seconds = env('BENCH_SECONDS', 20)
const alarmsCount = env('BENCH_ALARMS', 100)
const shownHolders = 20
const shownVehicles = 50
const targetMs = 500

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: `${server}/postgres` })
  await client.connect()
  await client.query(statement)
  await client.end()
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

await buildApps((line) => console.error(line))
const name = `vigil_alarms_${process.pid}_${randomBytes(3).toString('hex')}`
await admin(`create database ${name}`)
try {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    JWT_SECRET: `bench-${randomBytes(8).toString('hex')}`,
    MQTT_PORT: '0',
    TELTONIKA_PORT: '0',
    DEVICE_HOST: '127.0.0.1',
    CHECKLIST_PASSCODE: 'bench',
    DATABASE_URL: `${server}/${name}`,
  })
  const database = await openDatabase(config)
  const client = (database.db as unknown as { $client: pg.Pool }).$client
  await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
  // The 20 newest holders (the first page) own 50 vehicles between them; one older holder owns the rest.
  await client.query(`insert into users (role_id, first_name, last_name, email, created_on)
    select id, 'Fleet', 'Owner', 'fleet@vigil.local', now() - interval '1 day' from roles where name = 'Account-Holder'`)
  await client.query(`insert into users (role_id, first_name, last_name, email, created_on)
    select r.id, 'Holder', g::text, 'holder' || g || '@vigil.local', now() - make_interval(secs => g)
    from roles r, generate_series(1, ${shownHolders}) g where r.name = 'Account-Holder'`)
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select id, 'Agent', 'One', 'agent@vigil.local' from roles where name = 'Technical-Agent'`)
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour,
      gps_latitude_degrees, gps_longitude_degrees, gps_date_time, is_locked)
    select case when g <= ${shownVehicles}
        then (select id from users where email = 'holder' || (1 + (g - 1) % ${shownHolders}) || '@vigil.local')
        else (select id from users where email = 'fleet@vigil.local') end,
      'LIVE ' || g, 'Toyota', 'Toyota Hilux', '2020', 'White', -26.2, 28, now(), false
    from generate_series(1, ${devicesCount}) g`)
  const serials = Array.from({ length: devicesCount }, (_, i) => `LIVE${String(i + 1).padStart(7, '0')}`)
  const { secret } = await provisionDevice(database.db, serials[0]!)
  await client.query(`insert into devices (serial_number, protocol, mqtt_secret_hash, vehicle_id)
    select 'LIVE' || lpad(g::text, 7, '0'), 'mqtt', (select mqtt_secret_hash from devices where serial_number = '${serials[0]}'),
      (select id from vehicles where registration_number = 'LIVE ' || g)
    from generate_series(2, ${devicesCount}) g`)
  await client.query(`update devices set vehicle_id = (select id from vehicles where registration_number = 'LIVE 1')
    where serial_number = '${serials[0]}'`)

  // The alarm trackers: one vehicle each (of the fleet owner), pressing SOS once during the run.
  const alarmSerials = Array.from({ length: alarmsCount }, (_, i) => `ALARM${String(i + 1).padStart(6, '0')}`)
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour,
      gps_latitude_degrees, gps_longitude_degrees, gps_date_time, is_locked)
    select (select id from users where email = 'fleet@vigil.local'), 'ALARM ' || g, 'Toyota', 'Toyota Hilux', '2020',
      'White', -26.2, 28, now(), false
    from generate_series(1, ${alarmsCount}) g`)
  await client.query(`insert into devices (serial_number, protocol, mqtt_secret_hash, vehicle_id)
    select 'ALARM' || lpad(g::text, 6, '0'), 'mqtt', (select mqtt_secret_hash from devices where serial_number = '${serials[0]}'),
      (select id from vehicles where registration_number = 'ALARM ' || g)
    from generate_series(1, ${alarmsCount}) g`)

  const app = await buildApp({ config, database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.devices.start({ teltonika: false })
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const [agent] = (await client.query<{ id: number }>(`select id from users where email = 'agent@vigil.local'`)).rows
  const session = await startSession(app, { id: agent!.id, role: 'Technical-Agent' })

  const browser = await chromium.launch(chromiumLaunchOptions)
  const devices = new Worker(new URL('../live/devices.ts', import.meta.url), {
    workerData: { brokerUrl: app.devices.broker!.url, serials, secret, commandDevices: 0 },
  })
  const { hostname, port } = new URL(app.devices.broker!.url)
  const alarmDevices = alarmSerials.map(
    (serial) =>
      new LeanDevice({ host: hostname, port: Number(port), serial, secret: secret ?? '', onAck: () => undefined }),
  )
  try {
    await Promise.all(alarmDevices.map((device) => device.ready))
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: origin })
    await context.addInitScript(
      (stored) => localStorage.setItem('authorised-user', stored),
      JSON.stringify({ ...session, userId: agent!.id, userRole: 'Technical-Agent' }),
    )
    const page = await context.newPage()
    await page.goto('/agent/alarms/all')
    await page.getByText('Live updates on').waitFor({ timeout: 60_000 })
    await page.getByText('No open alarms').waitFor({ timeout: 60_000 })
    // In the page: when an alarm's card appears, the time it appeared, by the vehicle's registration.
    await page.evaluate(() => {
      const state = window as unknown as { shown: Record<string, number> }
      state.shown = {}
      new MutationObserver((mutations) => {
        const now = Date.now()
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof HTMLElement)) continue
            const cards = node.matches('article[data-alarm-id]')
              ? [node]
              : node.querySelectorAll('article[data-alarm-id]')
            for (const card of cards) {
              const title = card.querySelector('h2')?.textContent?.trim()
              if (title && !(title in state.shown)) state.shown[title] = now
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    })

    const ready = (await once(devices, 'message')) as [FromDevices]
    let stats = { published: 0 }
    devices.on('message', (message: FromDevices) => {
      if (message.kind === 'stats') stats = message
    })
    console.error(`${devicesCount} trackers connected (${ready[0].kind === 'ready' ? ready[0].failed : '?'} failed)`)
    devices.postMessage({ kind: 'rate', eventsPerSecond: rate } satisfies ToDevices)
    await page.waitForTimeout(3000) // warm up
    const before = stats.published
    // The SOS presses, evenly spread over the run.
    const pressed: Record<string, number> = {}
    const gap = (seconds * 1000) / alarmsCount
    for (const [index, device] of alarmDevices.entries()) {
      const serial = alarmSerials[index]!
      const time = Date.now()
      pressed[`ALARM ${index + 1}`] = time
      device.publish(
        `tk/v1/dev/${serial}/evt/sos`,
        `{"v":1,"id":"${ulid(time)}","serial":"${serial}","ts":"${new Date(time).toISOString()}","type":"sos","data":{"sosStateId":1}}`,
      )
      await page.waitForTimeout(gap)
    }
    await page.waitForTimeout(2000) // the last ones land
    const published = stats.published - before
    const shown = await page.evaluate(() => (window as unknown as { shown: Record<string, number> }).shown)
    devices.postMessage({ kind: 'stop' } satisfies ToDevices)
    const latencies = Object.entries(pressed)
      .filter(([title]) => title in shown)
      .map(([title, at]) => shown[title]! - at)
      .sort((a, b) => a - b)
    console.log(
      `\n${published} GPS events published by ${devicesCount} trackers while ${alarmsCount} trackers pressed SOS; ${latencies.length} alarms appeared on the agent's screen`,
    )
    const p99 = percentile(latencies, 0.99)
    console.table([
      {
        figure: 'SOS publish -> alarm on screen p50',
        value: `${percentile(latencies, 0.5)} ms`,
        target: '',
        verdict: '',
      },
      {
        figure: 'SOS publish -> alarm on screen p95',
        value: `${percentile(latencies, 0.95)} ms`,
        target: '',
        verdict: '',
      },
      {
        figure: 'SOS publish -> alarm on screen p99',
        value: `${p99} ms`,
        target: `< ${targetMs} ms`,
        verdict: latencies.length === alarmsCount && p99 < targetMs ? 'met' : 'MISSED',
      },
      { figure: 'alarms not shown', value: String(alarmsCount - latencies.length), target: '0', verdict: '' },
    ])
  } finally {
    for (const device of alarmDevices) device.close()
    await devices.terminate()
    await browser.close()
    await app.close()
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`)
}
