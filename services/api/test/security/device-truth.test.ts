import { devices, vehicles } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { DeviceRegistry } from '@vigil/devices'
import type { HubMessage } from '@vigil/hub'
import { eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIngest } from '../../src/ingest/pipeline.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('device truth on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  /** A fitted tracker of a demo vehicle, fed straight into ingest; pushes are collected. */
  const fittedTracker = async (index: number) => {
    const vehicleId = t.demo.vehicleIds[index]!
    const [device] = await t.db.select().from(devices).where(eq(devices.vehicleId, vehicleId))
    const pushes: [number, HubMessage][] = []
    const ingest = createIngest({
      db: () => t.db,
      registry: new DeviceRegistry(() => t.db),
      clock: () => new Date(),
      publish: async (id, message) => void pushes.push([id, message]),
      maxDelayMs: 1,
    })
    const at = (iso: string) => new Date(iso)
    const event = <T extends DeviceEvent['type']>(type: T, time: string, data: object) =>
      ({ id: ulid(), serial: device!.serialNumber, time: at(time), type, data }) as DeviceEvent
    return { vehicleId, ingest, pushes, event }
  }

  it('keeps the newer lock and tamper state when an older report arrives late, and does not push it', async () => {
    const { vehicleId, ingest, pushes, event } = await fittedTracker(0)
    await ingest.submit([
      event('lock', '2026-11-20T10:05:00Z', { motorStateId: 1 }),
      event('tamper', '2026-11-20T10:05:00Z', { carBatteryStateId: 1, cancelled: false }),
    ])
    pushes.length = 0
    await ingest.submit([
      event('lock', '2026-11-20T10:00:00Z', { motorStateId: 0 }),
      event('tamper', '2026-11-20T10:00:00Z', { carBatteryStateId: 0, cancelled: false }),
    ])
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
    expect(vehicle).toMatchObject({ isLocked: true, tamperActive: false })
    // The late disconnect still happened: the alarm desk records it at its device time, but no state is pushed.
    const alarms = pushes.filter(([, message]) => message.target === 'AlarmMessage')
    expect(pushes.filter(([, message]) => message.target !== 'AlarmMessage')).toEqual([])
    expect(alarms.map(([, message]) => (message.message as { alarm: { raisedOn: string } }).alarm.raisedOn)).toEqual([
      '2026-11-20T10:00:00.000Z',
    ])
    await ingest.close()
  })

  it('pushes reports in device-time order with their device time, and no older GPS fix', async () => {
    const { ingest, pushes, event } = await fittedTracker(1)
    const gps = (time: string, latitudeDegrees: number) =>
      event('gps', time, {
        latitudeDegrees,
        longitudeDegrees: 28,
        altitudeMeters: 0,
        speedKph: 0,
        headingDegrees: 0,
        satellites: 8,
      })
    await ingest.submit([gps('2026-11-20T11:00:00Z', -26)])
    pushes.length = 0
    await ingest.submit([
      event('lock', '2026-11-20T11:02:00Z', { motorStateId: 1 }),
      event('lock', '2026-11-20T11:01:00Z', { motorStateId: 0 }),
      gps('2026-11-20T10:00:00Z', -30),
    ])
    expect(pushes.map(([, message]) => [message.target, message.message])).toEqual([
      [
        'DeviceLockUnlockMessage',
        expect.objectContaining({ locked: false, deviceDateTime: '2026-11-20T11:01:00.000Z' }),
      ],
      [
        'DeviceLockUnlockMessage',
        expect.objectContaining({ locked: true, deviceDateTime: '2026-11-20T11:02:00.000Z' }),
      ],
    ])
    await ingest.close()
  })
})
