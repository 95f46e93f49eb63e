import { VEHICLE_EVENT_TYPES, type VehicleHistoryEntry, type VehicleRoute } from '@vigil/domain'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, oneOf } from '../contract.ts'

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const HistoryEntrySchema = declares<VehicleHistoryEntry>()(
  Type.Object(
    {
      id: Type.Integer(),
      type: oneOf(VEHICLE_EVENT_TYPES),
      dateTime: Type.String({ format: 'date-time' }),
      isLocked: nullable(Type.Boolean()),
      isLockedByUserFirstName: nullable(Type.String()),
      isLockedByUserLastName: nullable(Type.String()),
      isLockedChangedByAdminUser: nullable(Type.Boolean()),
      auraCalloutStatus: nullable(Type.String()),
      auraCalloutCreatedByUserFirstName: nullable(Type.String()),
      auraCalloutCreatedByUserLastName: nullable(Type.String()),
      capitalAirIncidentStatus: nullable(Type.String()),
      capitalAirIncidentCreatedByUserFirstName: nullable(Type.String()),
      capitalAirIncidentCreatedByUserLastName: nullable(Type.String()),
      tamperCancelled: nullable(Type.Boolean()),
      tamperCancelledByUserFirstName: nullable(Type.String()),
      tamperCancelledByUserLastName: nullable(Type.String()),
      tamperCarBatteryState: nullable(Type.Integer()),
      tamperGpsState: nullable(Type.Integer()),
      lastKnownGpsLatitudeDegrees: nullable(Type.Number()),
      lastKnownGpsLongitudeDegrees: nullable(Type.Number()),
    },
    { $id: 'VehicleHistoryEntry', title: 'VehicleHistoryEntry' },
  ),
)

export const VehicleHistoryListSchema = listOf(ref(HistoryEntrySchema), 'VehicleHistoryList')

export const VehicleRouteQuery = Type.Object({
  /** The calendar day in South Africa (midnight to midnight, UTC+2). */
  day: Type.String({ format: 'date', description: "The South African calendar day, 'YYYY-MM-DD'." }),
})

/**
 * One day of a vehicle's GPS reports in device-time order, as columns: a day of one report a second is 86,400 points,
 * and three number arrays are a fraction of the bytes and parse time of 86,400 objects.
 */
export const VehicleRouteSchema = declares<VehicleRoute>()(
  Type.Object(
    {
      day: Type.String({ format: 'date' }),
      /** Device times, milliseconds since the epoch, ascending. */
      times: Type.Array(Type.Number()),
      latitudes: Type.Array(Type.Number()),
      longitudes: Type.Array(Type.Number()),
      /** Device times of the day's SOS presses (an SOS report with an alert state). */
      sosTimes: Type.Array(Type.Number()),
    },
    { $id: 'VehicleRoute', title: 'VehicleRoute' },
  ),
)
