import {
  ALARM_CHANGES,
  ALARM_KINDS,
  ALARM_STATUSES,
  type Alarm,
  type AlarmTrail,
  type AlarmTrailEntry,
  DISPATCH_SERVICES,
} from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, oneOf } from '../contract.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const time = () => Type.String({ format: 'date-time' })

export const AlarmIdParams = Type.Object({ alarmId: IdText() })

/**
 * The domain's Alarm: what a device or rule raised, naming the rule, with its vehicle and account holder, and how the
 * desk worked it.
 */
export const AlarmSchema = declares<Alarm>()(
  Type.Object(
    {
      id: Type.Integer(),
      vehicleId: Type.Integer(),
      kind: oneOf(ALARM_KINDS),
      ruleName: Type.String({
        description: "The rule that raised it; for a device's SOS or tamper no rule governs, the kind's label",
      }),
      evidence: nullable(Type.String({ description: 'What the latest firing of its rule said, with when' })),
      status: oneOf(ALARM_STATUSES),
      raisedOn: time(),
      lastReportedOn: time(),
      reportCount: Type.Integer(),
      latitudeDegrees: nullable(Type.Number()),
      longitudeDegrees: nullable(Type.Number()),
      registrationNumber: Type.String(),
      nickname: Type.String(),
      make: Type.String(),
      model: Type.String(),
      accountHolderId: Type.Integer(),
      accountHolderName: Type.String(),
      accountHolderPhone: Type.String(),
      acknowledgedOn: nullable(time()),
      acknowledgedBy: nullable(Type.String()),
      armedResponseOn: nullable(time()),
      armedResponseBy: nullable(Type.String()),
      airAmbulanceOn: nullable(time()),
      airAmbulanceBy: nullable(Type.String()),
      resolvedOn: nullable(time()),
      resolvedBy: nullable(Type.String()),
      resolutionNote: nullable(Type.String()),
    },
    { $id: 'Alarm', title: 'Alarm' },
  ),
)

export const AlarmListSchema = listOf(ref(AlarmSchema), 'AlarmList')

export const AlarmTrailEntrySchema = declares<AlarmTrailEntry>()(
  Type.Object(
    { action: oneOf(ALARM_CHANGES), on: time(), by: nullable(Type.String()), detail: nullable(Type.String()) },
    { $id: 'AlarmTrailEntry', title: 'AlarmTrailEntry' },
  ),
)

export const AlarmTrailSchema = declares<AlarmTrail>()(
  Type.Object({ items: Type.Array(ref(AlarmTrailEntrySchema)) }, { $id: 'AlarmTrail', title: 'AlarmTrail' }),
)

export const DispatchAlarmBody = Type.Object(
  { service: oneOf(DISPATCH_SERVICES) },
  { $id: 'DispatchAlarm', title: 'DispatchAlarm' },
)

export const ResolveAlarmBody = Type.Object(
  { note: Type.String({ maxLength: 2000 }) },
  { $id: 'ResolveAlarm', title: 'ResolveAlarm' },
)
