import type * as signalR10 from '@microsoft/signalr'
import { describe, expect, it } from 'vitest'
import { gpsLocation } from '../src/index.ts'
import {
  agent,
  clients,
  companyAdmin,
  connectClient,
  type HubServer,
  hubServersStoppedAfterEach,
  signToken,
  startHubServer,
  transports,
} from './support.ts'

const { running } = hubServersStoppedAfterEach()
const [, signalR] = clients[0]!

interface Beat {
  vehicleIds: number[]
  gpsPushes: Record<string, number>
}

/** GPS pushes and heartbeats as the client receives them, in order. */
const record = (client: signalR10.HubConnection) => {
  const seen: string[] = []
  const beats: Beat[] = []
  client.on('DeviceGpsLocationMessage', (message: { vehicleId: number }) => seen.push(`gps ${message.vehicleId}`))
  client.on('WatchHeartbeat', (beat: Beat) => {
    beats.push(beat)
    seen.push(`beat ${JSON.stringify(beat.gpsPushes)}`)
  })
  return { seen, beats }
}

// Device times as the one push type requires them (issue #26); the heartbeat counts pushes, not their times.
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }
const gps = (vehicleId: number) => gpsLocation({ ...pushedAt, vehicleId, latitudeDegrees: 1, longitudeDegrees: 2 })

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

describe.each(transports)('the watch heartbeat over %s', (transport) => {
  it('tells a watching connection its set and the GPS pushes counted for the vehicles it may see, after those pushes', async () => {
    const server: HubServer = await startHubServer({ watchHeartbeatMs: 100 })
    running.push(server)
    const connect = async (user: typeof agent) => {
      const client = connectClient(signalR, server.url, { transport, token: await signToken(user) })
      await client.start()
      return client
    }
    const [watcher, admin, everything] = await Promise.all([connect(agent), connect(companyAdmin), connect(agent)])
    const [watcherSaw, adminSaw, everythingSaw] = [record(watcher), record(admin), record(everything)]
    await watcher.invoke('WatchVehicles', [1, 2])
    await admin.invoke('WatchVehicles', [1, 2]) // company 20: vehicle 2 only

    for (let i = 0; i < 3; i++) await server.hub.publish(1, gps(1))
    await server.hub.publish(2, gps(2))
    // A heartbeat that comes after the pushes counts all of them, and follows them on the connection.
    await eventually(() => watcherSaw.beats.some((beat) => beat.gpsPushes['1'] === 3))
    const counted = watcherSaw.seen.indexOf('beat {"1":3,"2":1}')
    expect(counted).toBeGreaterThan(-1)
    expect(watcherSaw.seen.slice(0, counted).filter((item) => item.startsWith('gps'))).toEqual([
      'gps 1',
      'gps 1',
      'gps 1',
      'gps 2',
    ])
    expect(watcherSaw.beats.at(-1)!.vehicleIds).toEqual([1, 2])
    // Authorisation is unchanged: a vehicle the connection may not see is never counted for it.
    await eventually(() => adminSaw.beats.some((beat) => beat.gpsPushes['2'] === 1))
    expect(adminSaw.beats.every((beat) => !('1' in beat.gpsPushes))).toBe(true)
    // A connection that never sent a watch set gets none.
    expect(everythingSaw.beats).toEqual([])
    await Promise.all([watcher.stop(), admin.stop(), everything.stop()])
  })
})
