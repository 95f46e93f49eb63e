import { Type } from 'typebox'

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) })
export const SerialParams = Type.Object({ serial: Type.String({ minLength: 1, maxLength: 64 }) })
export const LockUnlockParams = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  action: Type.Union([Type.Literal('lock'), Type.Literal('unlock')]),
})
export const PasscodeHeaders = Type.Object({
  'x-passcode': Type.Optional(Type.String({ description: 'The installation checklist passcode.' })),
})

export const ErrorSourceQuery = Type.Object({
  source: Type.Optional(Type.Union([Type.Literal('ignition'), Type.Literal('motor')])),
})

const nullableString = Type.Union([Type.String(), Type.Null()])

export const ByVehicleRegistrationBody = Type.Object({
  VehicleRegistration: Type.String(),
  InstallationBookingId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
  DeviceSerialNumber: Type.String(),
})

export const LookupAnswerSchema = Type.Object(
  { id: Type.Union([Type.Integer(), Type.Null()]), message: nullableString },
  { title: 'InstallationLookupAnswer' },
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
  { title: 'InstallationStep' },
)

export const InstallationSchema = Type.Object(
  {
    id: Type.Integer(),
    vehicleId: Type.Integer(),
    currentStep: Type.Integer(),
    dateCompleted: nullableString,
    message: nullableString,
    installationSteps: Type.Array(StepSchema),
  },
  { title: 'Installation' },
)

export const UpdateStepBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  stepNumber: Type.Integer({ minimum: 1, maximum: 6 }),
  description: Type.Optional(Type.String()),
  verified: Type.Optional(Type.Boolean()),
  dateCompleted: Type.Optional(nullableString),
  state: Type.Optional(nullableString),
})

export const StepNumberBody = Type.Object({ StepNumber: Type.Integer({ minimum: 1 }) })

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
