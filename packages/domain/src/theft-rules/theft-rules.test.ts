import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_METERS } from '../geofences/geometry.ts'
import type { GeofenceShape, Position } from '../geofences/types.ts'
import { geofenceMessages } from '../geofences/validate.ts'
import { validationMessages } from '../messages.ts'
import {
  BATTERY_RECOVERED_MILLIVOLTS,
  DEFAULT_LOW_MILLIVOLTS,
  DEFAULT_SILENT_AFTER_MINUTES,
  decideRule,
  decideSilence,
} from './decide.ts'
import { minutesOf, scheduleAllows, scheduleErrors, scheduleMessages, weekdayAndMinute } from './schedule.ts'
import { initialRuleState, type RuleReport, type RuleState, type TheftRule } from './types.ts'
import { ruleErrors, ruleMessages } from './validate.ts'

const home: Position = { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }
const north = (metres: number): Position => ({
  ...home,
  latitudeDegrees: home.latitudeDegrees + (metres / (EARTH_RADIUS_METERS * Math.PI)) * 180,
})
const homeFence = { name: 'Home', shape: { type: 'circle', centre: home, radiusMeters: 200 } as GeofenceShape }
/** Friday 27 Nov 2026 at hh:mm in Johannesburg (UTC+2). */
const friday = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+02:00`)
/** Allowed 06:00-22:00 every weekday. */
const daytime = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((weekday) => ({
  weekday,
  from: '06:00',
  to: '22:00',
}))

const rule = (kind: TheftRule['kind'], more: Partial<TheftRule> = {}): TheftRule => ({
  id: 1,
  name: 'Home',
  kind,
  scope: 'vehicle',
  scopeId: 7,
  enabled: true,
  schedule: null,
  parameters: {},
  ...more,
})
const gps = (time: Date, position: Position, speedKph = 0): RuleReport => ({ type: 'gps', time, position, speedKph })

/** Runs reports through a rule, answering each firing's summary (or null) and the last state. */
function run(
  theRule: TheftRule,
  reports: RuleReport[],
  shape: typeof homeFence | null = null,
  from = initialRuleState,
) {
  let state: RuleState = from
  const firings: (string | null)[] = []
  for (const report of reports) {
    const decision = decideRule(theRule, state, report, shape)
    firings.push(decision.firing?.summary ?? null)
    state = decision.state
  }
  return { firings, state }
}

describe('schedules', () => {
  it('reads Johannesburg wall-clock weekday and minute from device time', () => {
    expect(weekdayAndMinute(friday('03:00'))).toEqual({ weekday: 'Fri', minute: 180 })
    // 23:30 UTC on Thursday is already Friday in Johannesburg.
    expect(weekdayAndMinute(new Date('2026-11-26T23:30:00Z'))).toEqual({ weekday: 'Fri', minute: 90 })
  })

  it('allows from the start minute up to, not including, the end', () => {
    expect(scheduleAllows(daytime, friday('06:00'))).toBe(true)
    expect(scheduleAllows(daytime, friday('21:59'))).toBe(true)
    expect(scheduleAllows(daytime, friday('22:00'))).toBe(false)
    expect(scheduleAllows(daytime, friday('03:00'))).toBe(false)
    expect(scheduleAllows([{ weekday: 'Mon', from: '00:00', to: '24:00' }], friday('12:00'))).toBe(false)
    expect(scheduleAllows(null, friday('12:00'))).toBe(false)
  })

  it('reads times, and refuses what is not one', () => {
    expect(minutesOf('24:00')).toBe(1440)
    expect(minutesOf('07:30')).toBe(450)
    expect(minutesOf('7:30')).toBeNull()
    expect(minutesOf('24:01')).toBeNull()
  })

  it('refuses a schedule that never allows anything, and bad windows per field', () => {
    expect(scheduleErrors([])).toEqual({ schedule: scheduleMessages.empty })
    expect(scheduleErrors(daytime)).toEqual({})
    expect(
      scheduleErrors([
        { weekday: 'Fri', from: '22:00', to: '06:00' },
        { weekday: 'Fri', from: '25:00', to: '06:00' },
        { weekday: 'Fri', from: '01:00', to: 'noon' },
        { weekday: 'Someday' as never, from: '24:00', to: '24:00' },
      ]),
    ).toEqual({
      'schedule.0.to': scheduleMessages.order,
      'schedule.1.from': scheduleMessages.time,
      'schedule.2.to': scheduleMessages.time,
      'schedule.3.weekday': scheduleMessages.weekday,
      'schedule.3.from': scheduleMessages.time,
    })
  })
})

describe('leaves and enters a geofence', () => {
  it('fires once when the vehicle leaves, with the distance outside', () => {
    const { firings, state } = run(
      rule('leaves-geofence'),
      [gps(friday('03:00'), north(0)), gps(friday('03:01'), north(300)), gps(friday('03:02'), north(600))],
      homeFence,
    )
    expect(firings[0]).toBeNull()
    expect(firings[1]).toMatch(/^Left 'Home', 100 m outside at 27 Nov 2026, 03:01$/)
    expect(firings[2]).toBeNull()
    expect(state.inside).toBe(false)
  })

  it('does not flap on GPS jitter at the edge', () => {
    const jitter = [190, 215, 195, 222, 205, 185, 220].map((m, n) => gps(friday(`03:1${n}`), north(m)))
    const { firings } = run(rule('leaves-geofence'), [gps(friday('03:00'), north(0)), ...jitter], homeFence)
    expect(firings.every((firing) => firing === null)).toBe(true)
  })

  it('does not fire on the first fix, outside: nothing was crossed', () => {
    expect(run(rule('leaves-geofence'), [gps(friday('03:00'), north(900))], homeFence).firings).toEqual([null])
  })

  it('fires on entering for an enters rule, and not on leaving', () => {
    const enters = rule('enters-geofence', { name: 'Back at the depot' })
    const { firings } = run(
      enters,
      [gps(friday('03:00'), north(900)), gps(friday('03:05'), north(50)), gps(friday('03:09'), north(900))],
      { ...homeFence, name: 'Depot' },
    )
    expect(firings).toEqual([null, expect.stringMatching(/^Entered 'Depot', 150 m inside/), null])
  })

  it('does not fire in allowed hours, but keeps track so the night after is right', () => {
    const allowed = rule('leaves-geofence', { schedule: daytime })
    const day = run(allowed, [gps(friday('12:00'), north(0)), gps(friday('12:10'), north(900))], homeFence)
    expect(day.firings).toEqual([null, null])
    expect(day.state.inside).toBe(false)
    const night = run(allowed, [gps(friday('23:00'), north(0)), gps(friday('23:30'), north(900))], homeFence, day.state)
    expect(night.firings[1]).toMatch(/^Left 'Home'/)
  })

  it('does nothing without its geofence or on other reports, and nothing when switched off', () => {
    expect(run(rule('leaves-geofence'), [gps(friday('03:00'), north(0))]).firings).toEqual([null])
    expect(run(rule('leaves-geofence'), [{ type: 'other', time: friday('03:00') }], homeFence).firings).toEqual([null])
    const off = rule('leaves-geofence', { enabled: false })
    expect(run(off, [gps(friday('03:00'), north(0)), gps(friday('03:01'), north(900))], homeFence).firings).toEqual([
      null,
      null,
    ])
  })

  it('judges a late report as history: an older device time decides nothing', () => {
    const first = run(rule('leaves-geofence'), [gps(friday('03:10'), north(0))], homeFence)
    const late = decideRule(rule('leaves-geofence'), first.state, gps(friday('03:00'), north(900)), homeFence)
    expect(late).toEqual({ firing: null, state: first.state })
  })

  it('names where it happened', () => {
    const decision = decideRule(
      rule('leaves-geofence'),
      { ...initialRuleState, inside: true },
      gps(friday('03:00'), north(400)),
      homeFence,
    )
    expect(decision.firing).toEqual({
      on: friday('03:00').toISOString(),
      summary: expect.any(String),
      position: north(400),
    })
  })
})

describe('moves while locked', () => {
  const locked: RuleReport = { type: 'lock', time: friday('02:00'), locked: true }
  it('fires when a locked vehicle moves beyond GPS noise, measured from where it was locked', () => {
    const { firings } = run(rule('moves-while-locked'), [
      gps(friday('01:59'), north(0)),
      locked,
      gps(friday('02:10'), north(30)),
      gps(friday('02:20'), north(-40)),
      gps(friday('02:30'), north(150)),
    ])
    expect(firings.slice(0, 4)).toEqual([null, null, null, null])
    expect(firings[4]).toMatch(/^Moved 150 m from where it stood while locked/)
  })

  it('fires on speed while locked, even before it has gone far', () => {
    const { firings } = run(rule('moves-while-locked'), [
      gps(friday('01:59'), north(0)),
      locked,
      gps(friday('02:01'), north(20), 35),
    ])
    expect(firings[2]).toMatch(/^Moving at 35 km\/h while locked/)
  })

  it('measures each further stretch from the last firing', () => {
    const { firings } = run(rule('moves-while-locked'), [
      gps(friday('01:59'), north(0)),
      locked,
      gps(friday('02:01'), north(150)),
      gps(friday('02:02'), north(200)),
      gps(friday('02:03'), north(400)),
    ])
    expect(firings.map((firing) => firing !== null)).toEqual([false, false, true, false, true])
  })

  it('does not fire unlocked, and the first fix after locking sets where it stands', () => {
    const unlocked = run(rule('moves-while-locked'), [
      gps(friday('01:00'), north(0), 60),
      gps(friday('01:05'), north(5000), 60),
    ])
    expect(unlocked.firings).toEqual([null, null])
    const noFixBefore = run(rule('moves-while-locked'), [
      locked,
      gps(friday('02:10'), north(0)),
      gps(friday('02:20'), north(20)),
    ])
    expect(noFixBefore.firings).toEqual([null, null, null])
    const unlocking = run(rule('moves-while-locked'), [
      locked,
      { type: 'lock', time: friday('02:05'), locked: false },
      gps(friday('02:10'), north(0), 50),
    ])
    expect(unlocking.firings).toEqual([null, null, null])
  })

  it("takes the rule's own displacement and speed", () => {
    const strict = rule('moves-while-locked', { parameters: { displacementMeters: 25, speedKph: 80 } })
    const { firings } = run(strict, [gps(friday('01:59'), north(0)), locked, gps(friday('02:01'), north(30), 50)])
    expect(firings[2]).toMatch(/^Moved 30 m/)
  })
})

describe('moves outside allowed hours', () => {
  const hours = rule('moves-outside-hours', { schedule: daytime })
  it('fires when the vehicle moves at night, not by day', () => {
    const { firings } = run(hours, [
      gps(friday('12:00'), north(0), 60),
      gps(friday('21:30'), north(3000), 0),
      gps(friday('23:00'), north(3050), 0),
      gps(friday('23:10'), north(3500), 0),
    ])
    expect(firings.slice(0, 3)).toEqual([null, null, null])
    expect(firings[3]).toMatch(/^Moved 500 m from where it stood outside allowed hours at 27 Nov 2026, 23:10$/)
  })

  it('ignores lock and other reports', () => {
    expect(
      run(hours, [
        { type: 'lock', time: friday('03:00'), locked: true },
        { type: 'other', time: friday('03:01') },
      ]).firings,
    ).toEqual([null, null])
  })
})

describe('car battery, device battery and SOS', () => {
  it('fires on a car battery disconnected that was not cancelled', () => {
    const tamper = (carBatteryConnected: boolean, cancelled: boolean, time: string): RuleReport => ({
      type: 'tamper',
      time: friday(time),
      carBatteryConnected,
      cancelled,
    })
    const { firings } = run(rule('car-battery-disconnected'), [
      tamper(false, false, '03:00'),
      tamper(false, true, '03:01'),
      tamper(true, false, '03:02'),
      { type: 'sos', time: friday('03:03'), alert: true },
    ])
    expect(firings).toEqual([expect.stringMatching(/^Car battery disconnected at/), null, null, null])
  })

  it('fires once when the device battery goes low, again only after it was charged', () => {
    const battery = (mv: number | null, time: string): RuleReport => ({
      type: 'battery',
      time: friday(time),
      deviceBatteryMillivolts: mv,
    })
    const low = DEFAULT_LOW_MILLIVOLTS - 1
    const { firings } = run(rule('device-battery-low'), [
      battery(3900, '03:00'),
      battery(low, '03:01'),
      battery(low - 200, '03:02'),
      battery(DEFAULT_LOW_MILLIVOLTS + 50, '03:03'),
      battery(low, '03:04'),
      battery(DEFAULT_LOW_MILLIVOLTS + BATTERY_RECOVERED_MILLIVOLTS, '03:05'),
      battery(null, '03:06'),
      battery(low, '03:07'),
    ])
    expect(firings.map((firing) => firing !== null)).toEqual([false, true, false, false, false, false, false, true])
    expect(firings[1]).toMatch(/^Device battery low \(3499 mV\)/)
  })

  it('fires on an SOS alert, not on its all-clear', () => {
    const { firings } = run(rule('sos'), [
      { type: 'sos', time: friday('03:00'), alert: true },
      { type: 'sos', time: friday('03:01'), alert: false },
    ])
    expect(firings).toEqual([expect.stringMatching(/^SOS pressed/), null])
  })
})

describe('tracker silent', () => {
  const silent = rule('tracker-silent', { parameters: { silentAfterMinutes: 10 } })
  const reported = run(silent, [{ type: 'other', time: friday('03:00') }])

  it('fires once when a tracker that was reporting says nothing for longer than allowed', () => {
    expect(reported.firings).toEqual([null])
    expect(decideSilence(silent, reported.state, friday('03:10')).firing).toBeNull()
    const fired = decideSilence(silent, reported.state, friday('03:11'))
    expect(fired.firing?.summary).toBe(
      'Tracker silent for 11 min since its last report at 27 Nov 2026, 03:00 at 27 Nov 2026, 03:11',
    )
    expect(decideSilence(silent, fired.state, friday('04:00')).firing).toBeNull()
    // A report ends the silence: the next one fires again.
    const back = decideRule(silent, fired.state, { type: 'other', time: friday('04:01') })
    expect(decideSilence(silent, back.state, friday('04:30')).firing).not.toBeNull()
  })

  it('does not fire for a tracker never heard from, another rule, in allowed hours or switched off', () => {
    expect(decideSilence(silent, initialRuleState, friday('09:00')).firing).toBeNull()
    expect(decideSilence(rule('sos'), reported.state, friday('09:00')).firing).toBeNull()
    expect(decideSilence({ ...silent, schedule: daytime }, reported.state, friday('09:00')).firing).toBeNull()
    expect(decideSilence({ ...silent, enabled: false }, reported.state, friday('09:00')).firing).toBeNull()
    const byDefault = rule('tracker-silent')
    const justUnder = new Date(friday('03:00').getTime() + DEFAULT_SILENT_AFTER_MINUTES * 60_000)
    expect(decideSilence(byDefault, reported.state, justUnder).firing).toBeNull()
  })
})

describe('rule validation', () => {
  const valid = {
    name: 'Night watch',
    kind: 'moves-outside-hours' as const,
    scope: 'account-holder' as const,
    scopeId: 3,
    enabled: true,
    schedule: daytime,
    parameters: {},
  }

  it('accepts a valid rule', () => {
    expect(ruleErrors(valid)).toEqual({})
    expect(ruleErrors({ ...valid, kind: 'leaves-geofence', schedule: null, parameters: { geofenceId: 4 } })).toEqual({})
  })

  it('asks for the hours of a moves-outside-hours rule, and refuses a schedule that allows nothing', () => {
    expect(ruleErrors({ ...valid, schedule: null })).toEqual({ schedule: ruleMessages.scheduleRequired })
    expect(ruleErrors({ ...valid, schedule: [] })).toEqual({ schedule: scheduleMessages.empty })
  })

  it('asks for the geofence of a geofence rule and keeps settings within their limits', () => {
    expect(ruleErrors({ ...valid, kind: 'enters-geofence', schedule: null })).toEqual({
      'parameters.geofenceId': ruleMessages.geofence,
    })
    expect(
      ruleErrors({
        ...valid,
        kind: 'moves-while-locked',
        parameters: { displacementMeters: 5, speedKph: 3, silentAfterMinutes: 0 },
      }),
    ).toEqual({
      'parameters.displacementMeters': ruleMessages.range(20, 10_000),
      'parameters.silentAfterMinutes': ruleMessages.range(1, 10_080),
    })
  })

  it('accepts the kinds the device raises itself (SOS, car battery), to switch them off or limit their hours', () => {
    expect(ruleErrors({ ...valid, kind: 'sos' })).toEqual({})
    expect(ruleErrors({ ...valid, kind: 'car-battery-disconnected', enabled: false, schedule: null })).toEqual({})
  })

  it('names a bad name, kind and scope', () => {
    expect(ruleErrors({ ...valid, name: '', kind: 'teleports' as never, scope: 'vehicle', scopeId: -1 })).toEqual({
      name: validationMessages.required,
      kind: ruleMessages.kind,
      scopeId: geofenceMessages.scope,
    })
  })
})
