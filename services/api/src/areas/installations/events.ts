import type { Database } from '@vigil/db'
import { deviceEvents, devices, eventsOfSerial } from '@vigil/db/schema'
import { lockedSql } from '@vigil/devices'
import { invalidFields, vehicleMessages } from '@vigil/domain'
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm'

export const LATEST_EVENT_COUNT = 10
const HOUR_MS = 60 * 60 * 1000

type EventKind = 'gps' | 'lock' | 'motor-error' | 'tamper' | 'sos'

const common = {
  deviceEventId: deviceEvents.id,
  dataDateTime: sql<string>`to_char(${deviceEvents.deviceTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
}

/** The spec's device event records per kind: deviceEventId, dataDateTime and the kind's own fields. */
const fieldsByKind = {
  gps: {
    ...common,
    latitudeDegrees: sql<number>`(${deviceEvents.data}->>'latitudeDegrees')::float8`,
    longitudeDegrees: sql<number>`(${deviceEvents.data}->>'longitudeDegrees')::float8`,
    altitudeMeters: sql<number>`(${deviceEvents.data}->>'altitudeMeters')::float8`,
  },
  lock: { ...common, motorStateId: sql<number>`(${deviceEvents.data}->>'motorStateId')::int` },
  'motor-error': {
    ...common,
    errorMessage: sql<string>`${deviceEvents.data}->>'errorMessage'`,
    source: sql<string>`${deviceEvents.data}->>'source'`,
  },
  tamper: {
    ...common,
    carBatteryStateId: sql<number>`(${deviceEvents.data}->>'carBatteryStateId')::int`,
    cancelled: sql<boolean>`(${deviceEvents.data}->>'cancelled')::boolean`,
  },
  sos: { ...common, sosStateId: sql<number>`(${deviceEvents.data}->>'sosStateId')::int` },
} as const

/** The newest events of one kind of a device, newest first (the event cards of a checklist step). */
export async function latestEvents<K extends EventKind>(db: Database, serial: string, kind: K, extra?: SQL) {
  const rows = await db
    .select(fieldsByKind[kind])
    .from(deviceEvents)
    .where(and(eventsOfSerial(serial), eq(deviceEvents.type, kind), extra))
    .orderBy(desc(deviceEvents.deviceTime))
    .limit(LATEST_EVENT_COUNT)
  return rows.map((row) => ({ ...row, deviceEventId: Number(row.deviceEventId) }))
}

export const errorSourceCondition = (source: 'ignition' | 'motor') => sql`${deviceEvents.data}->>'source' = ${source}`

/**
 * GET /Installations/HasEventInLastHour/{serial}: whether the tracker reported in the last hour. A serial no tracker
 * has is a field error ('Device not found'), so the installer is not told that a tracker that does not exist is silent.
 */
export async function hasEventInLastHour(db: Database, serial: string, now: Date): Promise<boolean> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.serialNumber, serial.trim()))
    .limit(1)
  if (!device) throw invalidFields({ deviceSerialNumber: vehicleMessages.deviceNotFound })
  const [row] = await db
    .select({ id: deviceEvents.id })
    .from(deviceEvents)
    .where(and(eventsOfSerial(serial), gte(deviceEvents.receivedTime, new Date(now.getTime() - HOUR_MS))))
    .limit(1)
  return row !== undefined
}

/** The events that prove checklist steps 1-4 and 6. */
export const stepEvidence: Readonly<Record<number, { type: EventKind; where?: SQL }>> = {
  1: { type: 'lock' },
  2: { type: 'motor-error', where: errorSourceCondition('ignition') },
  3: { type: 'motor-error', where: errorSourceCondition('motor') },
  4: { type: 'tamper' },
  6: { type: 'sos' },
}

/** Whether the device reported what the step waits for since the step was added. */
export async function stepHasEvidence(db: Database, serial: string, stepNumber: number, since: Date): Promise<boolean> {
  const evidence = stepEvidence[stepNumber]
  if (!evidence) return true
  const [row] = await db
    .select({ id: deviceEvents.id })
    .from(deviceEvents)
    .where(
      and(
        eventsOfSerial(serial),
        eq(deviceEvents.type, evidence.type),
        gte(deviceEvents.receivedTime, since),
        evidence.where,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The first lock report in the wanted state since `since` (step 5's lock and unlock stages). */
export async function lockReportSince(db: Database, serial: string, locked: boolean, since: Date) {
  const [row] = await db
    .select({ time: deviceEvents.deviceTime })
    .from(deviceEvents)
    .where(
      and(
        eventsOfSerial(serial),
        eq(deviceEvents.type, 'lock'),
        gte(deviceEvents.receivedTime, since),
        locked ? lockedSql(sql`${deviceEvents.data}`) : sql`not ${lockedSql(sql`${deviceEvents.data}`)}`,
      ),
    )
    .orderBy(deviceEvents.deviceTime)
    .limit(1)
  return row?.time
}
