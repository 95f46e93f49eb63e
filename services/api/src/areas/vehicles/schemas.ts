import { type Device, ONBOARDING_STATUSES, type Vehicle } from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, oneOf } from '../contract.ts'
import { AvailabilitySchema } from '../reference/schemas.ts'
import { DriverSchema } from '../users/schemas.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const VehicleSchema = declares<Vehicle>()(
  Type.Object(
    {
      id: Type.Integer(),
      userId: Type.Integer(),
      userFirstName: Type.String(),
      userLastName: Type.String(),
      userEmail: Type.String(),
      registrationNumber: Type.String(),
      make: Type.String(),
      model: Type.String(),
      makeVariant: Type.String(),
      nickname: Type.String(),
      registrationYear: Type.String(),
      vehicleColour: Type.String(),
      vinNumber: nullable(Type.String()),
      engineNumber: nullable(Type.String()),
      subscriptionId: nullable(Type.Integer()),
      subscriptionPlanId: nullable(Type.Integer()),
      subscriptionPlanDisplayName: nullable(Type.String()),
      subscriptionPlanDescription: nullable(Type.String()),
      subscriptionDepositAmountPaid: nullable(Type.Boolean()),
      drivers: Type.Array(ref(DriverSchema)),
      createdOnDateTime: Type.String({ format: 'date-time' }),
      deviceId: nullable(Type.Integer()),
      deviceSerialNumber: nullable(Type.String()),
      deviceActive: nullable(Type.Boolean()),
      applicationVersion: nullable(Type.String()),
      autoLockEnabledState: nullable(Type.Integer({ description: '0 means disabled.' })),
      gpsDateTime: nullable(
        Type.String({
          format: 'date-time',
          description: 'When the tracker took the newest position, by its own clock.',
        }),
      ),
      gpsReceivedDateTime: nullable(
        Type.String({ format: 'date-time', description: 'When the platform received that position.' }),
      ),
      deviceLastSeenDateTime: nullable(
        Type.String({ format: 'date-time', description: "The tracker's newest report of any kind, by its own clock." }),
      ),
      gpsLatitudeDegrees: nullable(Type.Number()),
      gpsLongitudeDegrees: nullable(Type.Number()),
      isLocked: nullable(Type.Boolean()),
      tamperActive: Type.Boolean({ description: "The tracker's newest tamper report says tamper." }),
      openAlarmIds: Type.Array(Type.Integer(), {
        description: "The vehicle's alarms not yet resolved; with tamperActive they make its alert.",
      }),
      carBatteryMillivolts: nullable(Type.Integer()),
      deviceBatteryMillivolts: nullable(Type.Integer()),
      onBoardingStatus: oneOf(ONBOARDING_STATUSES),
      installationBookingId: nullable(Type.Integer()),
      installationBookingUtcDateTime: nullable(Type.String({ format: 'date-time' })),
      regionId: nullable(Type.Integer()),
      regionName: nullable(Type.String()),
      fitmentCenterId: nullable(Type.Integer()),
      fitmentCenterArea: nullable(Type.String()),
      fitmentCenterName: nullable(Type.String()),
      installationAvailability: Type.Array(ref(AvailabilitySchema), {
        description: 'When the booked fitment centre takes installations.',
      }),
    },
    { $id: 'Vehicle', title: 'Vehicle' },
  ),
)

export const NewVehicleBody = Type.Object(
  {
    colour: Type.String(),
    registrationNumber: Type.String(),
    vinNumber: Type.Optional(nullable(Type.String())),
    engineNumber: Type.Optional(nullable(Type.String())),
    vehicle: Type.String({ description: 'The make and variant as chosen in the vehicle search.' }),
    registrationYear: Type.Union([Type.Integer(), Type.String()], { description: "A year or 'Older than 1999'." }),
    userId: Type.Integer(),
    vehicleTypeId: Type.Integer(),
  },
  { $id: 'NewVehicle', title: 'NewVehicle' },
)

export const DeviceSchema = declares<Device>()(
  Type.Object(
    {
      id: Type.Integer(),
      serialNumber: Type.String(),
      active: Type.Boolean(),
      VehicleId: Type.Integer({ description: '0 when the device is not linked to a vehicle.' }),
      testStation: nullable(Type.String()),
    },
    { $id: 'Device', title: 'Device' },
  ),
)

export const VehicleListSchema = listOf(ref(VehicleSchema), 'VehicleList')
export const DeviceListSchema = listOf(ref(DeviceSchema), 'DeviceList')
