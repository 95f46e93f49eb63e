import { commands, deviceEvents, vehicles } from '@vigil/db/schema'
import { teltonikaFirmwareVersion } from '@vigil/device-sim'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drivers } from '../harness.ts'
import {
  connectSimulatedDevice,
  connectTeltonikaDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  mosquittoUrl,
  standStill,
  until,
} from './support.ts'

const statusOf = async (t: DeviceTestApp, commandId: string) =>
  (await t.db.select().from(commands).where(eq(commands.correlationId, commandId)))[0]?.status

describe.each(drivers)('against the system Mosquitto on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver, { mqttUrl: mosquittoUrl })
  })
  afterAll(() => t?.close())

  it('ingests a tracker on the external broker and confirms a lock sent through it', async () => {
    const vehicleId = t.demo.vehicleIds[6]!
    await standStill(t, vehicleId)
    const { device, deviceId, serial } = await connectSimulatedDevice(t, vehicleId)
    try {
      const events = await device.tick()
      await until(async () => {
        const [row] = await t.db.select({ n: count() }).from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
        return row!.n === events.length
      })
      await until(() => t.app.devices.broker!.isOnline(serial))
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/Vehicles/${vehicleId}/Lock`,
        headers: await t.headersFor('Admin'),
      })
      const { commandId } = response.json()
      await until(async () => (await statusOf(t, commandId)) === 'confirmed')
      const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
      expect(vehicle!.isLocked).toBe(true)
      // A resend of the same report is stored once.
      await device.publish(events)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const [gps] = await t.db
        .select({ n: count() })
        .from(deviceEvents)
        .where(and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.type, 'gps')))
      expect(gps!.n).toBe(events.filter((event) => event.type === 'gps').length)
    } finally {
      await device.stop()
    }
  })
})

describe.each(drivers)('Teltonika trackers on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver, { teltonika: true })
  })
  afterAll(() => t?.close())

  it('acknowledges records after they are stored and locks through Codec 12', async () => {
    const vehicleId = t.demo.vehicleIds[7]!
    await standStill(t, vehicleId, { isLocked: false })
    const { device, deviceId } = await connectTeltonikaDevice(t, vehicleId)
    try {
      device.tick()
      await until(() => device.unacknowledged === 0)
      const [stored] = await t.db.select({ n: count() }).from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
      expect(stored!.n).toBeGreaterThan(0)
      // A driving car is not locked (interlock); the driver parks first.
      const moving = await t.app.inject({
        method: 'PUT',
        url: `/api/Vehicles/${vehicleId}/Lock`,
        headers: await t.headersFor('Technical-Agent'),
      })
      expect(moving.statusCode).toBe(409)
      device.raise({ kind: 'engine', on: false })
      await until(() => device.unacknowledged === 0)
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/Vehicles/${vehicleId}/Lock`,
        headers: await t.headersFor('Technical-Agent'),
      })
      const { commandId } = response.json()
      await until(async () => (await statusOf(t, commandId)) === 'confirmed')
      expect(device.tracker.snapshot().locked).toBe(true)
    } finally {
      await device.stop()
    }
  })

  it("stores a tracker's firmware version from its getver answer and confirms the status request with it", async () => {
    const { device, deviceId } = await connectTeltonikaDevice(t, null)
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/My/Device/GetDeviceStatusInfo',
          headers: await t.headersFor('Admin'),
          payload: { deviceId },
        })
      ).json() as { applicationVersion: string | null; autoLockEnabledState: number }
    try {
      expect((await ask()).applicationVersion).toBeNull()
      expect(await until(async () => (await ask()).applicationVersion !== null && ask())).toMatchObject({
        applicationVersion: teltonikaFirmwareVersion,
        autoLockEnabledState: 0,
      })
      // The report confirms the request it answers, which keeps the tracker's own words.
      const confirmed = await until(async () => {
        const rows = await t.db
          .select({ reply: commands.reply })
          .from(commands)
          .where(and(eq(commands.deviceId, deviceId), eq(commands.name, 'status'), eq(commands.status, 'confirmed')))
        return rows.find((row) => row.reply !== null)
      })
      expect(confirmed.reply).toContain(`Ver:${teltonikaFirmwareVersion}`)
    } finally {
      await device.stop()
    }
  })

  it('refuses an unknown IMEI', async () => {
    const { TeltonikaDevice, SimulatedTracker, createRandom } = await import('@vigil/device-sim')
    const stranger = new TeltonikaDevice(
      new SimulatedTracker({ serial: '359999999999999', city: 'Durban', random: createRandom(1), start: new Date() }),
      { host: '127.0.0.1', port: t.app.devices.teltonikaPort! },
    )
    await expect(stranger.start()).rejects.toThrow('The server refused IMEI 359999999999999.')
  })
})
