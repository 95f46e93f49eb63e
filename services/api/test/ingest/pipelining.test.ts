import { and, asc, eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, vehicleHistory, vehicles } from '../../src/db/schema/index.ts'
import { provisionDevice } from '../../src/devices/credentials.ts'
import { DeviceRegistry } from '../../src/devices/registry.ts'
import type { DeviceEvent } from '../../src/gateway/index.ts'
import type { HubMessage } from '../../src/hub/index.ts'
import { createIngest } from '../../src/ingest/pipeline.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// Batches in flight at once: PostgreSQL overlaps them; PGlite has one session, so one at a time.
const concurrencyOf = { postgres: 3, pglite: 1 } as const

describe.each(drivers)('ingest with batches in flight on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t?.close())

  it('keeps lock state, history and hub pushes in arrival order, and stores a resend once', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    const serial = `VP${Date.now().toString(36).toUpperCase()}`
    const { id: deviceId } = await provisionDevice(t.db, serial)
    await t.db.update(devices).set({ vehicleId: null }).where(eq(devices.vehicleId, vehicleId))
    await t.db.update(devices).set({ vehicleId }).where(eq(devices.id, deviceId))
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
    expect(locks.map((push) => (push.payload as { locked: boolean }).locked)).toEqual(expected)
  })
})
