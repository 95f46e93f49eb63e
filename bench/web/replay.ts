/**
 * Trip replay benchmark (issue #28): one vehicle with a day of one GPS report a second (86,400 points) in a fresh
 * PostgreSQL database, its history page in Debian Chromium at 1280 x 800 as an agent. Prints the route's draw time
 * (the projection once per route, `route-project`; the stretches on screen simplified for the zoom and the canvas
 * path, `route-draw`, per draw) for the first draw and for each redraw at other zooms and at 375 px, beside the 200 ms target; and,
 * for information, the page's request for the day and the time from navigation to the route drawn.
 *
 * Env: BENCH_POINTS (86400), BENCH_REDRAWS (5 zoom steps), BENCH_POSTGRES_URL, BENCH_DASHBOARD_ROOT (web/fleet.ts).
 */
import { rmSync } from 'node:fs'
import { startSession } from '@vigil/api/testing'
import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import { replayDayOf } from '@vigil/domain'
import { chromiumLaunchOptions } from '@vigil/e2e/browser'
import type pg from 'pg'
import { chromium } from 'playwright-core'
import { loadAverage, percentile } from '../figures.ts'
import { benchConfig, registerFleet, startApi, withScratchDatabase } from '../fleet.ts'
import { env } from '../settings.ts'
import { buildDashboard } from './fleet.ts'

const points = env('BENCH_POINTS', 86_400)
const zoomSteps = env('BENCH_REDRAWS', 5)
const targetMs = 200

const day = replayDayOf(new Date(Date.now() - 24 * 3600_000))
const dayStart = `${day}T00:00:00+02:00`

