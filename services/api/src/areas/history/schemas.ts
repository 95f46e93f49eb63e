import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const HistoryEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Union(['AuraCallout', 'LockState', 'TamperAlert', 'CapitalAirIncident'].map((t) => Type.Literal(t))),
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
)

export const VehicleHistoryListSchema = listOf(ref(HistoryEntrySchema), 'VehicleHistoryList')
