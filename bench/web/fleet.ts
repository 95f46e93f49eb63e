/**
 * The live fleet the dashboard's browser benchmarks share (clients list, alarm desk): a fresh PostgreSQL database with
 * the reference data, 20 account holders on the clients list's first page owning 50 vehicles between them, a fleet
 * owner holding the rest of the trackers' vehicles, a Technical-Agent; the API (embedded broker, ingest, hub) serving
 * a build of the dashboard made for the run; Debian Chromium; and the simulated trackers in a worker thread
 * (bench/live/devices.ts).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSession } from '@vigil/api/testing'
import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import { chromiumLaunchOptions } from '@vigil/e2e/browser'
import type pg from 'pg'
import { type Browser, chromium, type Page } from 'playwright-core'
import { nowMs } from '../figures.ts'
import { benchConfig, registerFleet, startApi, startTrackers, withScratchDatabase } from '../fleet.ts'

export { loadAverage, percentile } from '../figures.ts'
export { env } from '../settings.ts'

export const SHOWN_HOLDERS = 20 // one page of the clients list
export const SHOWN_VEHICLES = 50

export interface FleetSetup {
  /** Part of the database's name. */
  label: string
  devicesCount: number
  /** Extra rows before the API starts (e.g. the alarm desk's SOS trackers), sharing `provisioned`'s MQTT secret. */
  seed?: (client: pg.Pool, provisioned: string) => Promise<void>
  /** Trackers report from 1,000 rows of latitude instead of one point (bench/live/shared.ts `spread`). */
  spread?: boolean
}

export interface LiveFleet {
  client: pg.Pool
  brokerUrl: string
  /** The MQTT secret every simulated tracker connects with. */
  secret: string
  browser: Browser
  /** Opens the dashboard at `path`, signed in as the Technical-Agent; `beforeOpen` may add init scripts. */
  openAsAgent(path: string, beforeOpen?: (page: Page) => Promise<void>): Promise<Page>
  /** Resolves once every tracker tried to connect, with how many failed. */
  trackersReady(): Promise<number>
  /** GPS events a second the trackers publish, spread evenly over them (each reports every devices/rate seconds). */
  setRate(eventsPerSecond: number): void
  /** Events published so far (updated four times a second). */
  published(): number
  /** The API's ingest so far: its batches' lag (hand-over to commit) by bucket, and the events per batch. */
  ingest(): IngestFigures
}

/** Cumulative, as the API's histograms keep them: subtract two readings for a window. */
export interface IngestFigures {
  /** Hand-overs (a gateway's events) committed within each bound (seconds), cumulative like Prometheus buckets. */
  lagBuckets: { le: number; count: number }[]
  lagSeconds: number
  events: number
  batches: number
}

/** Reads a histogram's buckets, sum and count from its text exposition. */
const histogram = (text: string) => {
  const buckets: { le: number; count: number }[] = []
  let sum = 0
  let count = 0
  for (const line of text.split('\n')) {
    const bucket = /_bucket\{le="([^"]+)"\} (\d+)$/.exec(line)
    if (bucket) buckets.push({ le: Number(bucket[1]), count: Number(bucket[2]) })
    else if (/_sum /.test(line)) sum = Number(line.split(' ')[1])
    else if (/_count /.test(line)) count = Number(line.split(' ')[1])
  }
  return { buckets, sum, count }
}

// BENCH_DASHBOARD_ROOT: another checkout (its dependencies linked to this one's) whose dashboard to measure, e.g.
// the commit before a change, built and measured minutes apart from this one on the same machine load.
const root = process.env.BENCH_DASHBOARD_ROOT ?? join(import.meta.dirname, '../..')

/**
 * A build of the dashboard of its own for the run's API (APPS_DIR): the working tree is shared, and another build
 * may be under way, so a build's date does not tell whether it holds the code on disk now, and a rebuild during a run
 * would replace the chunks the open page still loads.
 */
