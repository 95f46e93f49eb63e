import { commands, devices } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { DeviceRegistry } from '@vigil/devices'
import {
  type DeviceTimes,
  gpsLateness,
  type LiveFields,
  latestEventTypeOf,
  mergeHubMessage,
  trackerState,
  type Vehicle,
  type VehicleHubMessage,
  vehicleAlert,
  vehicleBadges,
  vehicleLockState,
} from '@vigil/domain'
import type { HubMessage } from '@vigil/hub'
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createIngest } from '../../src/ingest/pipeline.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs } from '../users/access.ts'

// One derivation per fact (issue #26): whatever a vehicle's tracker reports, in whatever order and however late, and
// whatever the alarm desk does, the cards merged live from the hub's pushes say exactly what a fresh load of the list
// says. Reports go through the real ingest (stored, pushed as the platform pushes them) and alarms are resolved
// through the API; the merge is the domain's, the one the dashboard runs.

/** A report the tracker sends, `seconds` after the window's start by its own clock. */
type Report =
  | { kind: 'gps'; seconds: number; latitude: number }
  | { kind: 'lock'; seconds: number; locked: boolean }
  | { kind: 'tamper'; seconds: number; disconnected: boolean; cancelled: boolean }
  | { kind: 'sos'; seconds: number }
  | { kind: 'battery'; seconds: number; car: number | null; device: number | null }
  | { kind: 'status' | 'ignition'; seconds: number }

/**
 * A batch of reports arriving together (a tracker flushing what it held), the desk resolving an open alarm, or an
 * agent sending Lock or Unlock (queued for the tracker, confirmed by a later lock report of the batches).
 */
type Step = { batch: Report[] } | { resolve: number } | { command: 'Lock' | 'Unlock' }

// A small window, so the same device time comes up again (a resend) and reports overtake one another.
const seconds = fc.integer({ min: 0, max: 40 }).map((n) => n * 30)
const report: fc.Arbitrary<Report> = fc.oneof(
  fc.record({ kind: fc.constant('gps' as const), seconds, latitude: fc.integer({ min: -34, max: -22 }) }),
  fc.record({ kind: fc.constant('lock' as const), seconds, locked: fc.boolean() }),
  fc.record({ kind: fc.constant('tamper' as const), seconds, disconnected: fc.boolean(), cancelled: fc.boolean() }),
  fc.record({ kind: fc.constant('sos' as const), seconds }),
  // Readings either side of the low marks, or none (a tracker without a backup battery), so the badges come and go.
  fc.record({
    kind: fc.constant('battery' as const),
    seconds,
    car: fc.constantFrom(11_000, 12_600, null),
    device: fc.constantFrom(3_400, 4_100, null),
  }),
  // Reports that move only the tracker's last contact (pushed as DeviceContactMessage).
  fc.record({ kind: fc.constantFrom('status' as const, 'ignition' as const), seconds }),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ batch: fc.array(report, { minLength: 1, maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ resolve: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ command: fc.constantFrom('Lock' as const, 'Unlock' as const) }) },
)

/** What the screen derives from a vehicle, and the fields it derives them from. */
const truth = (vehicle: Vehicle, now: Date) => {
  const live: Omit<LiveFields, 'id'> = {
    gpsLatitudeDegrees: vehicle.gpsLatitudeDegrees,
    gpsLongitudeDegrees: vehicle.gpsLongitudeDegrees,
    gpsDateTime: vehicle.gpsDateTime,
    gpsReceivedDateTime: vehicle.gpsReceivedDateTime,
    deviceLastSeenDateTime: vehicle.deviceLastSeenDateTime,
    isLocked: vehicle.isLocked,
    tamperActive: vehicle.tamperActive,
    openAlarmIds: vehicle.openAlarmIds,
  }
  return {
    ...live,
    carBatteryMillivolts: vehicle.carBatteryMillivolts,
    deviceBatteryMillivolts: vehicle.deviceBatteryMillivolts,
    badges: vehicleBadges(vehicle, latestEventTypeOf(vehicle)),
    alert: vehicleAlert(vehicle),
    locked: vehicleLockState(vehicle),
    late: gpsLateness(vehicle),
    tracker: trackerState(vehicle, now),
  }
}

