import type { FleetCompany, FleetMapAnswer, FleetVehicle } from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { declares } from '../contract.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const dateTime = (description: string) => nullable(Type.String({ format: 'date-time', description }))

export const FleetVehicleSchema = declares<FleetVehicle>()(
  Type.Object(
    {
      id: Type.Integer(),
      userId: Type.Integer(),
      userFirstName: Type.String(),
      userLastName: Type.String(),
      registrationNumber: Type.String(),
      nickname: Type.String(),
      make: Type.String(),
      model: Type.String(),
      deviceId: nullable(Type.Integer()),
      deviceSerialNumber: nullable(Type.String()),
      gpsDateTime: dateTime('When the tracker took the newest position, by its own clock.'),
      gpsReceivedDateTime: dateTime('When the platform received that position.'),
      deviceLastSeenDateTime: dateTime("The tracker's newest report of any kind, by its own clock."),
      gpsLatitudeDegrees: nullable(Type.Number()),
      gpsLongitudeDegrees: nullable(Type.Number()),
      isLocked: nullable(Type.Boolean()),
      tamperActive: Type.Boolean(),
      openAlarmIds: Type.Array(Type.Integer()),
      companyIds: Type.Array(Type.Integer(), {
        description: 'The companies (of those the caller may see) linked to the vehicle or to its holder.',
      }),
    },
    { $id: 'FleetVehicle', title: 'FleetVehicle' },
  ),
)

export const FleetCompanySchema = declares<FleetCompany>()(
  Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'FleetCompany', title: 'FleetCompany' }),
)

export const FleetMapSchema = declares<FleetMapAnswer>()(
  Type.Object(
    { vehicles: Type.Array(ref(FleetVehicleSchema)), companies: Type.Array(ref(FleetCompanySchema)) },
    { $id: 'FleetMap', title: 'FleetMap' },
  ),
)
