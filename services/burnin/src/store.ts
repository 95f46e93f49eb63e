import type { Database } from '@vigil/db'
import { burnInTestResults, burnInUnits, devices } from '@vigil/db/schema'
import type { BurnInUnit, TestResult, TestStatus } from '@vigil/domain'
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'

/** A device's one burn-in record; `testStation` is null and `removedOn` set while it is off the bench. */
export type UnitRecord = typeof burnInUnits.$inferSelect

export interface KnownDevice {
  id: number
  serialNumber: string
  active: boolean
}

export async function findDevice(db: Database, serial: string): Promise<KnownDevice | undefined> {
  const [device] = await db
    .select({ id: devices.id, serialNumber: devices.serialNumber, active: devices.active })
    .from(devices)
    .where(eq(devices.serialNumber, serial))
  return device
}

/** The serial's record, on the bench or not. */
export async function findUnit(db: Database, serial: string): Promise<UnitRecord | undefined> {
  const [unit] = await db
    .select()
    .from(burnInUnits)
    .where(eq(burnInUnits.unitSerialNumber, serial))
    .orderBy(asc(burnInUnits.id))
    .limit(1)
  return unit
}

export const isOnBench = (unit: UnitRecord | undefined): unit is UnitRecord =>
  unit !== undefined && unit.removedOn === null

export async function unitOnStation(db: Database, station: string): Promise<UnitRecord | undefined> {
  const [unit] = await db
    .select()
    .from(burnInUnits)
    .where(and(eq(burnInUnits.testStation, station), isNull(burnInUnits.removedOn)))
  return unit
}

export async function unitsOnBench(db: Database): Promise<UnitRecord[]> {
  return db.select().from(burnInUnits).where(isNull(burnInUnits.removedOn)).orderBy(asc(burnInUnits.addedOn))
}

/** Puts a device on a station, reusing its record when it was on the bench before (one history per device). */
export async function placeUnit(db: Database, device: KnownDevice, station: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: burnInUnits.id })
      .from(burnInUnits)
      .where(eq(burnInUnits.unitSerialNumber, device.serialNumber))
      .limit(1)
    if (existing) {
      await tx
        .update(burnInUnits)
        .set({ deviceId: device.id, testStation: station, addedOn: now, removedOn: null })
        .where(eq(burnInUnits.id, existing.id))
    } else {
      await tx
        .insert(burnInUnits)
        .values({ deviceId: device.id, unitSerialNumber: device.serialNumber, testStation: station, addedOn: now })
    }
    await tx.update(devices).set({ testStation: station }).where(eq(devices.id, device.id))
  })
}

/** Takes a unit off its station; its results stay with its record. */
export async function removeUnit(db: Database, unit: UnitRecord, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(burnInUnits).set({ testStation: null, removedOn: now }).where(eq(burnInUnits.id, unit.id))
    if (unit.deviceId !== null) await tx.update(devices).set({ testStation: null }).where(eq(devices.id, unit.deviceId))
  })
}

/** Results for tests about to run: InProgress, not started yet. Answers their ids in the given order. */
export async function queueResults(db: Database, unitId: number, testTypes: readonly string[]): Promise<number[]> {
  if (testTypes.length === 0) return []
  const rows = await db
    .insert(burnInTestResults)
    .values(testTypes.map((testType) => ({ unitId, testType, status: 'InProgress' as const })))
    .returning({ id: burnInTestResults.id, testType: burnInTestResults.testType })
  return testTypes.map((testType) => rows.find((row) => row.testType === testType)!.id)
}

export async function startResult(db: Database, id: number, now: Date): Promise<void> {
  await db.update(burnInTestResults).set({ startTime: now }).where(eq(burnInTestResults.id, id))
}

export interface FinishedResult {
  status: Exclude<TestStatus, 'InProgress'>
  failureReason: string | null
  testData: unknown
}

export async function finishResult(db: Database, id: number, result: FinishedResult, now: Date): Promise<void> {
  await db
    .update(burnInTestResults)
    .set({ ...result, endTime: now })
    .where(and(eq(burnInTestResults.id, id), eq(burnInTestResults.status, 'InProgress')))
}

/** Fails every result still InProgress (of these units, or all): a stop or a restart ended them. */
export async function failUnfinished(
  db: Database,
  failureReason: string,
  now: Date,
  unitIds?: readonly number[],
): Promise<number> {
  const rows = await db
    .update(burnInTestResults)
    .set({ status: 'Failed', failureReason, endTime: now })
    .where(
      and(
        eq(burnInTestResults.status, 'InProgress'),
        unitIds === undefined ? undefined : inArray(burnInTestResults.unitId, [...unitIds]),
      ),
    )
    .returning({ id: burnInTestResults.id })
  return rows.length
}

type ResultRow = typeof burnInTestResults.$inferSelect

const toTestResult = (row: ResultRow): TestResult => ({
  testType: row.testType,
  status: row.status,
  startTime: row.startTime?.toISOString() ?? null,
  endTime: row.endTime?.toISOString() ?? null,
  failureReason: row.failureReason,
  testData: row.testData ?? null,
})

async function resultRows(db: Database, unitIds: readonly number[]): Promise<ResultRow[]> {
  if (unitIds.length === 0) return []
  return db
    .select()
    .from(burnInTestResults)
    .where(inArray(burnInTestResults.unitId, [...unitIds]))
    .orderBy(desc(burnInTestResults.id))
}

/** Each unit's newest result per test type, in the suite's order (unknown test types last). */
export async function currentResults(
  db: Database,
  units: readonly UnitRecord[],
  order: readonly string[],
): Promise<BurnInUnit[]> {
  const rows = await resultRows(
    db,
    units.map((unit) => unit.id),
  )
  const rank = (testType: string) => {
    const index = order.indexOf(testType)
    return index === -1 ? order.length : index
  }
  return units.map((unit) => {
    const latest = new Map<string, ResultRow>()
    for (const row of rows) if (row.unitId === unit.id && !latest.has(row.testType)) latest.set(row.testType, row)
    const results = [...latest.values()].sort((a, b) => rank(a.testType) - rank(b.testType) || a.id - b.id)
    return {
      unitSerialNumber: unit.unitSerialNumber,
      testStation: unit.testStation,
      results: results.map(toTestResult),
    }
  })
}

/** Every result a device ever had on the bench, newest first, whatever happened to the device since. */
export async function burnInHistory(db: Database, serial: string): Promise<TestResult[]> {
  const unit = await findUnit(db, serial)
  return unit ? (await resultRows(db, [unit.id])).map(toTestResult) : []
}
