import type { Database } from '@vigil/db'
import { companies, companyUsers, companyVehicles, deviceEvents, devices, users, vehicles } from '@vigil/db/schema'
import { type Caller, companyScope, vehicleScope } from '@vigil/db/scope'
import { openAlarmIdsSql } from '@vigil/devices'
import type { FleetMapAnswer } from '@vigil/domain'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'

// One vehicle's current tracker, as the vehicle list picks it: the latest one, an active one first.
const currentDevice = sql`${devices.id} = (select ${devices.id} from ${devices} where ${devices.vehicleId} = ${vehicles.id} order by ${devices.active} desc, ${devices.id} desc limit 1)`

const gpsReceivedOn = sql<Date | null>`(select ${deviceEvents.receivedTime} from ${deviceEvents}
  where ${deviceEvents.deviceId} = ${devices.id} and ${deviceEvents.type} = 'gps'
    and ${deviceEvents.deviceTime} = ${vehicles.gpsDateTime})`.mapWith(deviceEvents.receivedTime)

/**
 * Every vehicle the caller may see with what the fleet map draws, in one statement (no paging: the map shows the
 * whole fleet), and the companies they belong to that the caller may see.
 */
export async function fleetMap(db: Database, caller: Caller): Promise<FleetMapAnswer> {
  const visibleCompany = companyScope(caller, companies.id)
  const companyIdsSql = sql<number[]>`coalesce((select json_agg(linked.company_id order by linked.company_id)
    from (select ${companyVehicles.companyId} as company_id from ${companyVehicles} where ${companyVehicles.vehicleId} = ${vehicles.id}
      union select ${companyUsers.companyId} from ${companyUsers} where ${companyUsers.userId} = ${vehicles.userId}) as linked
    join ${companies} on ${companies.id} = linked.company_id
    where ${visibleCompany ?? sql`true`}), '[]'::json)`
  const rows = await db
    .select({
      id: vehicles.id,
      userId: vehicles.userId,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      registrationNumber: vehicles.registrationNumber,
      nickname: vehicles.nickname,
      make: vehicles.make,
      model: vehicles.model,
      deviceId: devices.id,
      deviceSerialNumber: devices.serialNumber,
      gpsDateTime: vehicles.gpsDateTime,
      gpsReceivedDateTime: gpsReceivedOn,
      deviceLastSeenDateTime: devices.lastSeenOn,
      gpsLatitudeDegrees: vehicles.gpsLatitudeDegrees,
      gpsLongitudeDegrees: vehicles.gpsLongitudeDegrees,
      isLocked: vehicles.isLocked,
      tamperActive: vehicles.tamperActive,
      openAlarmIds: openAlarmIdsSql(vehicles.id),
      companyIds: companyIdsSql,
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .leftJoin(devices, currentDevice)
    .where(vehicleScope(caller))
    .orderBy(asc(vehicles.id))
  const companyIds = [...new Set(rows.flatMap((row) => row.companyIds))]
  const named =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(inArray(companies.id, companyIds), visibleCompany))
          .orderBy(asc(companies.name))
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    vehicles: rows.map((row) => ({
      ...row,
      gpsDateTime: iso(row.gpsDateTime),
      gpsReceivedDateTime: iso(row.gpsReceivedDateTime),
      deviceLastSeenDateTime: iso(row.deviceLastSeenDateTime),
    })),
    companies: named,
  }
}
