/**
 * Live clients list benchmark (issue #14): 5,000 simulated trackers publish GPS over MQTT at 2,000 events/s to the
 * API's embedded broker (ingest on PostgreSQL, the hub pushing to the browser), while Debian Chromium shows the
 * dashboard's /agent/clients/all with 50 vehicle cards. Prints device publish -> the card's coordinates changing on
 * screen (p50/p95/p99 beside the 150 ms target) and the main thread's long tasks (none over 50 ms is the target).
 *
 * Each GPS report carries its publish time in the longitude (bench/live/shared.ts); the card shows 6 decimals, so a
 * latency is read to 10 ms. Env: BENCH_DEVICES (5000), BENCH_RATE (2000), BENCH_SECONDS (20), BENCH_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { buildApp, loadConfig, openDatabase, provisionDevice, seedReferenceData } from '@vigil/api'
import { chromiumLaunchOptions } from '@vigil/e2e/browser'
import { buildApps } from '@vigil/e2e/product'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { startSession } from '../../services/api/src/areas/auth/sessions.ts'
import type { FromDevices, ToDevices } from '../live/shared.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const devicesCount = env('BENCH_DEVICES', 5000)
const rate = env('BENCH_RATE', 2000)
const seconds = env('BENCH_SECONDS', 20)
const shownHolders = 20 // one page of the clients list
const shownVehicles = 50
const targetMs = 150

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: `${server}/postgres` })
  await client.connect()
  await client.query(statement)
  await client.end()
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

await buildApps((line) => console.error(line))
const name = `vigil_clients_live_${process.pid}_${randomBytes(3).toString('hex')}`
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
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: origin })
    await context.addInitScript(
      (stored) => localStorage.setItem('authorised-user', stored),
      JSON.stringify({ ...session, userId: agent!.id, userRole: 'Technical-Agent' }),
    )
    const page = await context.newPage()
    await page.goto('/agent/clients/all')
    await page
      .getByText('Live updates on')
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/clients-live-failed.png' })
        console.error('page text:', ((await page.locator('body').textContent()) ?? '').slice(0, 500))
        throw error
      })
    await page.waitForFunction((count) => document.querySelectorAll('article article').length >= count, shownVehicles, {
      timeout: 60_000,
    })
    const cards = await page.locator('article article').count()
    // In the page: each card's coordinates text, when it changes, gives the trip time from the longitude shown.
    await page.evaluate(() => {
      const state = window as unknown as { latencies: number[]; longTasks: number[] }
      state.latencies = []
      state.longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration)
      }).observe({ type: 'longtask' })
      const window100s = 100_000
      new MutationObserver((mutations) => {
        const now = Date.now()
        for (const mutation of mutations) {
          const text = (mutation.target.textContent ?? '').trim()
          const match = /^-?\d+(?:\.\d+)?, (28\.\d+)$/.exec(text)
          if (!match) continue
          const sent = Math.round((Number(match[1]) - 28) * 1e7)
          state.latencies.push(((((now % window100s) - sent) % window100s) + window100s) % window100s)
        }
      }).observe(document.body, { characterData: true, childList: true, subtree: true })
    })

    const ready = (await once(devices, 'message')) as [FromDevices]
    let stats = { published: 0 }
    devices.on('message', (message: FromDevices) => {
      if (message.kind === 'stats') stats = message
    })
    console.error(`${devicesCount} trackers connected (${ready[0].kind === 'ready' ? ready[0].failed : '?'} failed)`)
    devices.postMessage({ kind: 'rate', eventsPerSecond: rate } satisfies ToDevices)
    await page.waitForTimeout(3000) // warm up
    await page.evaluate(() => {
      const state = window as unknown as { latencies: number[]; longTasks: number[] }
      state.latencies = []
      state.longTasks = []
    })
    const before = stats.published
    await page.waitForTimeout(seconds * 1000)
    const published = stats.published - before
    const { latencies, longTasks } = await page.evaluate(() => {
      const state = window as unknown as { latencies: number[]; longTasks: number[] }
      return { latencies: state.latencies, longTasks: state.longTasks }
    })
    devices.postMessage({ kind: 'stop' } satisfies ToDevices)
    const sorted = [...latencies].sort((a, b) => a - b)
    const over50 = longTasks.filter((duration) => duration > 50)
    console.log(
      `\n${published} GPS events published in ${seconds} s by ${devicesCount} trackers; the page showed ${cards} vehicle cards, whose coordinates changed ${latencies.length} times`,
    )
    console.table([
      { figure: 'publish -> card coordinates p50', value: `${percentile(sorted, 0.5)} ms`, target: '', verdict: '' },
      { figure: 'publish -> card coordinates p95', value: `${percentile(sorted, 0.95)} ms`, target: '', verdict: '' },
      {
        figure: 'publish -> card coordinates p99',
        value: `${percentile(sorted, 0.99)} ms`,
        target: `< ${targetMs} ms`,
        verdict: percentile(sorted, 0.99) < targetMs ? 'met' : 'MISSED',
      },
      {
        figure: 'main-thread tasks over 50 ms',
        value: `${over50.length} (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`,
        target: '0',
        verdict: over50.length === 0 ? 'met' : 'MISSED',
      },
    ])
  } finally {
    await devices.terminate()
    await browser.close()
    await app.close()
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`)
}
