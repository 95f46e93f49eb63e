import { vehicles } from '@vigil/db/schema'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import type { MqttDevice } from '@vigil/device-sim'
import { clients, connectClient, transports } from '@vigil/hub/testing'
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@vigil/server-kit'
import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  reportingEveryTick,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'
import { pushMatching, reportGps, reportLock, signInOverHttp } from './support.ts'

type GpsPush = { vehicleId: number; latitudeDegrees: number; longitudeDegrees: number }
type LockPush = { vehicleId: number; locked: boolean }

describe.each(drivers)('the dashboard SignalR clients against the API on %s', (driver) => {
  let t: DeviceTestApp
  let hubUrl: string
  let holderVehicleId: number
  let fleetVehicleId: number
  const trackers: MqttDevice[] = []
  let holderTracker: MqttDevice
  let fleetTracker: MqttDevice
  let agentToken: string

  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
    hubUrl = `${t.origin}/api/DefaultHub`
    const holderId = t.demo.userIds['Account-Holder']
    const [own] = await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, holderId)).limit(1)
    const [other] = await t.db.select({ id: vehicles.id }).from(vehicles).where(ne(vehicles.userId, holderId)).limit(1)
    holderVehicleId = own!.id
    fleetVehicleId = other!.id
    for (const vehicleId of [holderVehicleId, fleetVehicleId]) {
      trackers.push((await connectSimulatedDevice(t, vehicleId, reportingEveryTick)).device)
    }
    ;[holderTracker, fleetTracker] = trackers as [MqttDevice, MqttDevice]
    agentToken = await signInOverHttp(t.origin, demoSignIns['Technical-Agent'], DEMO_PASSWORD)
  })
  afterAll(async () => {
    await Promise.all(trackers.map((tracker) => tracker.stop()))
    // An abandoned long poll must not hold the server open.
    t?.app.server.closeAllConnections()
    await t?.close()
  })

  describe.each(clients)('%s', (_client, signalR) => {
    it.each(transports)('receives the pushes of an ingested GPS fix and lock report over %s', async (transport) => {
      const agent = connectClient(signalR, hubUrl, { transport, token: agentToken })
      await agent.start()
      try {
        const ofFleetVehicle = (push: { vehicleId: number }) => push.vehicleId === fleetVehicleId
        const gps = pushMatching<GpsPush>(agent, 'DeviceGpsLocationMessage', ofFleetVehicle)
        const lock = pushMatching<LockPush>(agent, 'DeviceLockUnlockMessage', ofFleetVehicle)
        const fix = await reportGps(fleetTracker)
        // Each run flips the lock, so a push left over from an earlier run cannot pass for this one.
        const locked = !fleetTracker.tracker.snapshot().locked
        await reportLock(fleetTracker, locked)
        expect(await gps).toEqual({
          vehicleId: fleetVehicleId,
          latitudeDegrees: fix.latitudeDegrees,
          longitudeDegrees: fix.longitudeDegrees,
          deviceDateTime: expect.any(String),
          receivedDateTime: expect.any(String),
        })
        expect(await lock).toEqual({
          vehicleId: fleetVehicleId,
          locked,
          deviceDateTime: expect.any(String),
          receivedDateTime: expect.any(String),
        })
      } finally {
        await agent.stop()
      }
    })

    it('refuses an invalid or expired access token with a 401', async () => {
      const forged = connectClient(signalR, hubUrl, {
        transport: 'WebSockets',
        token: `${agentToken.slice(0, -4)}AAAA`,
      })
      await expect(forged.start()).rejects.toThrow(/401/)
      const token = await signInOverHttp(t.origin, demoSignIns['Technical-Agent'], DEMO_PASSWORD)
      t.clock.advance((ACCESS_TOKEN_LIFETIME_SECONDS + 60) * 1000)
      try {
        const expired = connectClient(signalR, hubUrl, { transport: 'LongPolling', token })
        await expect(expired.start()).rejects.toThrow(/401/)
      } finally {
        t.clock.advance(-(ACCESS_TOKEN_LIFETIME_SECONDS + 60) * 1000)
      }
      // The same token is accepted again once it is current: the 401 was its expiry, nothing else.
      const current = connectClient(signalR, hubUrl, { transport: 'LongPolling', token })
      await current.start()
      await current.stop()
    })
  })

  it.each(transports)("gives an Account-Holder over %s only their own vehicle's pushes", async (transport) => {
    const holderToken = await signInOverHttp(t.origin, demoSignIns['Account-Holder'], DEMO_PASSWORD)
    const holder = connectClient(clients[0]![1], hubUrl, { transport, token: holderToken })
    const agent = connectClient(clients[0]![1], hubUrl, { transport: 'WebSockets', token: agentToken })
    await Promise.all([holder.start(), agent.start()])
    const holderSaw: number[] = []
    for (const target of ['DeviceGpsLocationMessage', 'DeviceLockUnlockMessage', 'DeviceTamperMessage']) {
      holder.on(target, (push: { vehicleId: number }) => void holderSaw.push(push.vehicleId))
    }
    try {
      const agentSawFleet = pushMatching<LockPush>(agent, 'DeviceLockUnlockMessage', (push) => {
        return push.vehicleId === fleetVehicleId
      })
      await reportLock(fleetTracker, !fleetTracker.tracker.snapshot().locked)
      await agentSawFleet
      // The hub decided the other vehicle's audience before the agent got it; the holder's own push comes after.
      const holderSawOwn = pushMatching<LockPush>(holder, 'DeviceLockUnlockMessage', (push) => {
        return push.vehicleId === holderVehicleId
      })
      const locked = !holderTracker.tracker.snapshot().locked
      await reportLock(holderTracker, locked)
      expect(await holderSawOwn).toEqual({
        vehicleId: holderVehicleId,
        locked,
        deviceDateTime: expect.any(String),
        receivedDateTime: expect.any(String),
      })
      expect(holderSaw).toEqual([holderVehicleId])
    } finally {
      await Promise.all([holder.stop(), agent.stop()])
    }
  })
})
