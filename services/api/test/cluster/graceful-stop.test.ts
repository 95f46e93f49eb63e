// A rolling restart's step: SIGTERM to one of two API nodes (PostgreSQL, Mosquitto, Redis, a sticky proxy). The node
// exits by itself within its bound, its hub client is told to reconnect (Close with allowReconnect, not a dropped
// socket) and gets live pushes from the other node, and the cluster goes on storing every event Mosquitto
// acknowledged to a tracker, once each, through the stop. Both nodes take every event (no MQTT_SHARE_GROUP), so the
// other node covers the stopping one; a node's own events in flight are event-loss.test.ts's.
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
  signInOverHttp,
  startApiProcess,
} from '../hub-cluster/support.ts'
import { startMosquitto, startProxy, trackAcknowledged } from './support.ts'

let shared: Awaited<ReturnType<typeof createSharedDatabase>>
let mosquitto: Awaited<ReturnType<typeof startMosquitto>>
let database: DatabaseHandle
let demo: DemoData
let proxy: Awaited<ReturnType<typeof startProxy>>
const nodes: ApiProcess[] = []

beforeAll(async () => {
  ;[shared, mosquitto] = await Promise.all([createSharedDatabase(), startMosquitto()])
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
}, 180_000)

afterAll(async () => {
  proxy?.server.close()
  await Promise.all(nodes.map((each) => each.stop()))
  await database?.close()
  await shared?.drop()
  await mosquitto?.stop()
}, 60_000)

describe('SIGTERM to one of two API nodes', () => {
  it('exits within its bound, its hub client is told to reconnect and gets pushes from the other node, no acknowledged event is lost', async () => {
    const vehicleIds = demo.vehicleIds.slice(0, 3)
    const trackers = await Promise.all(
      vehicleIds.map((vehicleId) => connectFittedTracker(database.db, mosquitto.url, vehicleId)),
    )
    const devices = trackers.map((tracker) => tracker.device)
    const tokens = await Promise.all(
      ['Technical-Agent', 'Admin'].map((role) =>
        signInOverHttp(proxy.origin, demoSignIns[role as 'Admin'], DEMO_PASSWORD),
      ),
    )
    const clients = tokens.map((token) =>
      new signalR.HubConnectionBuilder()
        .withUrl(`${proxy.origin}/api/DefaultHub`, {
          accessTokenFactory: () => token,
          transport: signalR.HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([0, 250, 500, 1000, 1000, 2000, 2000, 2000, 5000])
        .configureLogging(signalR.LogLevel.None)
        .build(),
    )
    for (const client of clients) await client.start()
    expect(new Set(proxy.upgrades).size).toBe(2)
    const gpsSeen = clients.map(() => new Set<number>())
    for (const [index, client] of clients.entries()) {
      client.on('DeviceGpsLocationMessage', (push: { vehicleId: number }) => void gpsSeen[index]!.add(push.vehicleId))
    }

    const { acknowledged, missing, duplicated } = trackAcknowledged(devices)
    let driving = true
    const drive = (async () => {
      while (driving) {
        await Promise.all(devices.map((device) => device.tick().catch(() => [])))
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    await until(() => gpsSeen.every((seen) => vehicleIds.every((id) => seen.has(id))), 30_000)

    await until(() => acknowledged.size >= 20, 30_000)

    const [nodeA] = nodes
    const victim = proxy.upgrades[0] === nodeA!.origin ? 0 : 1
    // A dropped socket reaches the client as an error; the server's Close with allowReconnect as none.
    const reconnecting = new Promise<Error | undefined>((resolve) => clients[victim]!.onreconnecting(resolve))
    const reconnected = new Promise<void>((resolve) => clients[victim]!.onreconnected(() => resolve()))
    const started = Date.now()
    // stop() sends SIGTERM and only sends SIGKILL after 5 s: a quicker exit is the node's own.
    await nodeA!.stop()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await reconnecting).toBeUndefined()
    await reconnected
    gpsSeen[victim]!.clear()
    await until(() => vehicleIds.every((id) => gpsSeen[victim]!.has(id)), 30_000)

    // The trackers drive on after the stop until 20 more reports are acknowledged: only node B can store those.
    const atStop = acknowledged.size
    await until(() => acknowledged.size >= atStop + 20, 60_000)
    driving = false
    await drive
    await until(async () => (await missing(database.db)).length === 0 || undefined, 30_000).catch(() => undefined)
    expect(await missing(database.db)).toEqual([])
    expect(await duplicated(database.db)).toEqual([])

    for (const client of clients) await client.stop()
    await Promise.all(devices.map((device) => device.stop()))
  }, 180_000)
})
