import type { Position, ScopeKind } from '../geofences/types.ts'
import type { Schedule } from './schedule.ts'

// Theft rules (issue #30): what the platform notices that a tracker cannot say. Each firing opens, or adds a report
// to, an alarm on the desk for that vehicle and rule.

export const RULE_KINDS = [
  'leaves-geofence',
  'enters-geofence',
  'moves-while-locked',
  'moves-outside-hours',
  'tracker-silent',
  'car-battery-disconnected',
  'device-battery-low',
  'sos',
] as const
export type RuleKind = (typeof RULE_KINDS)[number]

export const ruleKindLabel: Record<RuleKind, string> = {
  'leaves-geofence': 'Leaves a geofence',
  'enters-geofence': 'Enters a geofence',
  'moves-while-locked': 'Moves while locked',
  'moves-outside-hours': 'Moves outside allowed hours',
  'tracker-silent': 'Tracker silent',
  'car-battery-disconnected': 'Car battery disconnected',
  'device-battery-low': 'Device battery low',
  sos: 'SOS',
}

/** The rule's settings; each kind reads the ones it needs (see `ruleParameterErrors`). */
export interface RuleParameters {
  /** leaves-/enters-geofence: the geofence watched. */
  geofenceId?: number
  /** moves-while-locked, moves-outside-hours: metres from where it stood that count as moving (beyond GPS noise). */
  displacementMeters?: number
  /** moves-while-locked, moves-outside-hours: a GPS speed that counts as moving. */
  speedKph?: number
  /** tracker-silent: minutes without any report, after it was reporting, that count as silent. */
  silentAfterMinutes?: number
  /** device-battery-low: the tracker's own battery below this is low. */
  lowMillivolts?: number
}

export interface TheftRule {
  id: number
  name: string
  kind: RuleKind
  scope: ScopeKind
  scopeId: number
  enabled: boolean
  /** The hours the event is allowed (the rule fires outside them); null: watched all the time. */
  schedule: Schedule | null
  parameters: RuleParameters
}

/** The rules a person may see, by name. */
export interface TheftRuleList {
  items: TheftRule[]
}

export type TheftRuleInput = Omit<TheftRule, 'id'>

/**
 * One report from the vehicle's tracker, as the rules read it, at its DEVICE time (a report sent late is judged at
 * the moment it describes). 'other' is any report that says only that the tracker is alive.
 */
export type RuleReport =
  | { type: 'gps'; time: Date; position: Position; speedKph: number }
  | { type: 'lock'; time: Date; locked: boolean }
  | { type: 'tamper'; time: Date; carBatteryConnected: boolean; cancelled: boolean }
  | { type: 'battery'; time: Date; deviceBatteryMillivolts: number | null }
  | { type: 'sos'; time: Date; alert: boolean }
  | { type: 'other'; time: Date }

/**
 * What one vehicle's evaluation of one rule remembers between reports (stored, so rules survive a restart).
 * Times are epoch milliseconds of device time.
 */
export interface RuleState {
  /** Device time of the latest report seen: older reports are history and decide nothing. */
  lastReportOn: number | null
  /** Inside the geofence (with hysteresis), or null before the first fix. */
  inside: boolean | null
  /** What the tracker last said about its lock, null before it said. */
  locked: boolean | null
  /** Where the vehicle stood when the rule was last at rest (locked, in allowed hours, or its last firing). */
  anchor: Position | null
  /** The silence already fired: one firing per silence, until the tracker reports again. */
  silenceFired: boolean
  /** The device battery already reported low: one firing until it is charged again. */
  batteryLow: boolean
}

export const initialRuleState: RuleState = {
  lastReportOn: null,
  inside: null,
  locked: null,
  anchor: null,
  silenceFired: false,
  batteryLow: false,
}

/** Why a rule fired, in words for the desk's trail, with where and when (device time). */
export interface RuleEvidence {
  on: string
  summary: string
  position: Position | null
}

export interface RuleDecision {
  firing: RuleEvidence | null
  state: RuleState
}
