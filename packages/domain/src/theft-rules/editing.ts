import {
  DEFAULT_DISPLACEMENT_METERS,
  DEFAULT_LOW_MILLIVOLTS,
  DEFAULT_SILENT_AFTER_MINUTES,
  DEFAULT_SPEED_KPH,
} from './decide.ts'
import type { Schedule } from './schedule.ts'
import type { RuleKind, RuleParameters, TheftRuleInput } from './types.ts'

// What the rules page needs beyond validation: which kinds can be set, which settings and schedule each reads.

/**
 * The kinds a person can set: all of RULE_KINDS (SOS and the car battery too, to switch them off or limit their hours).
 * Written out so that a page that never sets a rule (the sign-in page) carries none of this (a test holds it equal).
 */
export const SETTABLE_RULE_KINDS: readonly RuleKind[] = [
  'leaves-geofence',
  'enters-geofence',
  'moves-while-locked',
  'moves-outside-hours',
  'tracker-silent',
  'car-battery-disconnected',
  'device-battery-low',
  'sos',
]

export type RuleParameterName = keyof RuleParameters

/** The settings each kind reads; the editor shows only these and sends only these. */
export const ruleParameterNames: Record<RuleKind, readonly RuleParameterName[]> = {
  'leaves-geofence': ['geofenceId'],
  'enters-geofence': ['geofenceId'],
  'moves-while-locked': ['displacementMeters', 'speedKph'],
  'moves-outside-hours': ['displacementMeters', 'speedKph'],
  'tracker-silent': ['silentAfterMinutes'],
  'car-battery-disconnected': [],
  'device-battery-low': ['lowMillivolts'],
  sos: [],
}

export const ruleParameterLabel: Record<RuleParameterName, string> = {
  geofenceId: 'Geofence',
  displacementMeters: 'Moved more than (metres)',
  speedKph: 'Or faster than (km/h)',
  silentAfterMinutes: 'Silent for longer than (minutes)',
  lowMillivolts: 'Device battery below (mV)',
}

/** What a numeric setting is when the person leaves it as offered: the evaluation's own defaults. */
export const ruleParameterDefaults: Required<Omit<RuleParameters, 'geofenceId'>> = {
  displacementMeters: DEFAULT_DISPLACEMENT_METERS,
  speedKph: DEFAULT_SPEED_KPH,
  silentAfterMinutes: DEFAULT_SILENT_AFTER_MINUTES,
  lowMillivolts: DEFAULT_LOW_MILLIVOLTS,
}

/**
 * Whether a kind has allowed hours: moving outside hours needs them; a battery running low is bad at any hour;
 * the others may have them ('out of the geofence at night', 'SOS only after hours').
 */
export function ruleScheduleUse(kind: RuleKind): 'required' | 'optional' | 'none' {
  if (kind === 'moves-outside-hours') return 'required'
  return kind === 'device-battery-low' ? 'none' : 'optional'
}

/** The rule as it is sent: only the settings its kind reads, and no schedule where the kind has none. */
export function ruleForKind(input: TheftRuleInput): TheftRuleInput {
  const parameters: RuleParameters = {}
  for (const name of ruleParameterNames[input.kind] ?? []) {
    const value = input.parameters[name] ?? (name === 'geofenceId' ? undefined : ruleParameterDefaults[name])
    if (value !== undefined) parameters[name] = value
  }
  const schedule = ruleScheduleUse(input.kind) === 'none' ? null : input.schedule
  return { ...input, parameters, schedule }
}

/** Working hours, Monday to Friday: the schedule offered when a person first asks for allowed hours. */
export const WORKING_HOURS: Schedule = [
  { weekday: 'Mon', from: '07:00', to: '18:00' },
  { weekday: 'Tue', from: '07:00', to: '18:00' },
  { weekday: 'Wed', from: '07:00', to: '18:00' },
  { weekday: 'Thu', from: '07:00', to: '18:00' },
  { weekday: 'Fri', from: '07:00', to: '18:00' },
]

/** The allowed hours in a few words for the list: 'Mon 07:00–18:00, Tue 07:00–18:00' or 'Watched all the time'. */
export function describeSchedule(schedule: Schedule | null): string {
  if (!schedule || schedule.length === 0) return 'Watched all the time'
  return `Allowed ${schedule.map((window) => `${window.weekday} ${window.from}–${window.to}`).join(', ')}`
}

/** A new rule's starting point: leaving a geofence, on, watched all the time. */
export function newTheftRule(scope: TheftRuleInput['scope'] = 'vehicle', scopeId = 0): TheftRuleInput {
  return { name: '', kind: 'leaves-geofence', scope, scopeId, enabled: true, schedule: null, parameters: {} }
}
