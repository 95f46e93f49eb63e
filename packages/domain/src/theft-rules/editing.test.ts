import { describe, expect, it } from 'vitest'
import { DEFAULT_DISPLACEMENT_METERS, DEFAULT_SPEED_KPH } from './decide.ts'
import {
  describeSchedule,
  newTheftRule,
  ruleForKind,
  ruleScheduleUse,
  SETTABLE_RULE_KINDS,
  WORKING_HOURS,
} from './editing.ts'
import { RULE_KINDS } from './types.ts'
import { ruleErrors, ruleMessages } from './validate.ts'

describe('SETTABLE_RULE_KINDS', () => {
  it('is every kind, in the same order', () => {
    expect(SETTABLE_RULE_KINDS).toEqual(RULE_KINDS)
  })

  it('offers SOS and the car battery (to switch them off or limit their hours), and each kind validates', () => {
    expect(SETTABLE_RULE_KINDS).toContain('sos')
    expect(SETTABLE_RULE_KINDS).toContain('car-battery-disconnected')
    for (const kind of SETTABLE_RULE_KINDS) {
      expect(ruleErrors({ ...newTheftRule('vehicle', 1), name: 'r', kind }).kind).toBeUndefined()
    }
  })
})

describe('ruleForKind', () => {
  it('keeps only the settings the kind reads, filling the evaluation defaults', () => {
    const rule = { ...newTheftRule('vehicle', 1), kind: 'moves-while-locked' as const, parameters: { geofenceId: 4 } }
    expect(ruleForKind(rule).parameters).toEqual({
      displacementMeters: DEFAULT_DISPLACEMENT_METERS,
      speedKph: DEFAULT_SPEED_KPH,
    })
  })

  it('keeps a geofence rule without a geofence empty, so validation asks for one', () => {
    const rule = ruleForKind({ ...newTheftRule('vehicle', 1), name: 'Home' })
    expect(rule.parameters).toEqual({})
    expect(ruleErrors(rule)).toEqual({ 'parameters.geofenceId': ruleMessages.geofence })
  })

  it('drops the schedule of a kind that has none', () => {
    const rule = { ...newTheftRule('vehicle', 1), kind: 'device-battery-low' as const, schedule: WORKING_HOURS }
    expect(ruleForKind(rule).schedule).toBeNull()
    expect(ruleForKind({ ...rule, kind: 'tracker-silent' }).schedule).toBe(WORKING_HOURS)
  })
})

describe('ruleScheduleUse', () => {
  it('requires hours for moving outside hours and has none for a low battery', () => {
    expect(ruleScheduleUse('moves-outside-hours')).toBe('required')
    expect(ruleScheduleUse('leaves-geofence')).toBe('optional')
    expect(ruleScheduleUse('device-battery-low')).toBe('none')
    expect(ruleScheduleUse('sos')).toBe('optional')
  })
})

describe('describeSchedule', () => {
  it('says the allowed hours, or that the rule is watched all the time', () => {
    expect(describeSchedule(null)).toBe('Watched all the time')
    expect(describeSchedule([{ weekday: 'Sat', from: '08:00', to: '12:00' }])).toBe('Allowed Sat 08:00–12:00')
  })
})
