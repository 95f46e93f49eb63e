// What a command's first state means (docs/commands.md): 'sent' when it went to the tracker at once, 'queued' only
// while the tracker is offline or must first show that the vehicle stands still, and no command at all (a 409 that
// says why) for a vehicle without an active tracker, rather than a 'queued' one left to expire.
import { commands, devices, vehicles } from '@vigil/db/schema'
import type { VehicleCommandMessage } from '@vigil/domain'
import type { HubMessage } from '@vigil/hub'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  standStill,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

/** How long a tracker must be online here before its silence counts (the product waits the fresh-fix time, 2 min). */
const settledMs = 300

describe.each(drivers)('a command’s first state on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver, { commands: { onlineSettledMs: settledMs } })
  })
  afterAll(() => t?.close())

  const lock = async (vehicleId: number, action: 'Lock' | 'Unlock' = 'Lock') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/Vehicles/${vehicleId}/${action}`,
      headers: await t.headersFor('Technical-Agent'),
    })
  const recorded = async (vehicleId: number) =>
    (await t.db.select().from(commands).where(eq(commands.vehicleId, vehicleId))).length
  /** The vehicle's last fix is 15 minutes old and said 60 km/h; the tracker has sent none since. */
  const oldFix = (vehicleId: number, ignitionOn: boolean | null) =>
    t.db
      .update(vehicles)
      .set({ gpsSpeedKph: 60, gpsDateTime: new Date(Date.now() - 15 * 60_000), ignitionOn })
      .where(eq(vehicles.id, vehicleId))

  /** The command pushes the hub sends about the vehicle, collected (restore `publish` after). */
  const commandPushes = (vehicleId: number) => {
    const pushed: VehicleCommandMessage[] = []
    const publish = vi.spyOn(t.app.hub, 'publish')
    publish.mockImplementation(async (_id: number, message: HubMessage) => {
      if (message.target === 'VehicleCommandMessage' && message.message.vehicleId === vehicleId)
        pushed.push(message.message)
    })
    return { pushed, publish }
  }

  it('sends a lock at once to a tracker online for a while, though its last fix is old', async () => {
    const vehicleId = t.demo.vehicleIds[5]!
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await oldFix(vehicleId, false)
      // Online long enough that a moving vehicle would have reported a fix since.
      await new Promise((resolve) => setTimeout(resolve, settledMs + 100))
      const response = await lock(vehicleId)
      expect(response.statusCode).toBe(200)
      expect(response.json().state).toBe('sent')
      await until(() => device.tracker.snapshot().locked)
    } finally {
      await device.stop()
    }
  })

  it('holds a lock while a tracker reports its engine running but no fix, says so (not offline), and sends it once a fix shows it standing', async () => {
    const vehicleId = t.demo.vehicleIds[6]!
    const { device } = await connectSimulatedDevice(t, vehicleId)
    const { pushed, publish } = commandPushes(vehicleId)
    try {
      await oldFix(vehicleId, true)
      await new Promise((resolve) => setTimeout(resolve, settledMs + 100))
      const response = await lock(vehicleId)
      // Online, so not 'tracker-offline': the interlock awaits a fresh fix.
      expect(response.json()).toMatchObject({ state: 'queued', queuedReason: 'awaiting-fix' })
      const { commandId } = response.json()
      expect(pushed).toEqual([expect.objectContaining({ commandId, state: 'queued', queuedReason: 'awaiting-fix' })])
      const asked = await t.app.inject({
        method: 'GET',
        url: `/api/Commands/${commandId}`,
        headers: await t.headersFor('Technical-Agent'),
      })
      expect(asked.json()).toMatchObject({ state: 'queued', queuedReason: 'awaiting-fix' })
      await standStill(t, vehicleId)
      await until(() => device.tracker.snapshot().locked)
      await until(() => pushed.some((push) => push.state === 'sent'))
      expect(pushed.find((push) => push.state === 'sent')?.queuedReason).toBeNull()
    } finally {
      publish.mockRestore()
      await device.stop()
    }
  })

  it("says an offline tracker's lock waits for the tracker, and once it is back that it waits for a fix", async () => {
    const vehicleId = t.demo.vehicleIds[8]!
    const { device, serial } = await connectSimulatedDevice(t, vehicleId)
    await device.stop()
    await until(() => !t.app.devices.broker!.isOnline(serial))
    const { pushed, publish } = commandPushes(vehicleId)
    try {
      await oldFix(vehicleId, true)
      const response = await lock(vehicleId)
      expect(response.json()).toMatchObject({ state: 'queued', queuedReason: 'tracker-offline' })
      // Back online with its engine running and no fresh fix: still queued, now for a fix, and the screen is told.
      await device.start()
      await until(() => pushed.some((push) => push.queuedReason === 'awaiting-fix'))
      expect(pushed.map((push) => [push.state, push.queuedReason])).toEqual([
        ['queued', 'tracker-offline'],
        ['queued', 'awaiting-fix'],
      ])
    } finally {
      publish.mockRestore()
      await device.stop()
    }
  })

  it('refuses a lock or unlock for a vehicle whose tracker is inactive, and records no command', async () => {
    const vehicleId = t.demo.vehicleIds[7]!
    const { device, deviceId } = await connectSimulatedDevice(t, vehicleId)
    try {
      await standStill(t, vehicleId)
      await t.db.update(devices).set({ active: false }).where(eq(devices.id, deviceId))
      const before = await recorded(vehicleId)
      for (const action of ['Lock', 'Unlock'] as const) {
        const response = await lock(vehicleId, action)
        expect(response.statusCode).toBe(409)
        expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8')
        expect(response.body).toBe(
          '{"type":"about:blank","title":"Tracker inactive","status":409,"detail":"This vehicle\'s tracker is inactive. Reactivate it before sending it a command."}',
        )
      }
      expect(await recorded(vehicleId)).toBe(before)
      expect(device.tracker.snapshot().locked).toBe(false)
    } finally {
      await device.stop()
    }
  })

  it('refuses a lock for a vehicle with no tracker', async () => {
    const vehicleId = t.demo.vehicleIds[8]!
    await t.db.update(devices).set({ vehicleId: null }).where(eq(devices.vehicleId, vehicleId))
    const before = await recorded(vehicleId)
    const response = await lock(vehicleId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ title: 'No device', detail: 'This vehicle has no device linked.' })
    expect(await recorded(vehicleId)).toBe(before)
  })
})
