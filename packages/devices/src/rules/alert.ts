import { alarms } from '@vigil/db/schema'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

// The SQL twin of the domain's `vehicleAlert` (@vigil/domain, vehicles/facts.ts): the alert is the tracker's own
// tamper state or an alarm on the vehicle that the desk has not resolved. The list answers both parts (`tamperActive`,
// `openAlarmIds`) and the live merge keeps both, so the screen derives the alert the same way before and after a reload.

/** The ids of the vehicle's alarms not yet resolved, ascending, as a JSON array (`openAlarmIds`). */
export const openAlarmIdsSql = (vehicleId: SQLWrapper): SQL<number[]> =>
  sql<number[]>`coalesce((select json_agg(${alarms.id} order by ${alarms.id}) from ${alarms}
    where ${alarms.vehicleId} = ${vehicleId} and ${alarms.resolvedOn} is null), '[]'::json)`

/** Whether the vehicle has an alarm not yet resolved (the open-alarms index answers it). */
export const hasOpenAlarmSql = (vehicleId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${alarms} where ${alarms.vehicleId} = ${vehicleId} and ${alarms.resolvedOn} is null)`

/** `vehicleAlert` over stored state: the tracker's tamper flag, or an open alarm on the vehicle. */
export const vehicleAlertSql = (tamperActive: SQLWrapper, vehicleId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`(${tamperActive} or ${hasOpenAlarmSql(vehicleId)})`
