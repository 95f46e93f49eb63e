import type { AlarmKind } from '../alarms/types.ts'
import { formatDateTime } from '../format/dates.ts'
import type { ScopeKind } from '../geofences/types.ts'
import { ruleArmed } from './decide.ts'
import { type RuleKind, ruleKindLabel, type TheftRule } from './types.ts'

// SOS and tamper (the car battery disconnected) are the device's own alarms and rules like the others (issue #30):
// a rule of their kind may switch one off or limit it with a schedule, but with no rule set every vehicle raises
// both, because a security product must never go quiet on an SOS by default.

/** The alarms every tracker raises itself, and the rule kind that governs each. */
export const DEVICE_ALARM_RULE_KINDS = {
  SOS: 'sos',
  Tamper: 'car-battery-disconnected',
} as const satisfies Partial<Record<AlarmKind, RuleKind>>
export type DeviceAlarmKind = keyof typeof DEVICE_ALARM_RULE_KINDS

/** The rule kinds the device raises (evaluated where its alarms are raised, not with the other rules). */
export const DEVICE_ALARM_KINDS_OF_RULES: readonly RuleKind[] = Object.values(DEVICE_ALARM_RULE_KINDS)

/** Most specific first: a vehicle's own rule over its holder's, the holder's over a company's. */
export const SCOPE_SPECIFICITY: readonly ScopeKind[] = ['vehicle', 'account-holder', 'company']

/** What the desk calls a device alarm no rule governs: its kind's label ('SOS', 'Car battery disconnected'). */
export const deviceAlarmRuleName = (kind: DeviceAlarmKind): string => ruleKindLabel[DEVICE_ALARM_RULE_KINDS[kind]]

/** The name an alarm shows: its rule's as stored, else its kind's (a device alarm no rule governed, or an old one). */
export const alarmRuleName = (kind: AlarmKind, storedName: string | null): string =>
  storedName ?? (kind === 'Theft rule' ? kind : deviceAlarmRuleName(kind))

/**
 * The rules that govern a vehicle, of those watching it: all those at its most specific scope that has any
 * (vehicle, then account holder, then company). Several at one scope (a holder in two companies) are all kept.
 */
export function governingRules<R extends Pick<TheftRule, 'scope'>>(rules: readonly R[]): R[] {
  for (const scope of SCOPE_SPECIFICITY) {
    const here = rules.filter((rule) => rule.scope === scope)
    if (here.length > 0) return here
  }
  return []
}

export interface DeviceAlarmDecision {
  raise: boolean
  /** The rule that raised it; null when no rule governs (the device's alarm as it always was). */
  rule: TheftRule | null
  /** The name the desk shows: the rule's, or the kind's label when no rule governs. */
  ruleName: string
  /** Why, in words for the trail, when a rule raised it ('SOS pressed at ...'); null otherwise, as always. */
  evidence: string | null
}

const evidenceWords: Record<DeviceAlarmKind, string> = { SOS: 'SOS pressed', Tamper: 'Car battery disconnected' }

/**
 * Whether a device's SOS or tamper report at `time` (device time) raises an alarm, given the rules of any kind that
 * watch its vehicle: no rule of the kind raises as always; else the most specific scope decides, and at one scope a
 * rule that raises wins (one company's rule never silences another's).
 */
export function decideDeviceAlarm(kind: DeviceAlarmKind, rules: readonly TheftRule[], time: Date): DeviceAlarmDecision {
  const governing = governingRules(rules.filter((rule) => rule.kind === DEVICE_ALARM_RULE_KINDS[kind]))
  if (governing.length === 0) return { raise: true, rule: null, ruleName: deviceAlarmRuleName(kind), evidence: null }
  const armed = governing.find((rule) => ruleArmed(rule, time))
  if (!armed) return { raise: false, rule: governing[0]!, ruleName: governing[0]!.name, evidence: null }
  return {
    raise: true,
    rule: armed,
    ruleName: armed.name,
    evidence: `${evidenceWords[kind]} at ${formatDateTime(time)}`,
  }
}
