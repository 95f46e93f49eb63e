import {
  GEOFENCE_NAME_MAX_LENGTH,
  RULE_KINDS,
  SCOPE_KINDS,
  type TheftRule,
  type TheftRuleInput,
  type TheftRuleList,
  WEEKDAYS,
} from '@vigil/domain'
import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { declares, oneOf } from '../contract.ts'

export const TheftRuleIdParams = Type.Object({ ruleId: IdText() })

const ScheduleWindow = Type.Object({
  weekday: oneOf(WEEKDAYS),
  from: Type.String({ description: "'HH:MM' on Johannesburg's clock." }),
  to: Type.String({ description: "'HH:MM' ('24:00': midnight), after `from`." }),
})

const Parameters = Type.Object({
  geofenceId: Type.Optional(Type.Integer({ description: 'leaves-/enters-geofence: the geofence watched.' })),
  displacementMeters: Type.Optional(Type.Number({ description: 'Metres from where it stood that count as moving.' })),
  speedKph: Type.Optional(Type.Number({ description: 'A GPS speed that counts as moving.' })),
  silentAfterMinutes: Type.Optional(Type.Number({ description: 'tracker-silent: minutes without a report.' })),
  lowMillivolts: Type.Optional(Type.Number({ description: "device-battery-low: the tracker's battery below this." })),
})

const fields = {
  name: Type.String({ maxLength: GEOFENCE_NAME_MAX_LENGTH * 2 }),
  kind: oneOf(RULE_KINDS),
  scope: oneOf(SCOPE_KINDS),
  scopeId: Type.Integer(),
  enabled: Type.Boolean(),
  schedule: Type.Union([Type.Array(ScheduleWindow, { maxItems: 100 }), Type.Null()], {
    description: 'The hours the event is allowed (the rule fires outside them); null: watched all the time.',
  }),
  parameters: Parameters,
}

export const TheftRuleSchema = declares<TheftRule>()(
  Type.Object({ id: Type.Integer(), ...fields }, { $id: 'TheftRule', title: 'TheftRule' }),
)

export const TheftRuleInputSchema = declares<TheftRuleInput>()(
  Type.Object(fields, { $id: 'TheftRuleInput', title: 'TheftRuleInput' }),
)

export const TheftRuleListSchema = declares<TheftRuleList>()(
  Type.Object({ items: Type.Array(ref(TheftRuleSchema)) }, { $id: 'TheftRuleList', title: 'TheftRuleList' }),
)
