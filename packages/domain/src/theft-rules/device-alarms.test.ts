import { describe, expect, it } from 'vitest'
import { alarmRuleName, decideDeviceAlarm, deviceAlarmRuleName, governingRules } from './device-alarms.ts'
import type { TheftRule } from './types.ts'

/** Friday 27 Nov 2026 at hh:mm in Johannesburg (UTC+2). */
const friday = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+02:00`)
const officeHours = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const).map((weekday) => ({
  weekday,
  from: '08:00',
  to: '17:00',
}))

let ids = 0
const rule = (scope: TheftRule['scope'], more: Partial<TheftRule> = {}): TheftRule => ({
  id: ++ids,
  name: `${scope} SOS`,
  kind: 'sos',
  scope,
  scopeId: 7,
  enabled: true,
  schedule: null,
  parameters: {},
  ...more,
})

describe('governingRules', () => {
  it('keeps the most specific scope that has rules: vehicle over holder over company', () => {
    const vehicle = rule('vehicle')
    const holder = rule('account-holder')
    const company = rule('company')
    expect(governingRules([company, holder, vehicle])).toEqual([vehicle])
    expect(governingRules([company, holder])).toEqual([holder])
    expect(governingRules([company])).toEqual([company])
    expect(governingRules([])).toEqual([])
  })
})

describe('decideDeviceAlarm', () => {
  it('raises SOS and tamper as always when no rule of the kind is set, named by the kind', () => {
    const otherKind = rule('vehicle', { kind: 'car-battery-disconnected', enabled: false })
    expect(decideDeviceAlarm('SOS', [otherKind], friday('03:00'))).toEqual({
      raise: true,
      rule: null,
      ruleName: 'SOS',
      evidence: null,
    })
    expect(decideDeviceAlarm('Tamper', [], friday('03:00'))).toMatchObject({
      raise: true,
      ruleName: 'Car battery disconnected',
    })
    expect(deviceAlarmRuleName('Tamper')).toBe('Car battery disconnected')
  })

  it('lets a rule switch the alarm off, or raise it only outside its hours, naming the rule and the evidence', () => {
    const off = rule('vehicle', { enabled: false })
    expect(decideDeviceAlarm('SOS', [off], friday('03:00'))).toMatchObject({ raise: false, rule: off })
    const afterHours = rule('vehicle', { name: 'After hours SOS', schedule: officeHours })
    expect(decideDeviceAlarm('SOS', [afterHours], friday('10:00')).raise).toBe(false)
    expect(decideDeviceAlarm('SOS', [afterHours], friday('20:00'))).toEqual({
      raise: true,
      rule: afterHours,
      ruleName: 'After hours SOS',
      evidence: 'SOS pressed at 27 Nov 2026, 20:00',
    })
    const battery = rule('company', { kind: 'car-battery-disconnected', name: 'Fleet battery' })
    expect(decideDeviceAlarm('Tamper', [battery], friday('03:00')).evidence).toBe(
      'Car battery disconnected at 27 Nov 2026, 03:00',
    )
  })

  it('lets the most specific scope decide: a vehicle switched on under a company switched off, and the reverse', () => {
    const companyOff = rule('company', { enabled: false })
    const holderOn = rule('account-holder')
    const vehicleOff = rule('vehicle', { enabled: false })
    expect(decideDeviceAlarm('SOS', [companyOff, holderOn], friday('03:00'))).toMatchObject({
      raise: true,
      rule: holderOn,
    })
    expect(decideDeviceAlarm('SOS', [companyOff, holderOn, vehicleOff], friday('03:00')).raise).toBe(false)
    expect(decideDeviceAlarm('SOS', [companyOff], friday('03:00')).raise).toBe(false)
  })

  it("at one scope, a rule that raises wins: one company's rule never silences another's", () => {
    const first = rule('company', { enabled: false, scopeId: 1 })
    const second = rule('company', { scopeId: 2, name: 'Second company SOS' })
    expect(decideDeviceAlarm('SOS', [first, second], friday('03:00'))).toMatchObject({
      raise: true,
      ruleName: 'Second company SOS',
    })
  })
})

describe('alarmRuleName', () => {
  it("names an alarm by its rule, else by its kind's label", () => {
    expect(alarmRuleName('SOS', 'After hours SOS')).toBe('After hours SOS')
    expect(alarmRuleName('SOS', null)).toBe('SOS')
    expect(alarmRuleName('Tamper', null)).toBe('Car battery disconnected')
    expect(alarmRuleName('Theft rule', null)).toBe('Theft rule')
  })
})
