// The dashboard in a real browser on each of two API nodes (PostgreSQL, Mosquitto, Redis, a sticky proxy): both see a
// tracker's vehicle move on its card whichever node the tracker's events reach, and after one node is killed
// (SIGKILL) the browser that was on it shows live updates again, from the other node. Builds the web apps if they are
// missing or stale (the e2e harness's build).
import { randomBytes } from 'node:crypto'
import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { users, vehicles } from '@vigil/db/schema'
import { DEMO_PASSWORD, type DemoData, demoSignIns, seedDemoData, seedReferenceData } from '@vigil/db/seed'
// playwright-core is the e2e package's: its browser launcher, the build of the apps and the clients page's locators.
import { launchChromium } from '@vigil/e2e/browser'
import { buildApps } from '@vigil/e2e/product'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { until } from '../device-platform/support.ts'
import { type ApiProcess, connectFittedTracker, createSharedDatabase, startApiProcess } from '../hub-cluster/support.ts'
import { startMosquitto, startProxy } from './support.ts'

let shared: Awaited<ReturnType<typeof createSharedDatabase>>
let mosquitto: Awaited<ReturnType<typeof startMosquitto>>
let database: DatabaseHandle
let demo: DemoData
let proxy: Awaited<ReturnType<typeof startProxy>>
let browser: Awaited<ReturnType<typeof launchChromium>>
type Page = Awaited<ReturnType<typeof browser.newPage>>

// The clients page as e2e/clients/fleet.ts reads it (that module needs the DOM types and the e2e run's facts).
const vehicleCard = (page: Page, serial: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `Change device ${serial}` }) })
    .last()
const shownCoordinates = async (page: Page, serial: string) =>
  (
    await vehicleCard(page, serial)
      .getByText(/^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/)
      .first()
      .textContent()
  )?.trim()
const search = (page: Page, text: string) => page.getByRole('searchbox').fill(text)
const nodes: ApiProcess[] = []

beforeAll(async () => {
  await buildApps((line) => console.log(line))
  ;[shared, mosquitto, browser] = await Promise.all([createSharedDatabase(), startMosquitto(), launchChromium()])
  database = await openDatabase({ databaseUrl: shared.url, dataDir: 'memory://' })
  await seedReferenceData(database.db, { adminPassword: DEMO_PASSWORD })
  demo = await seedDemoData(database.db)
  const env = {
    DATABASE_URL: shared.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    MQTT_URL: mosquitto.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CHECKLIST_PASSCODE: 'cluster-passcode-1',
    TRUSTED_PROXIES: '127.0.0.1',
  }
  const suffix = randomBytes(3).toString('hex')
  nodes.push(
    ...(await Promise.all(
      ['a', 'b'].map((name) => startApiProcess({ ...env, MQTT_CLIENT_ID: `vigil-platform-${name}-${suffix}` })),
    )),
  )
  proxy = await startProxy(() => nodes.map((each) => each.origin))
}, 600_000)

afterAll(async () => {
  await browser?.close()
  proxy?.server.close()
  await Promise.all(nodes.map((each) => each.stop()))
  await database?.close()
  await shared?.drop()
  await mosquitto?.stop()
}, 60_000)

/** Each page's hub traffic from its first frame, printed when a card does not move (what the page was sent). */
const traces = new Map<Page, string[]>()
const startedAt = Date.now()
function recordHubFrames(page: Page): void {
  const lines: string[] = []
  traces.set(page, lines)
  const note = (line: string) => lines.push(`${((Date.now() - startedAt) / 1000).toFixed(2)} s ${line.slice(0, 240)}`)
  page.on('websocket', (socket) => {
    note(`hub socket opened (${socket.url().split('?')[0]})`)
    socket.on('framesent', (frame) => note(`sent ${frame.payload}`))
    socket.on('framereceived', (frame) => note(`received ${frame.payload}`))
    socket.on('close', () => note('hub socket closed'))
  })
  page.on('request', (request) => {
    if (/\/api\/(Vehicles|DefaultHub)/.test(request.url())) note(`${request.method()} ${request.url().split('?')[0]}`)
  })
}

/**
 * Pages whose hub sockets lose every GPS push while they are in this set, as if something between the hub and the
 * page dropped them (the page's WebSocket is routed through the test, which takes those records out).
 */