describe.each(drivers)('the live merge and a fresh load of the list agree, on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  /** A demo vehicle with an active tracker fitted (each test its own). */
  const fitted = async (index: number) => {
    const rows = await t.db.select().from(devices).where(eq(devices.active, true))
    const candidates = rows.filter((row) => row.vehicleId !== null && t.demo.vehicleIds.includes(row.vehicleId))
    const device = candidates[index]!
    return { vehicleId: device.vehicleId!, device }
  }

  /** The `index`th fitted vehicle, an ingest that receives everything at `receivedAt`, and what it pushes for it. */
  const fittedIngest = async (index: number, receivedAt: Date) => {
    const pushes: HubMessage[] = []
    const { vehicleId, device } = await fitted(index)
    const ingest = createIngest({
      db: () => t.db,
      registry: new DeviceRegistry(() => t.db),
      clock: () => receivedAt,
      publish: async (id, message) => void (id === vehicleId && pushes.push(message)),
      maxDelayMs: 1,
    })
    return { vehicleId, device, pushes, ingest }
  }

  const load = async (vehicleId: number): Promise<Vehicle> => {
    const { status, body } = await callAs(t, 'Admin', {
      method: 'GET',
      url: `/api/Vehicles?$filter=id eq ${vehicleId}`,
    })
    expect(status).toBe(200)
    return (body as { items: Vehicle[] }).items[0]!
  }

  it('for random reports (late, duplicated, out of order, tamper set and cleared, SOS, battery readings, status, ignition), alarms resolved, commands confirmed', async () => {
    const { vehicleId, device } = await fitted(0)
    const pushes: HubMessage[] = []
    // The platform's receive time moves on a second per batch, from an hour after the tracker's window. Each run's
    // window is two hours after the previous one's, so its reports are news (the last contact moves), and late ones
    // within the run are not.
    let start = Date.parse('2026-11-20T10:00:00Z')
    let received = start + 60 * 60 * 1000
    const ingest = createIngest({
      db: () => t.db,
      registry: new DeviceRegistry(() => t.db),
      clock: () => {
        received += 1000
        return new Date(received)
      },
      publish: async (id, message) => void (id === vehicleId && pushes.push(message)),
      maxDelayMs: 1,
      // Every contact pushed with its batch: the throttle only delays a push (its own test), the merge is what is held.
      contactIntervalMs: 0,
    })
    // What the API pushes when an agent resolves an alarm (the app's own hub), collected too.
    const published = vi.spyOn(t.app.hub, 'publish')
    published.mockImplementation(async (id, message) => void (id === vehicleId && pushes.push(message)))
    const event = (entry: Report): DeviceEvent => {
      const base = { id: ulid(), serial: device.serialNumber, time: new Date(start + entry.seconds * 1000) }
      switch (entry.kind) {
        case 'gps':
          return {
            ...base,
            type: 'gps',
            data: {
              latitudeDegrees: entry.latitude,
              longitudeDegrees: 28,
              altitudeMeters: 0,
              speedKph: 0,
              headingDegrees: 0,
              satellites: 8,
            },
          }
        case 'lock':
          return { ...base, type: 'lock', data: { motorStateId: entry.locked ? 1 : 0 } }
        case 'tamper':
          return {
            ...base,
            type: 'tamper',
            data: { carBatteryStateId: entry.disconnected ? 0 : 1, cancelled: entry.cancelled },
          }
        case 'sos':
          return { ...base, type: 'sos', data: { sosStateId: 1 } }
        case 'battery':
          return {
            ...base,
            type: 'battery',
            data: { carBatteryMillivolts: entry.car, deviceBatteryMillivolts: entry.device },
          }
        case 'status':
          return {
            ...base,
            type: 'status',
            data: { applicationVersion: 'Vigil Tracker 2.4.1', autoLockEnabledState: 0 },
          }
        case 'ignition':
          return { ...base, type: 'ignition', data: { on: entry.seconds % 60 === 0 } }
      }
    }

    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          start += 2 * 60 * 60 * 1000
          received = Math.max(received, start + 60 * 60 * 1000)
          let shown = await load(vehicleId)
          for (const next of steps) {
            pushes.length = 0
            if ('batch' in next) await ingest.submit(next.batch.map(event))
            else if ('command' in next) {
              const { status } = await callAs(t, 'Admin', {
                method: 'PUT',
                url: `/api/Vehicles/${vehicleId}/${next.command}`,
              })
              expect(status).toBeLessThan(500)
            } else {
              const alarmId = shown.openAlarmIds[next.resolve % Math.max(1, shown.openAlarmIds.length)]
              if (alarmId === undefined) continue
              const { status } = await callAs(t, 'Technical-Agent', {
                method: 'POST',
                url: `/api/Alarms/${alarmId}/Resolve`,
                payload: { note: 'Checked with the driver' },
              })
              expect(status).toBe(200)
            }
            for (const push of pushes)
              if (push.target !== 'VehicleCommandMessage') shown = mergeHubMessage(shown, push as VehicleHubMessage)
          }
          const now = new Date(received)
          expect(truth(shown, now)).toEqual(truth(await load(vehicleId), now))
        }),
        { numRuns: 25 },
      )
      // The runs did send commands that a later lock report confirmed.
      const confirmed = await t.db
        .select({ id: commands.id })
        .from(commands)
        .where(and(eq(commands.deviceId, device.id), eq(commands.status, 'confirmed')))
      expect(confirmed.length).toBeGreaterThan(0)
    } finally {
      published.mockRestore()
      await ingest.close()
    }
  })

  it('pushes every device time a screen shows, and the time the platform received it', async () => {
    const { vehicleId, device, pushes, ingest } = await fittedIngest(1, new Date('2026-11-27T10:54:00.000Z'))
    // A tracker out of a basement flushes a fix it took 54 minutes ago.
    await ingest.submit([
      {
        id: ulid(),
        serial: device.serialNumber,
        time: new Date('2026-11-27T10:00:00.000Z'),
        type: 'gps',
        data: {
          latitudeDegrees: -26,
          longitudeDegrees: 28,
          altitudeMeters: 0,
          speedKph: 0,
          headingDegrees: 0,
          satellites: 8,
        },
      },
    ])
    await ingest.close()
    const times: DeviceTimes = {
      deviceDateTime: '2026-11-27T10:00:00.000Z',
      receivedDateTime: '2026-11-27T10:54:00.000Z',
    }
    expect(pushes).toEqual([{ target: 'DeviceGpsLocationMessage', message: expect.objectContaining(times) }])
    const listed = await load(vehicleId)
    expect({ deviceDateTime: listed.gpsDateTime, receivedDateTime: listed.gpsReceivedDateTime }).toEqual(times)
    expect(gpsLateness(listed)).toBe(54 * 60 * 1000)
  })

  it("pushes a battery report's readings as the tracker sent them, with its time, and only the newest of a batch", async () => {
    const { vehicleId, device, pushes, ingest } = await fittedIngest(2, new Date('2026-11-27T11:00:05.000Z'))
    const reading = (time: string, carBatteryMillivolts: number | null, deviceBatteryMillivolts: number | null) =>
      ({
        id: ulid(),
        serial: device.serialNumber,
        time: new Date(time),
        type: 'battery',
        data: { carBatteryMillivolts, deviceBatteryMillivolts },
      }) satisfies DeviceEvent
    await ingest.submit([
      reading('2026-11-27T11:00:00.000Z', 11_200, null),
      reading('2026-11-27T10:59:00.000Z', 12_600, 4_100),
    ])
    await ingest.close()
    expect(pushes).toEqual([
      {
        target: 'DeviceBatteryMessage',
        message: {
          vehicleId,
          carBatteryMillivolts: 11_200,
          deviceBatteryMillivolts: null,
          deviceDateTime: '2026-11-27T11:00:00.000Z',
          receivedDateTime: '2026-11-27T11:00:05.000Z',
        },
      },
    ])
    const listed = await load(vehicleId)
    expect(listed).toMatchObject({ carBatteryMillivolts: 11_200, deviceBatteryMillivolts: null })
    expect(vehicleBadges(listed, 'LockState').map((badge) => badge.kind)).toContain('lowCarBattery')
  })
})
