import { randomBytes } from 'node:crypto'
import * as signalR from '@microsoft/signalr'
import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { DEMO_PASSWORD, type DemoData, demoSignIns, seedDemoData, seedReferenceData } from '@vigil/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiProcess,
  connectFittedTracker,
  createSharedDatabase,
  pushMatching,
  reportGps,
  reportLock,
  signInOverHttp,
  startApiProcess,
} from './support.ts'

type GpsPush = { vehicleId: number; latitudeDegrees: number; longitudeDegrees: number }
type LockPush = { vehicleId: number; locked: boolean }

const backplanes: [string, Record<string, string>, number][] = [
  ['Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }, 0],
  ['NATS', { NATS_URL: 'nats://127.0.0.1:4222' }, 1],
]

let shared: Awaited<ReturnType<typeof createSharedDatabase>>
let database: DatabaseHandle
let demo: DemoData
/** Per backplane: the process trackers report to and the one the dashboard is connected to. */
const clusters = new Map<string, { ingestNode: ApiProcess; dashboardNode: ApiProcess }>()
const started: ApiProcess[] = []

beforeAll(async () => {
  shared = await createSharedDatabase()
  // Migrated and seeded once here, so the API processes never race to migrate the same database.
  database = await openDatabase({ databaseUrl: shared.url, dataDir: 'memory://' })
  await seedReferenceData(database.db, { adminPassword: DEMO_PASSWORD })
  demo = await seedDemoData(database.db)
  // Both processes of a pair sign with one secret, as a deployment's nodes do. All four start at once: startup
  // dominates this file's run time.
  const env = { JWT_SECRET: randomBytes(32).toString('hex'), CHECKLIST_PASSCODE: 'cluster-passcode-1' }
  const starts = backplanes.flatMap(([, backplaneEnv]) =>
    [1, 2].map(() => startApiProcess({ ...env, DATABASE_URL: shared.url, ...backplaneEnv })),
  )
  const results = await Promise.allSettled(starts)
  for (const result of results) if (result.status === 'fulfilled') started.push(result.value)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  backplanes.forEach(([name], index) => {
    clusters.set(name, { ingestNode: started[index * 2]!, dashboardNode: started[index * 2 + 1]! })
  })
})
afterAll(async () => {
  await Promise.all(started.map((node) => node.stop()))
  await database?.close()
  await shared?.drop()
})

describe.each(backplanes)('two API processes sharing %s', (name, _backplaneEnv, vehicleIndex) => {
  it("pushes a tracker's GPS and lock reports ingested by one process to an agent connected to the other", async () => {
    const { ingestNode, dashboardNode } = clusters.get(name)!
    const vehicleId = demo.vehicleIds[vehicleIndex]!
    const token = await signInOverHttp(dashboardNode.origin, demoSignIns['Technical-Agent'], DEMO_PASSWORD)
    const agent = new signalR.HubConnectionBuilder()
      .withUrl(`${dashboardNode.origin}/api/DefaultHub`, {
        accessTokenFactory: () => token,
        transport: signalR.HttpTransportType.WebSockets,
      })
      .configureLogging(signalR.LogLevel.None)
      .build()
    await agent.start()
    // The tracker only ever talks to the ingest process's embedded broker.
    const { device } = await connectFittedTracker(database.db, ingestNode.mqttUrl, vehicleId)
    try {
      const gps = pushMatching<GpsPush>(agent, 'DeviceGpsLocationMessage', (push) => push.vehicleId === vehicleId)
      const fix = await reportGps(device)
      expect(await gps).toEqual({
        vehicleId,
        latitudeDegrees: fix.latitudeDegrees,
        longitudeDegrees: fix.longitudeDegrees,
        deviceDateTime: expect.any(String),
        receivedDateTime: expect.any(String),
      })
      const lock = pushMatching<LockPush>(agent, 'DeviceLockUnlockMessage', (push) => push.vehicleId === vehicleId)
      await reportLock(device, true)
      expect(await lock).toEqual({
        vehicleId,
        locked: true,
        deviceDateTime: expect.any(String),
        receivedDateTime: expect.any(String),
      })
    } finally {
      await device.stop()
      await agent.stop()
    }
  })
})
