import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  type Backplane,
  createMemoryBackplane,
  createNatsBackplane,
  createRedisBackplane,
  gpsLocation,
  lockUnlock,
  MemoryBus,
} from '../src/index.ts'
import {
  agent,
  clients,
  connectClient,
  hubServersStoppedAfterEach,
  nextPush,
  owner,
  signToken,
  startHubServer,
} from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

const { running } = hubServersStoppedAfterEach()

const bus = new MemoryBus()
const backplanes: [string, () => Backplane][] = [
  ['in memory (two hubs in one process)', () => createMemoryBackplane(bus)],
  ['Redis', () => createRedisBackplane({ url: 'redis://127.0.0.1:6379', prefix: `test:${prefix}` })],
  ['NATS', () => createNatsBackplane({ url: 'nats://127.0.0.1:4222', prefix: `test.${prefix}` })],
]
// A prefix per run keeps parallel runs of this file from seeing each other's pushes.
const prefix = randomUUID().replaceAll('-', '')

const [, signalR] = clients[0]!

describe.each(backplanes)('two API nodes sharing %s', (_name, makeBackplane) => {
  it('delivers a push published on one node to a client connected to the other, only where allowed', async () => {
    const published: Record<string, string[]> = { ingest: [], dashboard: [] }
    const ingestNode = await startHubServer({
      backplane: makeBackplane(),
      onPublish: (message) => published.ingest!.push(message.target),
    })
    const dashboardNode = await startHubServer({
      backplane: makeBackplane(),
      onPublish: (message) => published.dashboard!.push(message.target),
    })
    running.push(ingestNode, dashboardNode)
    const agentClient = connectClient(signalR, dashboardNode.url, {
      transport: 'WebSockets',
      token: await signToken(agent),
    })
    const ownerClient = connectClient(signalR, dashboardNode.url, {
      transport: 'LongPolling',
      token: await signToken(owner),
    })
    await Promise.all([agentClient.start(), ownerClient.start()])
    const agentGets = nextPush(agentClient, 'DeviceGpsLocationMessage')
    const ownerGets = nextPush(ownerClient, 'DeviceLockUnlockMessage')
    const ownerGps: unknown[] = []
    ownerClient.on('DeviceGpsLocationMessage', (message) => {
      ownerGps.push(message)
    })

    await ingestNode.hub.publish(
      2,
      gpsLocation({ ...pushedAt, vehicleId: 2, latitudeDegrees: -33.9249, longitudeDegrees: 18.4241 }),
    )
    await ingestNode.hub.publish(1, lockUnlock({ ...pushedAt, vehicleId: 1, locked: false }))

    expect(await agentGets).toEqual([
      { ...pushedAt, vehicleId: 2, latitudeDegrees: -33.9249, longitudeDegrees: 18.4241 },
    ])
    expect(await ownerGets).toEqual([{ ...pushedAt, vehicleId: 1, locked: false }])
    // Vehicle 2's push was published first; the owner of vehicle 1 got the later push and never vehicle 2's.
    expect(ownerGps).toEqual([])
    // Each node sees only what it published itself, so per-node push counts add up across nodes without doubling.
    expect(published).toEqual({ ingest: ['DeviceGpsLocationMessage', 'DeviceLockUnlockMessage'], dashboard: [] })
    await Promise.all([agentClient.stop(), ownerClient.stop()])
  })
})