console.error(`before the run: ${loadAverage()}`)
const apps = await buildDashboard()
try {
  await withScratchDatabase('replay', async (url) => {
    const config = benchConfig({ DATABASE_URL: url, APPS_DIR: apps })
    const database = await openDatabase(config)
    const client = (database.db as unknown as { $client: pg.Pool }).$client
    await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
    await client.query(`insert into users (role_id, first_name, last_name, email)
      select id, 'Replay', 'Holder', 'holder@vigil.local' from roles where name = 'Account-Holder'`)
    await client.query(`insert into users (role_id, first_name, last_name, email)
      select id, 'Agent', 'One', 'agent@vigil.local' from roles where name = 'Technical-Agent'`)
    await client.query(`insert into vehicles (user_id, registration_number, nickname, make, make_variant,
        registration_year, vehicle_colour, gps_latitude_degrees, gps_longitude_degrees, gps_date_time, is_locked)
      select id, 'REPLAY 1', 'Bench bakkie', 'Toyota', 'Toyota Hilux', '2020', 'White', -26.2, 28, now(), false
      from users where email = 'holder@vigil.local'`)
    const { serials } = await registerFleet(database, { prefix: 'REPLAY', digits: 1, count: 1 })
    // A report a second all day: winding drives (heading turning with the sine of time) and a stand every third hour.
    const loaded = Date.now()
    await client.query(
      `insert into device_events (id, device_id, serial_number, type, device_time, data)
      select g, d.id, d.serial_number, 'gps', $1::timestamptz + make_interval(secs => g),
        jsonb_build_object('latitudeDegrees', -26.2 + 0.02 * sin(g / 2400.0) + 0.004 * sin(g / 97.0),
          'longitudeDegrees', 28.0 + 0.6 * (g::float8 / 86400) + 0.004 * cos(g / 131.0),
          'altitudeMeters', 1700, 'speedKph', case when (g / 3600) % 3 = 2 then 0 else 40 end)
      from devices d, generate_series(0, $2 - 1) g where d.serial_number = $3`,
      [dayStart, points, serials[0]],
    )
    console.error(`loaded ${points.toLocaleString('en-GB')} reports in ${((Date.now() - loaded) / 1000).toFixed(1)} s`)
    const [vehicle] = (
      await client.query<{ id: number; user_id: number }>(
        `select id, user_id from vehicles where registration_number = 'REPLAY 1'`,
      )
    ).rows
    const [agent] = (await client.query<{ id: number }>(`select id from users where email = 'agent@vigil.local'`)).rows

    const { app, origin } = await startApi(config, database)
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const session = await startSession(app, { id: agent!.id, role: 'Technical-Agent' })
      const stored = JSON.stringify({ ...session, userId: agent!.id, userRole: 'Technical-Agent' })
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: origin })
      await context.addInitScript((value) => localStorage.setItem('authorised-user', value), stored)
      const page = await context.newPage()
      const path = `/agent/clients/${vehicle!.user_id}/vehicle/${vehicle!.id}/history?day=${day}`
      const started = Date.now()
      const routeResponse = page.waitForResponse((response) => response.url().includes('/Route?'))
      await page.goto(path)
      const routeAnswered = await routeResponse
      const routeBytes = (await routeAnswered.body()).length
      const map = page.getByRole('group', { name: /^Route on / })
      await map.waitFor({ timeout: 60_000 })
      await page.waitForFunction(
        (expected) => {
          const frame = document.querySelector('[data-points-drawn]')
          return (
            frame &&
            Number(frame.getAttribute('data-points')) === expected &&
            Number(frame.getAttribute('data-points-drawn')) > 1
          )
        },
        points,
        { timeout: 60_000 },
      )
      const toDrawn = Date.now() - started
      const draws = () => page.evaluate(() => performance.getEntriesByName('route-draw').map((entry) => entry.duration))
      const first = (await draws()).at(-1)!
      const projection = await page.evaluate(
        () => performance.getEntriesByName('route-project').at(-1)?.duration ?? Number.NaN,
      )
      const drawnPoints = Number(await map.getAttribute('data-points-drawn'))

      const zoomIn = page.getByRole('button', { name: 'Zoom in' })
      const zoomOut = page.getByRole('button', { name: 'Zoom out' })
      for (let step = 0; step < zoomSteps; step++) await zoomIn.click()
      for (let step = 0; step < zoomSteps; step++) await zoomOut.click()
      await page.setViewportSize({ width: 375, height: 812 })
      await page.waitForTimeout(500)
      const all = await draws()
      const redraws = all.slice(all.indexOf(first) + 1).sort((a, b) => a - b)

      const worst = redraws.at(-1) ?? 0
      console.log(
        `\ntrip replay: ${points.toLocaleString('en-GB')} reports on ${day}, ${drawnPoints} points drawn at the fitted zoom`,
      )
      console.table([
        {
          figure: 'projection of the day (once per route)',
          value: `${projection.toFixed(1)} ms`,
          target: '',
          verdict: '',
        },
        {
          figure: 'first draw: projection + simplify + canvas path',
          value: `${(projection + first).toFixed(1)} ms`,
          target: `< ${targetMs} ms`,
          verdict: projection + first < targetMs ? 'met' : 'MISSED',
        },
        {
          figure: `redraws (${redraws.length}: zoom in and out, 375 px) p50`,
          value: `${percentile(redraws, 0.5).toFixed(1)} ms`,
          target: '',
          verdict: '',
        },
        {
          figure: `redraws (${redraws.length}: zoom in and out, 375 px) max`,
          value: `${worst.toFixed(1)} ms`,
          target: `< ${targetMs} ms`,
          verdict: worst < targetMs ? 'met' : 'MISSED',
        },
        { figure: 'navigation to route drawn (API, parse, draw)', value: `${toDrawn} ms`, target: '', verdict: '' },
        {
          figure: 'the day as JSON (uncompressed)',
          value: `${(routeBytes / 1024).toFixed(0)} KiB`,
          target: '',
          verdict: '',
        },
      ])
      console.log(`\nafter the run: ${loadAverage()}`)
      await context.close()
    } finally {
      await browser.close()
      await app.close()
    }
  })
} finally {
  rmSync(apps, { recursive: true, force: true })
}
