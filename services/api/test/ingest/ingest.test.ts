import { deviceEvents, vehicleHistory, vehicles } from '@vigil/db/schema'
import { mqtt as protocol } from '@vigil/device-protocols'
import { provisionDevice } from '@vigil/devices'
import { and, count, eq } from 'drizzle-orm'
import { connectAsync } from 'mqtt'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

describe.each(drivers)('device ingest through the embedded broker on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())
  const connectAsDevice = (serial: string, password: string) =>
    connectAsync(t.app.devices.broker!.url, { protocolVersion: 4, username: serial, password, reconnectPeriod: 0 })

  it("stores a simulated tracker's reports, updates the vehicle and pushes to a watching agent", async () => {
    const vehicleId = t.demo.vehicleIds[0]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const gps = collectPushes<{ vehicleId: number; latitudeDegrees: number }>(agent, 'DeviceGpsLocationMessage')
    const tamper = collectPushes<{ vehicleId: number; tamperActive: boolean }>(agent, 'DeviceTamperMessage')
    const { device, deviceId } = await connectSimulatedDevice(t, vehicleId)
    try {
      const published = await device.tick()
      await device.raise({ kind: 'tamper' })
      const fix = published.find((event) => event.type === 'gps')!
      await until(() => gps.find((push) => push.vehicleId === vehicleId))
      await until(() => tamper.find((push) => push.vehicleId === vehicleId))
      expect(tamper.find((push) => push.vehicleId === vehicleId)).toMatchObject({ tamperActive: true })
      const [stored] = await t.db.select({ n: count() }).from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
      expect(stored!.n).toBe(published.length + 1)
      const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
      expect(fix.type === 'gps' && vehicle!.gpsLatitudeDegrees).toBeCloseTo(
        fix.type === 'gps' ? fix.data.latitudeDegrees : 0,
        6,
      )
      expect(vehicle!.gpsDateTime?.getTime()).toBe(fix.time.getTime())
      expect(vehicle!.tamperActive).toBe(true)
      const history = await t.db
        .select()
        .from(vehicleHistory)
        .where(and(eq(vehicleHistory.vehicleId, vehicleId), eq(vehicleHistory.type, 'TamperAlert')))
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ tamperCarBatteryState: 0, tamperCancelled: false })
      expect(history[0]!.lastKnownGpsLatitudeDegrees).toBeCloseTo(vehicle!.gpsLatitudeDegrees!, 6)
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it('stores a resent event once (dedupe on device, device time and type)', async () => {
    const { device, deviceId, serial } = await connectSimulatedDevice(t, null)
    try {
      const event = {
        id: ulid(),
        serial,
        time: new Date('2026-03-01T10:00:00.987Z'),
        type: 'sos' as const,
        data: { sosStateId: 1 },
      }
      await device.publish([event, event])
      await device.publish([{ ...event, id: ulid() }])
      await until(async () => {
        const [row] = await t.db.select({ n: count() }).from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
        return row!.n > 0
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      const rows = await t.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
      expect(rows.filter((row) => row.type === 'sos')).toHaveLength(1)
      const stored = rows.find((row) => row.type === 'sos')!
      expect(stored.data).toEqual({ sosStateId: 1 })
      expect(new Date(stored.deviceTime).toISOString()).toBe('2026-03-01T10:00:00.987Z')
    } finally {
      await device.stop()
    }
  })

  it('takes what a device publishes without routing it on: a device watching its own topics gets only commands', async () => {
    const { serial } = await connectSimulatedDevice(t, null)
    const { secret } = await provisionDevice(t.db, serial)
    const watcher = await connectAsDevice(serial, secret!)
    const received: string[] = []
    watcher.on('message', (topic) => received.push(topic))
    try {
      await watcher.subscribeAsync(`${protocol.deviceTopicPrefix(serial)}#`, { qos: 1 })
      const event = {
        id: ulid(),
        serial,
        time: new Date(),
        type: 'sos' as const,
        data: { sosStateId: 1 },
      }
      await watcher.publishAsync(protocol.eventTopic(serial, 'sos'), protocol.buildEventEnvelope(event), { qos: 1 })
      // A command sent after the event's acknowledgement arrives after any routed copy of the event would have.
      const cmdId = ulid()
      await t.app.devices.broker!.sendCommand(serial, {
        cmdId,
        name: 'status',
        params: {},
        expiresAt: new Date(Date.now() + 60_000),
        attempt: 1,
      })
      await until(() => received.length > 0)
      expect(received).toEqual([protocol.commandRequestTopic(serial, cmdId)])
    } finally {
      watcher.end(true)
    }
  })

  it('acknowledges a malformed event without storing it, and drops a device publishing as another', async () => {
    const { device, deviceId, serial } = await connectSimulatedDevice(t, null)
    const other = await connectSimulatedDevice(t, null)
    const { secret } = await provisionDevice(t.db, serial)
    const intruder = await connectAsDevice(serial, secret!)
    try {
      await intruder.publishAsync(protocol.eventTopic(serial, 'gps'), '{"v":1}', { qos: 1 })
      const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()))
      void intruder.publishAsync(protocol.eventTopic(other.serial, 'sos'), '{}', { qos: 1 }).catch(() => {})
      await closed
      const rows = await t.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
      expect(rows).toEqual([])
      const refused = await connectAsDevice(serial, 'not-the-secret').catch((error: Error) => error)
      expect(refused).toBeInstanceOf(Error)
    } finally {
      intruder.end(true)
      await device.stop()
      await other.device.stop()
    }
  })
})
