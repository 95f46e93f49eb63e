import { commands } from '@vigil/db/schema'
import type { DeviceCommandName, DeviceEventOf, DeviceEventType, LockData } from '@vigil/device-protocols'
import { inArray, type SQL, sql } from 'drizzle-orm'
import { isLocked, lockedSql } from '../rules/lock.ts'
import { outstanding } from './states.ts'

/** Commands whose only proof is the device's own answer: no telemetry reports the fuel relay. */
export const confirmedByAnswer: ReadonlySet<DeviceCommandName> = new Set(['cut-fuel', 'restore-fuel'])

/** The command a lock report proves carried out: 'lock' when it reads locked, 'unlock' otherwise. */
export const lockCommandProvedBy = (data: LockData): 'lock' | 'unlock' => (isLocked(data) ? 'lock' : 'unlock')

/** `lockCommandProvedBy` over a lock report's stored data (jsonb). */
export const lockCommandProvedBySql = (data: SQL): SQL<'lock' | 'unlock'> =>
  sql`(case when ${lockedSql(data)} then 'lock' else 'unlock' end)`

/** What a report says, whoever sent it and whenever. */
export type DeviceReport = { [T in DeviceEventType]: Pick<DeviceEventOf<T>, 'type' | 'data'> }[DeviceEventType]

/**
 * What a device's own report proves carried out: a lock report 'lock' or 'unlock', a status report 'status' and,
 * with auto-lock on, 'enable-auto-lock'. Confirmed only by the device's telemetry, never by its word alone.
 */
export function commandsProvedBy(event: DeviceReport): DeviceCommandName[] {
  if (event.type === 'lock') return [lockCommandProvedBy(event.data)]
  if (event.type === 'status')
    return event.data.autoLockEnabledState !== 0 ? ['status', 'enable-auto-lock'] : ['status']
  return []
}

/** `commandsProvedBy` over a stored event's type and data: a subquery of `name` rows, for a lateral join. */
export const commandsProvedBySql = (type: SQL, data: SQL): SQL => sql`(
        select proof.name from (values
          (case when ${type} = 'lock' then ${lockCommandProvedBySql(data)} end),
          (case when ${type} = 'status' then 'status' end),
          (case when ${type} = 'status' and (${data}->>'autoLockEnabledState')::int <> 0 then 'enable-auto-lock' end)
        ) as proof(name)
        where proof.name is not null)`

/**
 * The part of ingest's statement that confirms the outstanding commands its new events prove (`inserted`: the
 * events the statement stored, with device_id, type and data). Names the query `confirmed` (device_id, name,
 * requested_by_user_id, created_on of each command it confirmed) for the parts after it.
 */
export const confirmedCommandsSql = (inserted: SQL, now: Date): SQL => sql`
    proofs as (
      select i.device_id, p.name
      from ${inserted} i, lateral ${commandsProvedBySql(sql`i.type`, sql`i.data`)} p
    ),
    confirmed as (
      update ${commands} set status = 'confirmed', finished_on = ${now}::timestamptz
      where ${inArray(commands.status, [...outstanding])}
        and (${commands.deviceId}, ${commands.name}) in (select device_id, name from proofs)
      returning ${commands.deviceId}, ${commands.name}, ${commands.requestedByUserId}, ${commands.createdOn}
    )`
