// Production's shape on one machine: two API nodes on PostgreSQL, Mosquitto (configured as the README says) and
// Redis, the burn-in service, a reverse proxy in front, and simulated trackers. Hub clients on either node see live
// pushes, a lock works whichever node the client and the tracker landed on, and while a node is dead (SIGKILL) the
// cluster goes on storing every event the broker acknowledges, once each, while its clients reconnect to the other
// node. The nodes use no MQTT_SHARE_GROUP (production's setting on Mosquitto, see docs/production.md): every node
// takes every event and the natural key keeps one copy, so the surviving node stores what the dead one had in flight.
// Whether a node itself gets back what it had in flight (its session redelivered) is event-loss.test.ts's: there
// every node dies with events in flight, so none can cover another.
import { randomBytes } from 'node:crypto'
import * as signalR from '@microsoft/signalr'
import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { DEMO_PASSWORD, type DemoData, demoSignIns, seedDemoData, seedReferenceData } from '@vigil/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { until } from '../device-platform/support.ts'
import {
  type ApiProcess,
  connectFittedTracker,
  createSharedDatabase,
  pushMatching,
  signInOverHttp,
  startApiProcess,
} from '../hub-cluster/support.ts'
import { startBurnIn, startMosquitto, startProxy, trackAcknowledged } from './support.ts'

type LockPush = { vehicleId: number; locked: boolean }

let shared: Awaited<ReturnType<typeof createSharedDatabase>>
let mosquitto: Awaited<ReturnType<typeof startMosquitto>>
let database: DatabaseHandle
let demo: DemoData
let burnIn: Awaited<ReturnType<typeof startBurnIn>>
let proxy: Awaited<ReturnType<typeof startProxy>>
const nodes: ApiProcess[] = []
let env: Record<string, string>

const node = (name: string) =>
  startApiProcess({ ...env, MQTT_CLIENT_ID: `vigil-platform-${name}`, TRUSTED_PROXIES: '127.0.0.1' })

beforeAll(async () => {
  ;[shared, mosquitto] = await Promise.all([createSharedDatabase(), startMosquitto()])
  database = await openDatabase({ databaseUrl: shared.url, dataDir: 'memory://' })
  await seedReferenceData(database.db, { adminPassword: DEMO_PASSWORD })
  demo = await seedDemoData(database.db)
  env = {
    DATABASE_URL: shared.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    MQTT_URL: mosquitto.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CHECKLIST_PASSCODE: 'cluster-passcode-1',
  }
  const started = await Promise.all([node('a'), node('b'), startBurnIn(env)])
  nodes.push(started[0], started[1])
  burnIn = started[2]
  proxy = await startProxy(() => nodes.map((each) => each.origin))
}, 180_000)

afterAll(async () => {
  proxy?.server.close()
  await Promise.all([...nodes.map((each) => each.stop()), burnIn?.stop()])
  await database?.close()
  await shared?.drop()
  await mosquitto?.stop()
}, 60_000)

const hubClient = (token: string) =>
  new signalR.HubConnectionBuilder()
    .withUrl(`${proxy.origin}/api/DefaultHub`, {
      accessTokenFactory: () => token,
      transport: signalR.HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect([0, 500, 1000, 1000, 2000, 2000, 2000, 5000])
    .configureLogging(signalR.LogLevel.None)
    .build()

describe('two API nodes behind a proxy, on PostgreSQL, Mosquitto and Redis', () => {
  it('pushes live to clients on both nodes, commands work through either, and loses no acknowledged event when a node dies', async () => {
    expect((await fetch(`${burnIn.origin}/`)).status).toBeLessThan(500)
    const vehicleIds = demo.vehicleIds.slice(0, 4)
    const trackers = await Promise.all(
      vehicleIds.map((vehicleId) => connectFittedTracker(database.db, mosquitto.url, vehicleId)),
    )
    const devices = trackers.map((tracker) => tracker.device)

    // Two agents' sessions, each pinned by the proxy to its own node.
    const tokens = await Promise.all(
      ['Technical-Agent', 'Admin'].map((role) =>
        signInOverHttp(proxy.origin, demoSignIns[role as 'Admin'], DEMO_PASSWORD),
      ),
    )
    const clients = tokens.map(hubClient)
    for (const client of clients) await client.start()
    expect(new Set(proxy.upgrades).size).toBe(2)
    const gpsSeen = clients.map(() => new Set<number>())
    for (const [index, client] of clients.entries()) {
      client.on('DeviceGpsLocationMessage', (push: { vehicleId: number }) => {
        gpsSeen[index]!.add(push.vehicleId)
      })
    }

    // The trackers report steadily; an event counts as acknowledged once Mosquitto's PUBACK came back (publishing
    // resolves then), lock reports answering commands included.
    const { acknowledged, missing, duplicated } = trackAcknowledged(devices)
    let driving = true
    const drive = (async () => {
      while (driving) {
        await Promise.all(devices.map((device) => device.tick().catch(() => [])))
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })()

    await until(() => gpsSeen.every((seen) => vehicleIds.every((id) => seen.has(id))), 30_000)

    // An unlock (a lock is refused while the vehicle moves) asked through the proxy from each client's node
    // reaches the tracker (via Mosquitto) and comes back as a confirmed lock-state push on both nodes.
    for (const [index, token] of tokens.entries()) {
      const vehicleId = vehicleIds[index]!
      const pushes = clients.map((client) =>
        pushMatching<LockPush>(
          client,
          'DeviceLockUnlockMessage',
          (push) => push.vehicleId === vehicleId && !push.locked,
          20_000,
        ),
      )
      const answer = await fetch(`${proxy.origin}/api/Vehicles/${vehicleId}/Unlock`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(answer.status, await answer.clone().text()).toBeLessThan(300)
      await Promise.all(pushes)
    }

    // Node A dies mid-traffic; its client reconnects through the proxy to node B and sees every vehicle move again.
    const [nodeA] = nodes
    const victimIndex = proxy.upgrades[0] === nodeA!.origin ? 0 : 1
    const reconnected = new Promise<void>((resolve) => clients[victimIndex]!.onreconnected(() => resolve()))
    nodeA!.kill()
    await reconnected
    gpsSeen[victimIndex]!.clear()
    await until(() => vehicleIds.every((id) => gpsSeen[victimIndex]!.has(id)), 30_000)

    // The trackers drive on while node A is dead until 40 more reports are acknowledged: only node B can store those.
    const atDeath = acknowledged.size
    await until(() => acknowledged.size >= atDeath + 40, 60_000)

    // Node A comes back under its client id and takes what Mosquitto kept in its session; every event the broker
    // acknowledged is stored, each once (the natural key dedupes what both nodes took).
    nodes[0] = await node('a')
    gpsSeen[victimIndex]!.clear()
    await until(() => vehicleIds.every((id) => gpsSeen[victimIndex]!.has(id)), 30_000)
    driving = false
    await drive
    await until(async () => (await missing(database.db)).length === 0 || undefined, 60_000).catch(() => undefined)
    expect(await missing(database.db)).toEqual([])
    expect(await duplicated(database.db)).toEqual([])

    for (const client of clients) await client.stop()
    await Promise.all(devices.map((device) => device.stop()))
  }, 240_000)
})
