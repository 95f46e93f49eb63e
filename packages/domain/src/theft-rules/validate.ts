import { nameError, scopeErrors } from '../geofences/validate.ts'
import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { scheduleErrors } from './schedule.ts'
import { RULE_KINDS, type RuleParameters, type TheftRuleInput } from './types.ts'

/** What a rule's settings may be: below them GPS noise fires, above them a theft goes unnoticed. */
export const RULE_LIMITS = {
  displacementMeters: { min: 20, max: 10_000 },
  speedKph: { min: 3, max: 200 },
  silentAfterMinutes: { min: 1, max: 7 * 24 * 60 },
  lowMillivolts: { min: 2000, max: 5000 },
} as const

export const ruleMessages = {
  kind: 'Please choose what the rule watches',
  notFound: 'Rule not found.',
  geofence: 'Please choose a geofence',
  scheduleRequired: 'Please choose the hours the vehicle may move',
  range: (min: number, max: number) => `Please choose a number between ${min} and ${max}`,
} as const

const GEOFENCE_KINDS = ['leaves-geofence', 'enters-geofence']

function parameterErrors(kind: string, parameters: RuleParameters): FieldErrors {
  const errors: FieldErrors = {}
  if (GEOFENCE_KINDS.includes(kind)) {
    const id = parameters.geofenceId
    if (!(Number.isInteger(id) && id! > 0)) errors['parameters.geofenceId'] = ruleMessages.geofence
  }
  for (const [name, { min, max }] of Object.entries(RULE_LIMITS)) {
    const value = parameters[name as keyof typeof RULE_LIMITS]
    if (value !== undefined && !(Number.isFinite(value) && value >= min && value <= max)) {
      errors[`parameters.${name}`] = ruleMessages.range(min, max)
    }
  }
  return errors
}

/** Every field error of a rule a person sent; `{}` when it can be saved as it is. */
export function ruleErrors(input: TheftRuleInput): FieldErrors {
  const kindKnown = (RULE_KINDS as readonly string[]).includes(input.kind)
  return compactFieldErrors({
    name: nameError(input.name),
    kind: kindKnown ? undefined : ruleMessages.kind,
    ...scopeErrors(input.scope, input.scopeId),
    ...(input.kind === 'moves-outside-hours' && input.schedule === null
      ? { schedule: ruleMessages.scheduleRequired }
      : input.schedule
        ? scheduleErrors(input.schedule)
        : {}),
    ...parameterErrors(input.kind, input.parameters),
  })
}
