import { type TObject, Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'

export const IdParams = Type.Object({ id: IdText() })
export const SerialParams = Type.Object({ serial: Type.String({ minLength: 1, maxLength: 64 }) })
export const LockUnlockParams = Type.Object({
  id: IdText(),
  action: Type.Union([Type.Literal('lock'), Type.Literal('unlock')]),
})
export const PasscodeHeaders = Type.Object({
  'x-passcode': Type.Optional(Type.String({ description: 'The installation checklist passcode.' })),
})

export const ErrorSourceQuery = Type.Object({
  source: Type.Optional(Type.Union([Type.Literal('ignition'), Type.Literal('motor')])),
})

const nullableString = Type.Union([Type.String(), Type.Null()])

export const ByVehicleRegistrationBody = Type.Object(
  {
    VehicleRegistration: Type.String(),
    InstallationBookingId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
    DeviceSerialNumber: Type.String(),
  },
  { $id: 'InstallationLookup', title: 'InstallationLookup' },
)

export const LookupAnswerSchema = Type.Object(
  { id: Type.Union([Type.Integer(), Type.Null()]), message: nullableString },
  { $id: 'InstallationLookupAnswer', title: 'InstallationLookupAnswer' },
)

export const StepSchema = Type.Object(
  {
    id: Type.Integer(),
    stepNumber: Type.Integer(),
    description: Type.String(),
    verified: Type.Boolean(),
    dateCompleted: nullableString,
    /** JSON text; step 5 holds the fuel-cut test's progress. */
    state: Type.String(),
  },
  { $id: 'InstallationStep', title: 'InstallationStep' },
)

export const InstallationSchema = Type.Object(
  {
    id: Type.Integer(),
    vehicleId: Type.Integer(),
    currentStep: Type.Integer(),
    dateCompleted: nullableString,
    message: nullableString,
    installationSteps: Type.Array(ref(StepSchema)),
  },
  { $id: 'Installation', title: 'Installation' },
)

export const UpdateStepBody = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    stepNumber: Type.Integer({ minimum: 1, maximum: 6 }),
    description: Type.Optional(Type.String()),
    verified: Type.Optional(Type.Boolean()),
    dateCompleted: Type.Optional(nullableString),
    state: Type.Optional(nullableString),
  },
  { $id: 'InstallationStepUpdate', title: 'InstallationStepUpdate' },
)

export const StepNumberBody = Type.Object(
  { StepNumber: Type.Integer({ minimum: 1 }) },
  { $id: 'NewInstallationStep', title: 'NewInstallationStep' },
)

const record = { deviceEventId: Type.Integer(), dataDateTime: Type.String({ format: 'date-time' }) }

export const latestEventSchemas = {
  gps: Type.Object(
    { ...record, latitudeDegrees: Type.Number(), longitudeDegrees: Type.Number(), altitudeMeters: Type.Number() },
    { title: 'GpsEvent' },
  ),
  lock: Type.Object({ ...record, motorStateId: Type.Integer() }, { title: 'MotorStateEvent' }),
  'motor-error': Type.Object(
    { ...record, errorMessage: Type.String(), source: Type.String() },
    { title: 'ErrorInfoEvent' },
  ),
  tamper: Type.Object(
    { ...record, carBatteryStateId: Type.Integer(), cancelled: Type.Boolean() },
    { title: 'TamperInfoEvent' },
  ),
  sos: Type.Object({ ...record, sosStateId: Type.Integer() }, { title: 'SosInfoEvent' }),
} as const

const named = <T extends TObject>(schema: T) => {
  const { title } = schema as { title?: string }
  return Type.Object(schema.properties, { $id: title, title }) as unknown as T
}

/** The same records as named schemas, for the latest-event calls (other answers embed the unnamed ones). */
export const namedEventSchemas = {
  gps: named(latestEventSchemas.gps),
  lock: named(latestEventSchemas.lock),
  'motor-error': named(latestEventSchemas['motor-error']),
  tamper: named(latestEventSchemas.tamper),
  sos: named(latestEventSchemas.sos),
} as const
