import { commands, devices, vehicleHistory, vehicles } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { DeviceRegistry, provisionDevice } from '@vigil/devices'
import type { HubMessage } from '@vigil/hub'
import { and, asc, eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIngest } from '../../src/ingest/pipeline.ts'
import { fitTracker } from '../device-platform/support.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// Batches in flight at once: PostgreSQL overlaps them; PGlite has one session, so one at a time.
const concurrencyOf = { postgres: 3, pglite: 1 } as const

describe.each(drivers)('ingest with batches in flight on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t?.close())
  /** A new tracker, linked to the vehicle in place of its own. */
  /** The database as the ingest gets it, recording each call made on it: each one is a statement (or a transaction). */
  const counting = () => {
    const calls: string[] = []
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          calls.push(String(property))
          return value.apply(target, args)
        }
      },
    })
    return { db, calls }
  }
  const fitNewTracker = async (prefix: string, vehicleId: number) => {
    const serial = `${prefix}${Date.now().toString(36).toUpperCase()}`
    const { id: deviceId } = await provisionDevice(t.db, serial)
    await fitTracker(t.db, deviceId, vehicleId)
    return { serial, deviceId }
  }

  it('keeps lock state, history and hub pushes in arrival order, and stores a resend once', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    const { serial } = await fitNewTracker('VP', vehicleId)
    const pushes: HubMessage[] = []
    const ingest = createIngest({
      db: () => t.db,
      registry: new DeviceRegistry(() => t.db),
      clock: () => new Date(),
      publish: async (_vehicleId, message) => {
        pushes.push(message)
      },
      // One event a batch, so every event is its own transaction racing the others.
      batchRows: 1,
      maxBatchRows: 1,
      maxDelayMs: 0,
      concurrency: concurrencyOf[driver],
    })
    const start = Date.parse('2026-04-01T08:00:00.000Z')
    const reports: DeviceEvent[] = Array.from({ length: 24 }, (_, i) => ({
      id: ulid(start + i),
      serial,
      time: new Date(start + i * 1000),
      type: 'lock',
      data: { motorStateId: i % 3 === 0 ? 0 : 1 },
    }))
    await Promise.all([...reports, reports[3]!].map((report) => ingest.submit([report])))
    await ingest.close()

    const expected = reports.map((report) => report.type === 'lock' && report.data.motorStateId !== 0)
    expect(ingest.stored).toBe(reports.length)
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
    expect(vehicle!.isLocked).toBe(expected.at(-1))
    const history = await t.db
      .select({ isLocked: vehicleHistory.isLocked })
      .from(vehicleHistory)
      .where(and(eq(vehicleHistory.vehicleId, vehicleId), eq(vehicleHistory.type, 'LockState')))
      .orderBy(asc(vehicleHistory.id))
    expect(history.map((entry) => entry.isLocked)).toEqual(expected)
    const locks = pushes.filter((push) => push.target === 'DeviceLockUnlockMessage')
    expect(locks.map((push) => (push.message as { locked: boolean }).locked)).toEqual(expected)
  })

  it('writes position and battery batches in one statement each, and a batch of resends alone changes nothing', async () => {
    const vehicleId = t.demo.vehicleIds[3]!
    const { serial, deviceId } = await fitNewTracker('VQ', vehicleId)
    const ingestWith = (db: typeof t.db) =>
      createIngest({
        db: () => db,
        registry: new DeviceRegistry(() => t.db),
        clock: () => new Date(),
        publish: async () => {},
        batchRows: 1,
        maxBatchRows: 1,
        maxDelayMs: 0,
        concurrency: concurrencyOf[driver],
      })
    const start = Date.parse('2026-04-02T08:00:00.000Z')
    const reports: DeviceEvent[] = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0
        ? {
            id: ulid(start + i),
            serial,
            time: new Date(start + i * 1000),
            type: 'gps',
            data: {
              latitudeDegrees: -26 - i / 100,
              longitudeDegrees: 28,
              altitudeMeters: 1700,
              speedKph: 0,
              headingDegrees: 0,
              satellites: 9,
            },
          }
        : {
            id: ulid(start + i),
            serial,
            time: new Date(start + i * 1000),
            type: 'battery',
            data: { carBatteryMillivolts: 12_000 + i, deviceBatteryMillivolts: 4_000 },
          },
    )
    const first = counting()
    const ingest = ingestWith(first.db)
    await Promise.all(reports.map((report) => ingest.submit([report])))
    await ingest.close()
    const again = counting()
    const resend = ingestWith(again.db)
    await resend.submit([reports[1]!])
    await resend.close()

    expect(ingest.stored).toBe(reports.length)
    expect(resend.stored).toBe(0)
    // One event a batch: 16 batches made 16 statements and nothing else (no transaction, no second query), the resend one.
    expect(first.calls).toEqual(reports.map(() => 'execute'))
    expect(again.calls).toEqual(['execute'])
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
    expect(vehicle!.gpsLatitudeDegrees).toBeCloseTo(-26.14, 6)
    expect(vehicle!.gpsDateTime?.getTime()).toBe(start + 14_000)
    expect(vehicle!.carBatteryMillivolts).toBe(12_015)
    const [device] = await t.db.select().from(devices).where(eq(devices.id, deviceId))
    expect(device!.lastSeenOn?.getTime()).toBe(start + 15_000)
  })

  it("takes a status report's version and auto-lock state, and confirms the commands it proves and no others", async () => {
    const { serial, deviceId } = await fitNewTracker('VS', t.demo.vehicleIds[4]!)
    const expiresOn = new Date(Date.now() + 60_000)
    const outstanding = (['status', 'enable-auto-lock', 'lock'] as const).map((name) => ({
      correlationId: ulid(),
      deviceId,
      name,
      status: 'sent' as const,
      expiresOn,
    }))
    await t.db.insert(commands).values(outstanding)
    const ingest = createIngest({
      db: () => t.db,
      registry: new DeviceRegistry(() => t.db),
      clock: () => new Date(),
      publish: async () => {},
    })
    const start = Date.parse('2026-04-03T08:00:00.000Z')
    await ingest.submit([
      {
        id: ulid(start),
        serial,
        time: new Date(start),
        type: 'status',
        data: { applicationVersion: '2.1.0', autoLockEnabledState: 0 },
      },
      {
        id: ulid(start + 1000),
        serial,
        time: new Date(start + 1000),
        type: 'status',
        data: { applicationVersion: '2.2.0', autoLockEnabledState: 1 },
      },
    ])
    await ingest.close()

    const [device] = await t.db.select().from(devices).where(eq(devices.id, deviceId))
    expect(device).toMatchObject({ applicationVersion: '2.2.0', autoLockEnabledState: 1 })
    const states = await t.db
      .select({ name: commands.name, status: commands.status })
      .from(commands)
      .where(eq(commands.deviceId, deviceId))
    expect(Object.fromEntries(states.map((row) => [row.name, row.status]))).toEqual({
      status: 'confirmed',
      'enable-auto-lock': 'confirmed',
      lock: 'sent',
    })
  })
})
