import { formatDateTime } from '../format/dates.ts'
import { insideWithHysteresis } from '../geofences/containment.ts'
import { distanceMeters, signedDistanceMeters } from '../geofences/geometry.ts'
import type { Geofence, Position } from '../geofences/types.ts'
import { scheduleAllows } from './schedule.ts'
import type { RuleDecision, RuleEvidence, RuleReport, RuleState, TheftRule } from './types.ts'

/** Defaults when a rule does not say: beyond a parked car's GPS wander, and faster than it drifts. */
export const DEFAULT_DISPLACEMENT_METERS = 100
export const DEFAULT_SPEED_KPH = 10
export const DEFAULT_SILENT_AFTER_MINUTES = 30
export const DEFAULT_LOW_MILLIVOLTS = 3500
/** A battery counts as charged again this far above the low mark (so a reading at the mark does not flap). */
export const BATTERY_RECOVERED_MILLIVOLTS = 100

/** Whether a rule fires at `time`: switched on, and outside the hours its schedule allows. */
export const ruleArmed = (rule: Pick<TheftRule, 'enabled' | 'schedule'>, time: Date): boolean =>
  rule.enabled && !scheduleAllows(rule.schedule, time)

const metres = (value: number) => `${Math.round(value)} m`

const evidence = (time: Date, summary: string, position: Position | null = null): RuleEvidence => ({
  on: time.toISOString(),
  summary: `${summary} at ${formatDateTime(time)}`,
  position,
})

/** Moving, for the movement rules: a speed over the rule's, or further from where it stood than GPS wanders. */
function movement(rule: TheftRule, anchor: Position | null, position: Position, speedKph: number): string | null {
  const speedLimit = rule.parameters.speedKph ?? DEFAULT_SPEED_KPH
  const moved = anchor ? distanceMeters(anchor, position) : 0
  if (moved > (rule.parameters.displacementMeters ?? DEFAULT_DISPLACEMENT_METERS))
    return `Moved ${metres(moved)} from where it stood`
  if (speedKph >= speedLimit) return `Moving at ${Math.round(speedKph)} km/h`
  return null
}

/**
 * One rule's decision on one report: whether it fires (with its evidence) and what the rule remembers next.
 * A report older than one already seen is history: it changes nothing. `geofence` is the rule's geofence shape
 * (geofence rules only: its name and shape). Whatever the rule watches is tracked at all hours; it fires only outside its schedule.
 */
export function decideRule(
  rule: TheftRule,
  previous: RuleState,
  report: RuleReport,
  geofence: Pick<Geofence, 'name' | 'shape'> | null = null,
): RuleDecision {
  const at = report.time.getTime()
  if (previous.lastReportOn !== null && at < previous.lastReportOn) return { firing: null, state: previous }
  const state: RuleState = { ...previous, lastReportOn: at, silenceFired: false }
  const armed = ruleArmed(rule, report.time)
  const fire = (firing: RuleEvidence | null): RuleDecision => ({ firing: armed ? firing : null, state })

  switch (rule.kind) {
    case 'leaves-geofence':
    case 'enters-geofence': {
      if (report.type !== 'gps' || !geofence) return fire(null)
      const inside = insideWithHysteresis(geofence.shape, report.position, previous.inside)
      state.inside = inside
      if (previous.inside === null || previous.inside === inside) return fire(null)
      const distance = Math.abs(signedDistanceMeters(geofence.shape, report.position))
      const wanted = rule.kind === 'leaves-geofence' ? !inside : inside
      if (!wanted) return fire(null)
      const words = inside
        ? `Entered '${geofence.name}', ${metres(distance)} inside`
        : `Left '${geofence.name}', ${metres(distance)} outside`
      return fire(evidence(report.time, words, report.position))
    }
    case 'moves-while-locked':
    case 'moves-outside-hours': {
      if (report.type === 'lock') {
        state.locked = report.locked
        return fire(null)
      }
      if (report.type !== 'gps') return fire(null)
      const resting = rule.kind === 'moves-while-locked' ? state.locked !== true || !armed : !armed
      if (resting || !state.anchor) {
        state.anchor = report.position
        return fire(null)
      }
      const moving = movement(rule, state.anchor, report.position, report.speedKph)
      if (!moving) return fire(null)
      // The next report is measured from here: each further stretch moved is one more report on the alarm.
      state.anchor = report.position
      const why = rule.kind === 'moves-while-locked' ? 'while locked' : 'outside allowed hours'
      return fire(evidence(report.time, `${moving} ${why}`, report.position))
    }
    case 'car-battery-disconnected':
      if (report.type !== 'tamper' || report.carBatteryConnected || report.cancelled) return fire(null)
      return fire(evidence(report.time, 'Car battery disconnected'))
    case 'device-battery-low': {
      if (report.type !== 'battery' || report.deviceBatteryMillivolts === null) return fire(null)
      const low = rule.parameters.lowMillivolts ?? DEFAULT_LOW_MILLIVOLTS
      const mv = report.deviceBatteryMillivolts
      if (previous.batteryLow) {
        state.batteryLow = mv < low + BATTERY_RECOVERED_MILLIVOLTS
        return fire(null)
      }
      state.batteryLow = mv < low
      return fire(state.batteryLow ? evidence(report.time, `Device battery low (${mv} mV)`) : null)
    }
    case 'sos':
      return fire(report.type === 'sos' && report.alert ? evidence(report.time, 'SOS pressed') : null)
    case 'tracker-silent':
      // Any report ends a silence (done above); silence itself is decided on the clock (`decideSilence`).
      return fire(null)
  }
}

/**
 * The silent-tracker rule on the clock: fires once when the tracker, having reported before, has said nothing for
 * longer than the rule allows at `now` (server time; the last report's time is device time).
 */
export function decideSilence(rule: TheftRule, state: RuleState, now: Date): RuleDecision {
  if (rule.kind !== 'tracker-silent' || state.lastReportOn === null || state.silenceFired) {
    return { firing: null, state }
  }
  const allowedMs = (rule.parameters.silentAfterMinutes ?? DEFAULT_SILENT_AFTER_MINUTES) * 60_000
  const silentMs = now.getTime() - state.lastReportOn
  if (silentMs <= allowedMs) return { firing: null, state }
  if (!rule.enabled || scheduleAllows(rule.schedule, now)) return { firing: null, state }
  const minutes = Math.floor(silentMs / 60_000)
  const last = formatDateTime(new Date(state.lastReportOn))
  return {
    firing: evidence(now, `Tracker silent for ${minutes} min since its last report at ${last}`),
    state: { ...state, silenceFired: true },
  }
}
