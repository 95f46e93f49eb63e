import type { Database } from '@vigil/db'
import { alarms, users, vehicles } from '@vigil/db/schema'
import { vehicleAlertSql as alertSql, hasOpenAlarmSql } from '@vigil/devices'
import type { Alarm, AlarmKind } from '@vigil/domain'
import { alarmRuleName, alarmStatus } from '@vigil/domain'
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

export const holder = alias(users, 'alarm_holder')
const acknowledger = alias(users, 'alarm_acknowledger')
const armedResponder = alias(users, 'alarm_armed_responder')
const airAmbulanceCaller = alias(users, 'alarm_air_ambulance_caller')
const resolver = alias(users, 'alarm_resolver')

const nameOf = (person: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`(${person.firstName} || ' ' || ${person.lastName})`

/** The status as SQL, the same rule as the domain's `alarmStatus` (so lists filter and sort on it). */
export const alarmStatusSql: SQL<string> = sql<string>`(case
  when ${alarms.resolvedOn} is not null then 'Resolved'
  when ${alarms.armedResponseOn} is not null or ${alarms.airAmbulanceOn} is not null then 'Dispatched'
  when ${alarms.acknowledgedOn} is not null then 'Acknowledged'
  else 'Open' end)`

export const alarmColumns = {
  id: alarms.id,
  vehicleId: alarms.vehicleId,
  kind: alarms.kind,
  ruleName: alarms.ruleName,
  evidence: alarms.evidence,
  raisedOn: alarms.raisedOn,
  lastReportedOn: alarms.lastReportedOn,
  reportCount: alarms.reportCount,
  latitudeDegrees: alarms.latitudeDegrees,
  longitudeDegrees: alarms.longitudeDegrees,
  registrationNumber: vehicles.registrationNumber,
  nickname: vehicles.nickname,
  make: vehicles.make,
  model: vehicles.model,
  accountHolderId: vehicles.userId,
  accountHolderName: nameOf(holder),
  accountHolderPhone: sql<string>`('+' || ${holder.phoneCode} || ' ' || ${holder.phoneNumber})`,
  acknowledgedOn: alarms.acknowledgedOn,
  acknowledgedBy: nameOf(acknowledger),
  armedResponseOn: alarms.armedResponseOn,
  armedResponseBy: nameOf(armedResponder),
  airAmbulanceOn: alarms.airAmbulanceOn,
  airAmbulanceBy: nameOf(airAmbulanceCaller),
  resolvedOn: alarms.resolvedOn,
  resolvedBy: nameOf(resolver),
  resolutionNote: alarms.resolutionNote,
}

/** Alarms with their vehicle, account holder and the names of the agents who worked them; add where/order/limit. */
export const selectAlarms = (db: Database) =>
  db
    .select(alarmColumns)
    .from(alarms)
    .innerJoin(vehicles, eq(vehicles.id, alarms.vehicleId))
    .innerJoin(holder, eq(holder.id, vehicles.userId))
    .leftJoin(acknowledger, eq(acknowledger.id, alarms.acknowledgedByUserId))
    .leftJoin(armedResponder, eq(armedResponder.id, alarms.armedResponseByUserId))
    .leftJoin(airAmbulanceCaller, eq(airAmbulanceCaller.id, alarms.airAmbulanceByUserId))
    .leftJoin(resolver, eq(resolver.id, alarms.resolvedByUserId))

export type AlarmRow = Awaited<ReturnType<ReturnType<typeof selectAlarms>['execute']>>[number]

// Timestamps come back as Date from a column and as text from raw SQL; both become ISO 8601.
const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString()

/** A row as the API answers it: ISO times and the status its times say. */
export function toAlarm(row: AlarmRow): Alarm {
  const alarm = {
    ...row,
    kind: row.kind as AlarmKind,
    ruleName: alarmRuleName(row.kind as AlarmKind, row.ruleName),
    raisedOn: iso(row.raisedOn)!,
    lastReportedOn: iso(row.lastReportedOn)!,
    nickname: row.nickname ?? '',
    accountHolderName: row.accountHolderName ?? '',
    acknowledgedOn: iso(row.acknowledgedOn),
    armedResponseOn: iso(row.armedResponseOn),
    airAmbulanceOn: iso(row.airAmbulanceOn),
    resolvedOn: iso(row.resolvedOn),
  }
  return { ...alarm, status: alarmStatus(alarm) }
}

/** The alarms with these ids, as answered. */
export async function alarmsById(db: Database, ids: readonly number[]): Promise<Alarm[]> {
  if (ids.length === 0) return []
  const rows = await selectAlarms(db).where(
    sql`${alarms.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  return rows.map((row) => toAlarm(row))
}

/**
 * Whether the vehicle has an unresolved alarm: the clients list's 'Active alerts' sort and the vehicle's alert read it
 * (with the tracker's own tamper state), so they show what the alarm desk shows. Uses the open-alarms index.
 */
export const openAlarmOn = (vehicleId: SQLWrapper): SQL<boolean> => hasOpenAlarmSql(vehicleId)

/** The vehicle's alert as lists answer it: `vehicleAlert` of the domain, in SQL (@vigil/devices). */
export const vehicleAlertSql = (): SQL<boolean> => alertSql(vehicles.tamperActive, vehicles.id)