export async function buildDashboard(): Promise<string> {
  const apps = mkdtempSync(join(tmpdir(), 'vigil-bench-apps-'))
  const started = Date.now()
  const build = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'error',
      '--outDir',
      join(apps, 'dashboard/dist'),
    ],
    { cwd: join(root, 'apps/dashboard'), env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  )
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`vite build of apps/dashboard failed (exit ${code})`)
  console.error(`built ${root}/apps/dashboard for the run in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return apps
}

/**
 * Seeds and starts the fleet, runs `run`, then stops everything and drops the database. The clients list's 50 vehicles
 * are spread over the fleet (every devices/50th tracker), so their reports reach the page steadily, as trackers with
 * their own clocks would, rather than all within the same 25 ms of the simulator's round.
 */
export async function withLiveFleet<T>(setup: FleetSetup, run: (fleet: LiveFleet) => Promise<T>): Promise<T> {
  const { devicesCount } = setup
  const apps = await buildDashboard()
  try {
    return await withScratchDatabase(setup.label, async (url) => {
      const config = benchConfig({ DATABASE_URL: url, APPS_DIR: apps })
      const database = await openDatabase(config)
      const client = (database.db as unknown as { $client: pg.Pool }).$client
      await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
      await client.query(`insert into users (role_id, first_name, last_name, email, created_on)
        select id, 'Fleet', 'Owner', 'fleet@vigil.local', now() - interval '1 day' from roles where name = 'Account-Holder'`)
      await client.query(`insert into users (role_id, first_name, last_name, email, created_on)
        select r.id, 'Holder', g::text, 'holder' || g || '@vigil.local', now() - make_interval(secs => g)
        from roles r, generate_series(1, ${SHOWN_HOLDERS}) g where r.name = 'Account-Holder'`)
      await client.query(`insert into users (role_id, first_name, last_name, email)
        select id, 'Agent', 'One', 'agent@vigil.local' from roles where name = 'Technical-Agent'`)
      const spacing = Math.max(1, Math.floor(devicesCount / SHOWN_VEHICLES))
      // Shown vehicle n (0-based) is tracker n * spacing + 1, owned by holder 1 + n % 20.
      await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year,
          vehicle_colour, gps_latitude_degrees, gps_longitude_degrees, gps_date_time, is_locked)
        select case when (g - 1) % ${spacing} = 0 and (g - 1) / ${spacing} < ${SHOWN_VEHICLES}
            then (select id from users where email = 'holder' || (1 + ((g - 1) / ${spacing}) % ${SHOWN_HOLDERS}) || '@vigil.local')
            else (select id from users where email = 'fleet@vigil.local') end,
          'LIVE ' || g, 'Toyota', 'Toyota Hilux', '2020', 'White', -26.2, 28, now(), false
        from generate_series(1, ${devicesCount}) g`)
      const { serials, secret } = await registerFleet(database, { prefix: 'LIVE', digits: 7, count: devicesCount })
      await setup.seed?.(client, serials[0]!)

      const { app, origin, brokerUrl } = await startApi(config, database)
      const [agent] = (await client.query<{ id: number }>(`select id from users where email = 'agent@vigil.local'`))
        .rows
      const session = await startSession(app, { id: agent!.id, role: 'Technical-Agent' })
      const stored = JSON.stringify({ ...session, userId: agent!.id, userRole: 'Technical-Agent' })

      const browser = await chromium.launch(chromiumLaunchOptions)
      const trackers = startTrackers({ brokerUrl, serials, secret, commandDevices: 0, spread: setup.spread ?? false })
      try {
        return await run({
          client,
          brokerUrl,
          secret,
          browser,
          openAsAgent: async (path, beforeOpen) => {
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: origin })
            await context.addInitScript((session) => localStorage.setItem('authorised-user', session), stored)
            const page = await context.newPage()
            await beforeOpen?.(page)
            await page.goto(path)
            return page
          },
          trackersReady: () => trackers.ready,
          setRate: trackers.setRate,
          published: () => trackers.stats().published,
          ingest: () => {
            const { metrics } = app.devices.ingest
            const lag = histogram(metrics.lagSeconds.expose())
            const batches = histogram(metrics.batchEvents.expose())
            return { lagBuckets: lag.buckets, lagSeconds: lag.sum, events: batches.sum, batches: batches.count }
          },
        })
      } finally {
        await trackers.stop()
        await browser.close()
        await app.close()
      }
    })
  } finally {
    rmSync(apps, { recursive: true, force: true })
  }
}

/** The page's clock minus the trackers' (the bench's threads share one), from the round trip with the least delay. */
export async function clockOffset(page: Page): Promise<{ offset: number; uncertainty: number }> {
  let best = { offset: 0, uncertainty: Number.POSITIVE_INFINITY }
  for (let i = 0; i < 20; i++) {
    const before = nowMs()
    const pageNow = await page.evaluate(() => Date.now())
    const after = nowMs()
    // Date.now() is whole milliseconds: half a millisecond more uncertainty.
    const uncertainty = (after - before) / 2 + 0.5
    if (uncertainty < best.uncertainty) best = { offset: pageNow - (before + after) / 2, uncertainty }
  }
  return best
}
