import type { Database } from '@vigil/db'
import { deviceEvents, devices, users, vehicleHistory } from '@vigil/db/schema'
import type { VehicleRoute } from '@vigil/domain'
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { defineODataResource, pagedList, pageLimit, pageOffset, valueCondition } from '../../odata/index.ts'

export const historyResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: vehicleHistory.id },
    type: { type: 'string', sql: vehicleHistory.type },
    dateTime: { type: 'datetime', sql: vehicleHistory.dateTime },
    isLocked: { type: 'boolean', sql: vehicleHistory.isLocked },
  },
  tiebreaker: vehicleHistory.id,
  defaultOrderBy: 'dateTime desc, id desc',
  // The trip replay places a whole day's entries on its route in one request.
  maxPageSize: 500,
})

const lockedBy = alias(users, 'locked_by')
const createdBy = alias(users, 'created_by')
const cancelledBy = alias(users, 'cancelled_by')

/** The history entry of spec section 3. */
const entryColumns = {
  id: vehicleHistory.id,
  type: vehicleHistory.type,
  dateTime: sql<string>`to_char(${vehicleHistory.dateTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  isLocked: vehicleHistory.isLocked,
  isLockedByUserFirstName: lockedBy.firstName,
  isLockedByUserLastName: lockedBy.lastName,
  isLockedChangedByAdminUser: vehicleHistory.isLockedChangedByAdminUser,
  auraCalloutStatus: vehicleHistory.auraCalloutStatus,
  auraCalloutCreatedByUserFirstName: sql<
    string | null
  >`case when ${vehicleHistory.type} = 'AuraCallout' then ${createdBy.firstName} end`,
  auraCalloutCreatedByUserLastName: sql<
    string | null
  >`case when ${vehicleHistory.type} = 'AuraCallout' then ${createdBy.lastName} end`,
  capitalAirIncidentStatus: vehicleHistory.capitalAirIncidentStatus,
  capitalAirIncidentCreatedByUserFirstName: sql<
    string | null
  >`case when ${vehicleHistory.type} = 'CapitalAirIncident' then ${createdBy.firstName} end`,
  capitalAirIncidentCreatedByUserLastName: sql<
    string | null
  >`case when ${vehicleHistory.type} = 'CapitalAirIncident' then ${createdBy.lastName} end`,
  tamperCancelled: vehicleHistory.tamperCancelled,
  tamperCancelledByUserFirstName: cancelledBy.firstName,
  tamperCancelledByUserLastName: cancelledBy.lastName,
  tamperCarBatteryState: vehicleHistory.tamperCarBatteryState,
  tamperGpsState: vehicleHistory.tamperGpsState,
  lastKnownGpsLatitudeDegrees: vehicleHistory.lastKnownGpsLatitudeDegrees,
  lastKnownGpsLongitudeDegrees: vehicleHistory.lastKnownGpsLongitudeDegrees,
}

export const historyFields = Object.keys(entryColumns) as (keyof typeof entryColumns)[]

function selectEntries(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(vehicleHistory)
    .leftJoin(lockedBy, eq(lockedBy.id, vehicleHistory.isLockedByUserId))
    .leftJoin(createdBy, eq(createdBy.id, vehicleHistory.createdByUserId))
    .leftJoin(cancelledBy, eq(cancelledBy.id, vehicleHistory.tamperCancelledByUserId))
    .where(where)
}

export type HistoryEntry = Awaited<ReturnType<typeof selectEntries>>[number]

/** A page of history; pass `historyOf(vehicleId)` as a condition. */
export const listHistory = pagedList('history', (db: Database, where, orderBy) => ({
  list: selectEntries(db, where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db.select({ total: count() }).from(vehicleHistory).where(where),
}))

/** The entries of one vehicle. */
export const historyOf = (vehicleId: number) =>
  valueCondition('vehicleId', vehicleId, (id) => eq(vehicleHistory.vehicleId, id))

/** Every entry newest first, read in keyset pages so memory stays constant however long the history is. */
export async function* allHistory(db: Database, vehicleId: number, pageSize = 500): AsyncGenerator<HistoryEntry[]> {
  let after: { dateTime: string; id: number } | undefined
  for (;;) {
    const page = await selectEntries(
      db,
      and(
        eq(vehicleHistory.vehicleId, vehicleId),
        after
          ? or(
              lt(vehicleHistory.dateTime, new Date(after.dateTime)),
              and(eq(vehicleHistory.dateTime, new Date(after.dateTime)), lt(vehicleHistory.id, after.id)),
            )
          : undefined,
      ),
    )
      .orderBy(desc(vehicleHistory.dateTime), desc(vehicleHistory.id))
      .limit(pageSize)
    if (page.length === 0) return
    yield page
    if (page.length < pageSize) return
    const last = page.at(-1)!
    after = { dateTime: last.dateTime, id: last.id }
  }
}

/** The route's columns; the route answers them with the day they belong to. */
export type RouteColumns = Omit<VehicleRoute, 'day'>

/**
 * The GPS reports and SOS presses of the vehicle's trackers between `from` and `to` by device time, oldest first. Each
 * tracker's reports are one range of the events' key (device, type, device time), so a day of 86,400 reports is an
 * index range scan, not a search.
 */
export async function vehicleRoute(db: Database, vehicleId: number, from: Date, to: Date): Promise<RouteColumns> {
  const trackers = sql`(select ${devices.id} from ${devices} where ${devices.vehicleId} = ${vehicleId})`
  const inDay = and(
    sql`${deviceEvents.deviceId} in ${trackers}`,
    gte(deviceEvents.deviceTime, from),
    lt(deviceEvents.deviceTime, to),
  )
  const reports = await db
    .select({
      time: sql<number>`(extract(epoch from ${deviceEvents.deviceTime}) * 1000)::float8`.mapWith(Number),
      latitude: sql<number>`(${deviceEvents.data}->>'latitudeDegrees')::float8`.mapWith(Number),
      longitude: sql<number>`(${deviceEvents.data}->>'longitudeDegrees')::float8`.mapWith(Number),
    })
    .from(deviceEvents)
    .where(and(eq(deviceEvents.type, 'gps'), inDay))
    .orderBy(asc(deviceEvents.deviceTime))
  const presses = await db
    .select({ time: sql<number>`(extract(epoch from ${deviceEvents.deviceTime}) * 1000)::float8`.mapWith(Number) })
    .from(deviceEvents)
    .where(and(eq(deviceEvents.type, 'sos'), inDay, sql`(${deviceEvents.data}->>'sosStateId')::int <> 0`))
    .orderBy(asc(deviceEvents.deviceTime))
  const route: RouteColumns = { times: [], latitudes: [], longitudes: [], sosTimes: presses.map(({ time }) => time) }
  for (const report of reports) {
    route.times.push(report.time)
    route.latitudes.push(report.latitude)
    route.longitudes.push(report.longitude)
  }
  return route
}
