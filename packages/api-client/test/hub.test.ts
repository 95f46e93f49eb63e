import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HubPush } from '@vigil/domain'
// The API's real hub, served on a bare HTTP server: no database is needed to push messages.
import { createHub, createMemoryBackplane, gpsLocation, type Hub, lockUnlock, tamper } from '@vigil/hub'
import { afterEach, describe, expect, it } from 'vitest'
import { createHubConnection, type VehicleHub } from '../src/hub.ts'

const AGENT_TOKEN = 'agent-token'
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const startHub = async (): Promise<{ hub: Hub; baseURL: string; tokensSeen: string[] }> => {
  const tokensSeen: string[] = []
  const hub = createHub({
    authenticate: async (token) => {
      tokensSeen.push(token)
      return token === AGENT_TOKEN
        ? { userId: 1, role: 'Technical-Agent', companyIds: [], expiresAt: Date.now() + 3_600_000 }
        : null
    },
    mayWatch: () => true,
    backplane: createMemoryBackplane(),
  })
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  hub.attach(server, { path: '/api/DefaultHub' })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  await hub.ready()
  cleanups.push(async () => {
    await hub.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return { hub, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, tokensSeen }
}

const connect = async (baseURL: string, token: string | null = AGENT_TOKEN): Promise<VehicleHub> => {
  const client = createHubConnection({ baseURL, accessTokenFactory: async () => token })
  cleanups.push(() => client.stop())
  await client.start()
  return client
}

const nextUpdates = (client: VehicleHub, count: number) =>
  new Promise<HubPush[]>((resolve) => {
    const updates: HubPush[] = []
    const unsubscribe = client.subscribe((update) => {
      updates.push(update)
      if (updates.length === count) {
        unsubscribe()
        resolve(updates)
      }
    })
  })

/** When the tracker took the pushed reports and when the platform received them: the client hands both on. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:54:00.000Z' }

describe('createHubConnection', () => {
  it('connects to {baseURL}/DefaultHub with the access token and delivers the three pushes, typed', async () => {
    const { hub, baseURL, tokensSeen } = await startHub()
    const client = await connect(baseURL)
    expect(client.connection.state).toBe('Connected')
    expect(tokensSeen).toContain(AGENT_TOKEN)

    const updates = nextUpdates(client, 3)
    await hub.publish(4, gpsLocation({ ...pushedAt, vehicleId: 4, latitudeDegrees: -26.2, longitudeDegrees: 28.04 }))
    await hub.publish(4, lockUnlock({ ...pushedAt, vehicleId: 4, locked: true }))
    await hub.publish(4, tamper({ ...pushedAt, vehicleId: 4, tamperActive: true }))
    expect(await updates).toEqual([
      {
        target: 'DeviceGpsLocationMessage',
        message: { ...pushedAt, vehicleId: 4, latitudeDegrees: -26.2, longitudeDegrees: 28.04 },
      },
      { target: 'DeviceLockUnlockMessage', message: { ...pushedAt, vehicleId: 4, locked: true } },
      { target: 'DeviceTamperMessage', message: { ...pushedAt, vehicleId: 4, tamperActive: true } },
    ])
  })

  it('hands each handler only its own message, and stops after unsubscribe', async () => {
    const { hub, baseURL } = await startHub()
    const client = await connect(baseURL)
    const locks: unknown[] = []
    const stopLocks = client.on('DeviceLockUnlockMessage', (message) => locks.push(message))

    const first = nextUpdates(client, 2)
    await hub.publish(4, tamper({ ...pushedAt, vehicleId: 4, tamperActive: false }))
    await hub.publish(4, lockUnlock({ ...pushedAt, vehicleId: 4, locked: false }))
    await first
    stopLocks()
    const second = nextUpdates(client, 1)
    await hub.publish(4, lockUnlock({ ...pushedAt, vehicleId: 4, locked: true }))
    await second
    expect(locks).toEqual([{ ...pushedAt, vehicleId: 4, locked: false }])
  })

  it('tells the app when it reconnected, so the app can refetch', async () => {
    const { hub, baseURL } = await startHub()
    const client = await connect(baseURL)
    const reconnected = new Promise<void>((resolve) => client.onReconnected(resolve))
    expect(hub.disconnectUser(1, { allowReconnect: true })).toBe(1)
    await reconnected
    expect(client.connection.state).toBe('Connected')
  })

  it("uses the spec's timings: server timeout 30 s, keep-alive 15 s", () => {
    const client = createHubConnection({ baseURL: 'http://127.0.0.1:9/api', accessTokenFactory: () => null })
    expect(client.connection.serverTimeoutInMilliseconds).toBe(30_000)
    expect(client.connection.keepAliveIntervalInMilliseconds).toBe(15_000)
  })

  it('swallows connection errors: a refused token or an unreachable hub never rejects start()', async () => {
    const { baseURL } = await startHub()
    const refused = await connect(baseURL, 'stolen-token')
    expect(refused.connection.state).toBe('Disconnected')
    const unreachable = createHubConnection({ baseURL: 'http://127.0.0.1:9/api', accessTokenFactory: () => null })
    await expect(unreachable.start()).resolves.toBeUndefined()
    expect(unreachable.connection.state).toBe('Disconnected')
  })
})
