import type {
  ChecklistPasscode,
  ErrorInfoEvent,
  GpsEvent,
  Installation,
  InstallationLookupPayload,
  InstallationLookupResponse,
  InstallationStep,
  MotorStateEvent,
  SosInfoEvent,
  TamperInfoEvent,
} from '@vigil/domain'
import { type TProperties, Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { declares } from '../contract.ts'

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

/**
 * Declares the domain's payload, but the route does not run its struct (no `bodyCheckedBy`): the lookup keys its
 * errors by the checklist screen's fields, which `installationLookupValues` reads the body as.
 */
export const ByVehicleRegistrationBody = declares<InstallationLookupPayload>()(
  Type.Object(
    {
      VehicleRegistration: Type.String(),
      InstallationBookingId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
      DeviceSerialNumber: Type.String(),
    },
    { $id: 'InstallationLookup', title: 'InstallationLookup' },
  ),
)

export const LookupAnswerSchema = declares<InstallationLookupResponse>()(
  Type.Object(
    { id: Type.Union([Type.Integer(), Type.Null()]), message: nullableString },
    { $id: 'InstallationLookupAnswer', title: 'InstallationLookupAnswer' },
  ),
)

export const StepSchema = declares<InstallationStep>()(
  Type.Object(
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
  ),
)

export const InstallationSchema = declares<Installation>()(
  Type.Object(
    {
      id: Type.Integer(),
      vehicleId: Type.Integer(),
      currentStep: Type.Integer(),
      dateCompleted: nullableString,
      message: nullableString,
      installationSteps: Type.Array(ref(StepSchema)),
      autoLockEnabled: Type.Boolean(),
    },
    { $id: 'Installation', title: 'Installation' },
  ),
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

/**
 * A device event record: inline for the answers that embed it, and named (with an $id) for the latest-event calls;
 * the document shows both as the one named schema.
 */
const eventRecord = <P extends TProperties>(title: string, properties: P) => ({
  inline: Type.Object({ ...record, ...properties }, { title }),
  named: Type.Object({ ...record, ...properties }, { $id: title, title }),
})

const gps = eventRecord('GpsEvent', {
  latitudeDegrees: Type.Number(),
  longitudeDegrees: Type.Number(),
  altitudeMeters: Type.Number(),
})
const lock = eventRecord('MotorStateEvent', { motorStateId: Type.Integer() })
const motorError = eventRecord('ErrorInfoEvent', { errorMessage: Type.String(), source: Type.String() })
const tamper = eventRecord('TamperInfoEvent', { carBatteryStateId: Type.Integer(), cancelled: Type.Boolean() })
const sos = eventRecord('SosInfoEvent', { sosStateId: Type.Integer() })

export const latestEventSchemas = {
  gps: gps.inline,
  lock: lock.inline,
  'motor-error': motorError.inline,
  tamper: tamper.inline,
  sos: sos.inline,
} as const

/** The same records as named schemas, for the latest-event calls. */
export const namedEventSchemas = {
  gps: declares<GpsEvent>()(gps.named),
  lock: declares<MotorStateEvent>()(lock.named),
  'motor-error': declares<ErrorInfoEvent>()(motorError.named),
  tamper: declares<TamperInfoEvent>()(tamper.named),
  sos: declares<SosInfoEvent>()(sos.named),
} as const

export const ChecklistPasscodeSchema = declares<ChecklistPasscode>()(
  Type.Object({ passcode: Type.String() }, { $id: 'ChecklistPasscode', title: 'ChecklistPasscode' }),
)
