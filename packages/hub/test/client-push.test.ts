import type * as signalR10 from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gpsLocation, lockUnlock, tamper } from '../src/index.ts'
import {
  agent,
  clients,
  companyAdmin,
  connectClient,
  type HubServer,
  nextPush,
  owner,
  signToken,
  startHubServer,
  transports,
} from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

/** The vehicle ids of the first `count` GPS pushes a client receives. */
const firstPushes = (client: signalR10.HubConnection, count: number): Promise<number[]> =>
  new Promise((resolve) => {
    const seen: number[] = []
    client.on('DeviceGpsLocationMessage', (message: { vehicleId: number }) => {
      seen.push(message.vehicleId)
      if (seen.length === count) resolve(seen)
    })
  })

let server: HubServer
beforeAll(async () => {
  server = await startHubServer()
})
afterAll(() => server.stop())

describe.each(clients)('%s', (_name, signalR) => {
  describe.each(transports)('over %s', (transport) => {
    it('connects, receives each push type and answers an unknown method with an error', async () => {
      const client = connectClient(signalR, server.url, { transport, token: await signToken(agent) })
      await client.start()
      try {
        expect(client.connectionId).toMatch(/^[\w-]{22}$/)
        const gps = nextPush(client, 'DeviceGpsLocationMessage')
        const lock = nextPush(client, 'DeviceLockUnlockMessage')
        const alert = nextPush(client, 'DeviceTamperMessage')
        await server.hub.publish(
          1,
          gpsLocation({ ...pushedAt, vehicleId: 1, latitudeDegrees: -26.2041, longitudeDegrees: 28.0473 }),
        )
        await server.hub.publish(1, lockUnlock({ ...pushedAt, vehicleId: 1, locked: true }))
        await server.hub.publish(1, tamper({ ...pushedAt, vehicleId: 1, tamperActive: true, carBatteryStateId: 0 }))
        expect(await gps).toEqual([{ ...pushedAt, vehicleId: 1, latitudeDegrees: -26.2041, longitudeDegrees: 28.0473 }])
        expect(await lock).toEqual([{ ...pushedAt, vehicleId: 1, locked: true }])
        expect(await alert).toEqual([{ ...pushedAt, vehicleId: 1, tamperActive: true, carBatteryStateId: 0 }])

        await expect(client.invoke('WatchEverything', 1)).rejects.toThrow("Unknown hub method 'WatchEverything'")
        const after = nextPush(client, 'DeviceLockUnlockMessage')
        await server.hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: false }))
        expect(await after).toEqual([{ ...pushedAt, vehicleId: 2, locked: false }])
      } finally {
        await client.stop()
      }
    })

    it("delivers a vehicle's pushes only to connections allowed to see it", async () => {
      const [agentClient, ownerClient, adminClient] = await Promise.all(
        [agent, owner, companyAdmin].map(async (user) => {
          const client = connectClient(signalR, server.url, { transport, token: await signToken(user) })
          await client.start()
          return client
        }),
      )
      try {
        // Each connection keeps the push order, so a later push arriving first proves the earlier one was withheld.
        const ownerSees = firstPushes(ownerClient!, 1)
        const adminSees = firstPushes(adminClient!, 2)
        const agentSees = firstPushes(agentClient!, 3)
        for (const vehicleId of [2, 1, 3, 2]) {
          await server.hub.publish(
            vehicleId,
            gpsLocation({ ...pushedAt, vehicleId, latitudeDegrees: 1, longitudeDegrees: 2 }),
          )
        }
        expect(await ownerSees).toEqual([1])
        expect(await adminSees).toEqual([2, 2])
        expect(await agentSees).toEqual([2, 1, 2])
      } finally {
        await Promise.all([agentClient!.stop(), ownerClient!.stop(), adminClient!.stop()])
      }
    })

    it('surfaces a 401 when the access token is invalid or missing', async () => {
      const forged = connectClient(signalR, server.url, { transport, token: 'not-a-jwt' })
      await expect(forged.start()).rejects.toThrow(/401/)
      const anonymous = connectClient(signalR, server.url, { transport, token: '' })
      await expect(anonymous.start()).rejects.toThrow(/Unauthorized/)
    })
  })
})