const losingGps = new Set<Page>()
async function routeHubSocket(page: Page): Promise<void> {
  await page.routeWebSocket(/\/DefaultHub/, (socket) => {
    const server = socket.connectToServer()
    socket.onMessage((message) => server.send(message))
    server.onMessage((message) => {
      if (!losingGps.has(page) || typeof message !== 'string') return socket.send(message)
      const kept = message
        .split('\x1e')
        .filter((record) => !record.includes('"target":"DeviceGpsLocationMessage"'))
        .join('\x1e')
      if (kept !== '') socket.send(kept)
    })
  })
}

/** Every text the page's connection status shows from now on ('Live updates on', 'Reconnecting…', ...). */
async function statusHistory(page: Page): Promise<() => Promise<string[]>> {
  // Run in the page, as text: this package's types have no DOM.
  await page.evaluate(`(() => {
    const seen = (window.hubStatusHistory = [])
    const look = () => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }
    }
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true })
  })()`)
  return () => page.evaluate<string[]>('window.hubStatusHistory')
}

/** A fresh browser signed in to the dashboard through the proxy; resolves with the node its hub connection is on. */
async function dashboard(email: string): Promise<{ page: Page; node: string }> {
  const context = await browser.newContext({ baseURL: proxy.origin, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  recordHubFrames(page)
  await routeHubSocket(page)
  page.setDefaultTimeout(30_000)
  const upgrades = proxy.upgrades.length
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/agent/clients/all', { timeout: 45_000 })
  await page.getByText('Live updates on').first().waitFor()
  return { page, node: proxy.upgrades.slice(upgrades).at(-1)! }
}

describe('the dashboard on two API nodes', () => {
  it('shows live moves in a browser on each node, and the browser on a killed node gets live updates back', async () => {
    const vehicleId = demo.vehicleIds[0]!
    const { device, serial } = await connectFittedTracker(database.db, mosquitto.url, vehicleId)
    let driving = true
    const drive = (async () => {
      while (driving) {
        await device.tick().catch(() => [])
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    })()

    // Two agents, one browser each; the proxy pins each session to a node, so sign in again until they differ.
    const first = await dashboard(demoSignIns['Technical-Agent'])
    let second = await dashboard(demoSignIns.Admin)
    for (let tries = 0; second.node === first.node && tries < 6; tries++) {
      await second.page.context().close()
      second = await dashboard(demoSignIns.Admin)
    }
    expect(second.node).not.toBe(first.node)

    const [holder] = await database.db
      .select({ lastName: users.lastName })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.userId))
      .where(eq(vehicles.id, vehicleId))
    const moves = async (page: Page) => {
      const before = await shownCoordinates(page, serial)
      try {
        await expect.poll(() => shownCoordinates(page, serial), { timeout: 30_000 }).not.toBe(before)
      } catch (error) {
        console.log(`The card stayed at ${before}; the page's hub traffic:\n${traces.get(page)?.join('\n')}`)
        throw error
      }
    }
    for (const { page } of [first, second]) {
      await search(page, holder!.lastName)
      await vehicleCard(page, serial).waitFor()
    }
    await Promise.all([moves(first.page), moves(second.page)])

    // The first browser stops receiving GPS pushes: the hub's watch heartbeats show it, so it stops saying 'Live
    // updates on', connects again and revalidates; once pushes flow again its card moves. The second one, healthy,
    // never doubts its connection meanwhile.
    const [firstSaid, secondSaid] = await Promise.all([statusHistory(first.page), statusHistory(second.page)])
    losingGps.add(first.page)
    await expect.poll(firstSaid, { timeout: 30_000 }).toContain('Reconnecting…')
    losingGps.delete(first.page)
    await first.page.getByText('Live updates on').first().waitFor({ timeout: 30_000 })
    await moves(first.page)
    expect(await secondSaid()).not.toContain('Reconnecting…')

    // The node under the first browser dies; the browser says so, reconnects through the proxy, and sees moves again.
    const victim = nodes.find((each) => each.origin === first.node)!
    victim.kill()
    await until(() => proxy.upgrades.filter((origin) => origin !== first.node).length > 1 || undefined, 45_000)
    await first.page.getByText('Live updates on').first().waitFor({ timeout: 45_000 })
    await moves(first.page)

    driving = false
    await drive
    await device.stop()
  }, 240_000)
})
