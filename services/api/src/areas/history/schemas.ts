import { VEHICLE_EVENT_TYPES, type VehicleHistoryEntry } from '@vigil/domain'
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
