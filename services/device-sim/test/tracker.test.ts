import { describe, expect, it } from 'vitest'
import { createRandom, routesByCity, SimulatedTracker } from '../src/index.ts'

const start = new Date('2024-05-01T08:00:00Z')
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

function tracker(seed = 7, city: 'Johannesburg' | 'Cape Town' | 'Durban' = 'Johannesburg') {
  return new SimulatedTracker({ serial: 'SIM000001', city, random: createRandom(seed), start })
}

function run(device: SimulatedTracker, seconds: number) {
  return Array.from({ length: seconds }, (_, second) => device.tick(at(second + 1))).flat()
}

/** Ticks through minute `minute` of a run, once a second. */
const run60 = (device: SimulatedTracker, minute: number) =>
  Array.from({ length: 60 }, (_, second) => device.tick(at(minute * 60 + second + 1)))

const command = (name: 'lock' | 'unlock' | 'cut-fuel' | 'restore-fuel' | 'status', expiresAt = at(3600)) => ({
  cmdId: `C-${name}`,
  name,
  params: {},
  expiresAt,
  attempt: 1,
})

describe('simulated tracker', () => {
  it('replays identically from the same seed and differs with another', () => {
    const first = run(tracker(7), 600)
    expect(run(tracker(7), 600)).toEqual(first)
    expect(run(tracker(8), 600)).not.toEqual(first)
  })

  it('drives along its city roads, reporting gps and battery', () => {
    const events = run(tracker(3, 'Durban'), 1800)
    const gps = events.flatMap((event) => (event.type === 'gps' ? [event.data] : []))
    expect(gps.length).toBeGreaterThan(20)
    const waypoints = routesByCity.Durban.flatMap((route) => route.waypoints)
    const latitudes = waypoints.map((point) => point.latitudeDegrees)
    const longitudes = waypoints.map((point) => point.longitudeDegrees)
    for (const fix of gps) {
      expect(fix.latitudeDegrees).toBeGreaterThanOrEqual(Math.min(...latitudes))
      expect(fix.latitudeDegrees).toBeLessThanOrEqual(Math.max(...latitudes))
      expect(fix.longitudeDegrees).toBeGreaterThanOrEqual(Math.min(...longitudes))
      expect(fix.longitudeDegrees).toBeLessThanOrEqual(Math.max(...longitudes))
    }
    expect(new Set(gps.map((fix) => fix.latitudeDegrees)).size).toBeGreaterThan(5)
    expect(gps.some((fix) => fix.speedKph > 20)).toBe(true)
    expect(events.some((event) => event.type === 'battery')).toBe(true)
  })

  it('parks with the ignition off and drives off again later', () => {
    const events = run(tracker(11, 'Cape Town'), 3 * 3600)
    const ignition = events.flatMap((event) => (event.type === 'ignition' ? [event.data.on] : []))
    expect(ignition).toContain(false)
    expect(ignition).toContain(true)
  })

  it('locks on command and reports the new lock state', () => {
    const device = tracker()
    const { result, events } = device.handleCommand(command('lock'), at(1))
    expect(result).toEqual({ cmdId: 'C-lock', status: 'ok', reply: { motorStateId: 1 }, time: at(1) })
    expect(events.map((event) => [event.type, event.data])).toEqual([['lock', { motorStateId: 1 }]])
    expect(device.snapshot().locked).toBe(true)
  })

  it('answers an error and changes nothing when its relay has failed', () => {
    const device = tracker()
    device.raise({ kind: 'fail-relay', failed: true }, at(0))
    for (const name of ['lock', 'cut-fuel'] as const) {
      const { result, events } = device.handleCommand(command(name), at(1))
      expect(result.status).toBe('error')
      expect(result.reply).toBe('Relay failure')
      expect(events).toEqual([])
    }
    expect(device.snapshot()).toMatchObject({ locked: false, fuelCut: false })
  })

  it('keeps driving when asked to: no park at a route’s end, so every minute of an hour sees the car move', () => {
    const device = new SimulatedTracker({
      serial: 'SIM000002',
      city: 'Durban',
      random: createRandom(4),
      start,
      keepDriving: true,
    })
    const parkedMinutes = Array.from({ length: 60 }, (_, minute) => {
      const before = device.snapshot()
      run60(device, minute)
      const after = device.snapshot()
      return before.latitudeDegrees === after.latitudeDegrees && before.longitudeDegrees === after.longitudeDegrees
    }).filter(Boolean)
    expect(parkedMinutes).toEqual([])
    // The same seed without the option parks at some point in that hour (2 to 10 minutes at a route's end).
    const free = new SimulatedTracker({ serial: 'SIM000002', city: 'Durban', random: createRandom(4), start })
    expect(run(free, 3600).some((event) => event.type === 'ignition' && !event.data.on)).toBe(true)
  })

  it('drives off at once when the engine is started, even while the simulation had it parked', () => {
    const device = tracker()
    device.raise({ kind: 'engine', on: false }, at(0))
    device.raise({ kind: 'engine', on: true }, at(1))
    const before = device.snapshot()
    device.tick(at(30))
    expect(device.snapshot().latitudeDegrees).not.toBe(before.latitudeDegrees)
  })

  it('refuses an expired command', () => {
    const { result } = tracker().handleCommand(command('lock', at(0)), at(1))
    expect(result).toMatchObject({ status: 'error', reply: 'Command expired' })
  })

  it('stops the engine when the fuel is cut: speed 0, ignition off, and stays stopped', () => {
    const device = tracker(5)
    device.raise({ kind: 'engine', on: true }, at(0))
    const { events } = device.handleCommand(command('cut-fuel'), at(1))
    expect(events.find((event) => event.type === 'ignition')?.data).toEqual({ on: false })
    expect(events.find((event) => event.type === 'gps')?.data).toMatchObject({ speedKph: 0 })
    run(device, 600)
    expect(device.snapshot()).toMatchObject({ ignitionOn: false, speedKph: 0, fuelCut: true })
  })

  it('commits each theft a rule notices: driven off, moved while locked, and silent until plugged in again', () => {
    const device = tracker(5)
    run(device, 5)
    const before = device.snapshot()
    const away = device.raise({ kind: 'drive-away', metres: 2000 }, at(6))
    expect(away.every((event) => event.type === 'gps')).toBe(true)
    expect(away).toHaveLength(20)
    const last = away.at(-1)!
    expect(last.time).toEqual(at(6))
    expect(last.type === 'gps' && last.data.latitudeDegrees - before.latitudeDegrees).toBeCloseTo(2000 / 111_195, 4)

    const locked = device.raise({ kind: 'move-while-locked', metres: 300 }, at(20))
    expect(locked[0]).toMatchObject({ type: 'lock', data: { motorStateId: 1 } })
    expect(locked[0]!.time.getTime()).toBeLessThan(locked[1]!.time.getTime())
    expect(locked.slice(1).map((event) => event.type)).toEqual(['gps', 'gps', 'gps'])

    expect(device.raise({ kind: 'silent', silent: true }, at(30))).toEqual([])
    expect(Array.from({ length: 120 }, (_, s) => device.tick(at(31 + s))).flat()).toEqual([])
    device.raise({ kind: 'silent', silent: false }, at(200))
    expect(run60(device, 10).flat().length).toBeGreaterThan(0)
  })

  it('raises tamper, SOS, motor errors and low battery on demand', () => {
    const device = tracker()
    expect(device.raise({ kind: 'tamper' }, at(1))[0]!.data).toEqual({ carBatteryStateId: 0, cancelled: false })
    expect(device.raise({ kind: 'sos' }, at(1))[0]!.data).toEqual({ sosStateId: 1 })
    expect(device.raise({ kind: 'motor-error', source: 'ignition' }, at(1))[0]!.data).toMatchObject({
      source: 'ignition',
    })
    const battery = device.raise({ kind: 'low-battery' }, at(1))[0]!
    expect(battery.data).toEqual({ carBatteryMillivolts: 11200, deviceBatteryMillivolts: 3400 })
  })

  it('produces the events each installation checklist step waits for', () => {
    const device = tracker()
    const types = (step: number) => device.installerStep(step, at(step)).map((event) => event.type)
    expect(types(1)).toContain('lock')
    expect(device.installerStep(2, at(2))[0]).toMatchObject({ type: 'motor-error', data: { source: 'ignition' } })
    expect(device.installerStep(3, at(3))[0]).toMatchObject({ type: 'motor-error', data: { source: 'motor' } })
    expect(types(4)).toEqual(['tamper'])
    expect(types(6)).toEqual(['sos'])
  })

  it('plays the step 5 fuel-cut test: lock, unlock, engine on, fuel cut stops it, restored engine runs', () => {
    const device = tracker(2)
    device.raise({ kind: 'engine', on: true }, at(0))
    const engineOff = device.installerStep(5, at(1))
    expect(engineOff.find((event) => event.type === 'ignition')?.data).toEqual({ on: false })
    expect(device.handleCommand(command('lock'), at(10)).events[0]!.data).toEqual({ motorStateId: 1 })
    expect(device.handleCommand(command('unlock'), at(20)).events[0]!.data).toEqual({ motorStateId: 0 })
    const started = device.tick(at(23)).filter((event) => event.type === 'ignition')
    expect(started.map((event) => event.data)).toEqual([{ on: true }])
    const cut = device.handleCommand(command('cut-fuel'), at(30)).events.filter((event) => event.type === 'ignition')
    expect(cut.map((event) => event.data)).toEqual([{ on: false }])
    expect(device.tick(at(40)).some((event) => event.type === 'ignition')).toBe(false)
    device.handleCommand(command('restore-fuel'), at(50))
    const restarted = device.tick(at(53)).filter((event) => event.type === 'ignition')
    expect(restarted.map((event) => event.data)).toEqual([{ on: true }])
    expect(device.snapshot().speedKph).toBe(0)
  })
})
