import type * as signalR10 from '@microsoft/signalr'
import { HUB_MAX_WATCHED_VEHICLES } from '@vigil/domain'
import { describe, expect, it } from 'vitest'
import { battery, contact, createMemoryBackplane, gpsLocation, lockUnlock, MemoryBus } from '../src/index.ts'
import {
  agent,
  clients,
  companyAdmin,
  connectClient,
  type HubServer,
  hubServersStoppedAfterEach,
  signToken,
  startHubServer,
} from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

const { running } = hubServersStoppedAfterEach()

const [, signalR] = clients[0]!

/** Every push the client receives, as `target:vehicleId`, in arrival order. */
const record = (client: signalR10.HubConnection): string[] => {
  const seen: string[] = []
  for (const target of [
    'DeviceGpsLocationMessage',
    'DeviceLockUnlockMessage',
    'DeviceContactMessage',
    'DeviceBatteryMessage',
  ]) {
    client.on(target, (message: { vehicleId: number }) => seen.push(`${target}:${message.vehicleId}`))
  }
  return seen
}

const connect = async (server: HubServer, user: typeof agent) => {
  const client = connectClient(signalR, server.url, { transport: 'WebSockets', token: await signToken(user) })
  await client.start()
  return client
}

const gps = (vehicleId: number) => gpsLocation({ ...pushedAt, vehicleId, latitudeDegrees: 1, longitudeDegrees: 2 })

/** Resolves once `seen` holds `marker` (pushes keep their order per connection, so all earlier ones arrived). */
const until = async (seen: string[], marker: string, times = 1) => {
  const count = () => seen.filter((item) => item === marker).length
  for (let i = 0; i < 200 && count() < times; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(count()).toBe(times)
}

describe('WatchVehicles', () => {
  it("sends a tracker's contact and battery, like GPS, only for watched vehicles (they move only the cards on screen)", async () => {
    const server = await startHubServer()
    running.push(server)
    const watcher = await connect(server, agent)
    const everything = await connect(server, agent)
    const [watcherSaw, everythingSaw] = [record(watcher), record(everything)]
    await watcher.invoke('WatchVehicles', [1])

    const readings = { carBatteryMillivolts: 12_400, deviceBatteryMillivolts: 3_900 }
    await server.hub.publish(2, contact({ ...pushedAt, vehicleId: 2 }))
    await server.hub.publish(1, contact({ ...pushedAt, vehicleId: 1 }))
    await server.hub.publish(2, battery({ ...pushedAt, ...readings, vehicleId: 2 }))
    await server.hub.publish(1, battery({ ...pushedAt, ...readings, vehicleId: 1 }))
    await server.hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: true }))
    await until(watcherSaw, 'DeviceLockUnlockMessage:2')
    await until(everythingSaw, 'DeviceLockUnlockMessage:2')
    expect(watcherSaw).toEqual(['DeviceContactMessage:1', 'DeviceBatteryMessage:1', 'DeviceLockUnlockMessage:2'])
    expect(everythingSaw).toEqual([
      'DeviceContactMessage:2',
      'DeviceContactMessage:1',
      'DeviceBatteryMessage:2',
      'DeviceBatteryMessage:1',
      'DeviceLockUnlockMessage:2',
    ])
  })

  it('sends GPS only for watched vehicles, while lock/unlock still goes to everyone allowed', async () => {
    const server = await startHubServer()
    running.push(server)
    const watcher = await connect(server, agent)
    const everything = await connect(server, agent)
    const [watcherSaw, everythingSaw] = [record(watcher), record(everything)]
    await watcher.invoke('WatchVehicles', [1])

    await server.hub.publish(2, gps(2))
    await server.hub.publish(1, gps(1))
    await server.hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: true }))
    await until(watcherSaw, 'DeviceLockUnlockMessage:2')
    await until(everythingSaw, 'DeviceLockUnlockMessage:2')
    expect(watcherSaw).toEqual(['DeviceGpsLocationMessage:1', 'DeviceLockUnlockMessage:2'])
    expect(everythingSaw).toEqual([
      'DeviceGpsLocationMessage:2',
      'DeviceGpsLocationMessage:1',
      'DeviceLockUnlockMessage:2',
    ])

    // A new set replaces the old one; null goes back to every vehicle the connection may see.
    await watcher.invoke('WatchVehicles', [2])
    await server.hub.publish(1, gps(1))
    await server.hub.publish(2, gps(2))
    await watcher.invoke('WatchVehicles', null)
    await server.hub.publish(1, gps(1))
    await server.hub.publish(1, lockUnlock({ ...pushedAt, vehicleId: 1, locked: false }))
    await until(watcherSaw, 'DeviceLockUnlockMessage:1')
    expect(watcherSaw.slice(2)).toEqual([
      'DeviceGpsLocationMessage:2',
      'DeviceGpsLocationMessage:1',
      'DeviceLockUnlockMessage:1',
    ])
    await Promise.all([watcher.stop(), everything.stop()])
  })

  it('ignores a watched vehicle the connection may not see, and rejects a malformed set', async () => {
    const server = await startHubServer()
    running.push(server)
    const admin = await connect(server, companyAdmin) // company 20: vehicle 2 only
    const seen = record(admin)
    await admin.invoke('WatchVehicles', [1, 2])
    await server.hub.publish(1, gps(1))
    await server.hub.publish(1, lockUnlock({ ...pushedAt, vehicleId: 1, locked: true }))
    await server.hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: true }))
    await until(seen, 'DeviceLockUnlockMessage:2')
    expect(seen).toEqual(['DeviceLockUnlockMessage:2'])

    await expect(admin.invoke('WatchVehicles', ['1'])).rejects.toThrow('WatchVehicles expects an array')
    // Past the cap the rest of the set is dropped: vehicle 2 comes after 200 other ids.
    const tooMany = [...Array.from({ length: HUB_MAX_WATCHED_VEHICLES }, (_, i) => 1000 + i), 2]
    await expect(admin.invoke('WatchVehicles', tooMany)).resolves.toBeUndefined()
    await server.hub.publish(2, gps(2))
    await server.hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: false }))
    await until(seen, 'DeviceLockUnlockMessage:2', 2)
    expect(seen).toEqual(['DeviceLockUnlockMessage:2', 'DeviceLockUnlockMessage:2'])
    await admin.stop()
  })

  it('filters on the node where the connection lives, for pushes from another node', async () => {
    const bus = new MemoryBus()
    const ingestNode = await startHubServer({ backplane: createMemoryBackplane(bus) })
    const dashboardNode = await startHubServer({ backplane: createMemoryBackplane(bus) })
    running.push(ingestNode, dashboardNode)
    await Promise.all([ingestNode.hub.ready(), dashboardNode.hub.ready()])
    const client = await connect(dashboardNode, agent)
    const seen = record(client)
    await client.invoke('WatchVehicles', [2])
    await ingestNode.hub.publish(1, gps(1))
    await ingestNode.hub.publish(2, gps(2))
    await ingestNode.hub.publish(1, lockUnlock({ ...pushedAt, vehicleId: 1, locked: true }))
    await until(seen, 'DeviceLockUnlockMessage:1')
    expect(seen).toEqual(['DeviceGpsLocationMessage:2', 'DeviceLockUnlockMessage:1'])
    await client.stop()
  })
})
