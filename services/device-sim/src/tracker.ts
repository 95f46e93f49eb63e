import type {
  DeviceCommand,
  DeviceCommandResult,
  DeviceCommandStatus,
  DeviceEvent,
  DeviceEventDataByType,
  DeviceEventType,
  MotorErrorSource,
} from '@vigil/device-protocols'
import { ulid } from 'ulid'
import { advanceAlongRoute, fixAt, type RoutePosition, turnAround } from './drive.ts'
import type { Random } from './random.ts'
import { type CityName, routesByCity } from './routes.ts'

export interface TrackerOptions {
  serial: string
  city: CityName
  random: Random
  /** The simulation's first instant. */
  start: Date
  applicationVersion?: string
  /** Seconds between GPS reports while driving (parked: six times longer). */
  gpsIntervalSeconds?: number
  /**
   * Starts driving and never parks by itself: at a route's end it turns around and drives on. Tests that watch a
   * vehicle move use it; a random park of 2 to 10 minutes would otherwise stop the car mid-test. Turning the engine
   * off (an incident) still parks it.
   */
  keepDriving?: boolean
}

/** Everything a tracker knows about its car; transports read it to build their own messages. */
export interface TrackerSnapshot {
  serial: string
  latitudeDegrees: number
  longitudeDegrees: number
  altitudeMeters: number
  headingDegrees: number
  speedKph: number
  satellites: number
  ignitionOn: boolean
  locked: boolean
  fuelCut: boolean
  autoLockEnabled: boolean
  tamperActive: boolean
  sosActive: boolean
  relayFailed: boolean
  carBatteryMillivolts: number
  deviceBatteryMillivolts: number
}

/** What an operator (test, CLI) can make a tracker do. */
export type TrackerIncident =
  | { kind: 'tamper' }
  | { kind: 'tamper-cleared' }
  | { kind: 'sos' }
  | { kind: 'sos-cleared' }
  | { kind: 'motor-error'; source: MotorErrorSource }
  | { kind: 'low-battery' }
  | { kind: 'fail-relay'; failed: boolean }
  | { kind: 'engine'; on: boolean }
  // Thefts (issue #30), each what a theft rule notices: driven (or towed) off `metres` from where it is, so out of a
  // geofence; the same while the tracker reports locked; the tracker unplugged (silent) or plugged in again.
  | { kind: 'drive-away'; metres: number }
  | { kind: 'move-while-locked'; metres: number }
  | { kind: 'silent'; silent: boolean }

export const motorErrorMessages: Record<MotorErrorSource, string> = {
  ignition: 'Ignition wire not detected',
  motor: 'Immobiliser relay not responding',
}

const relayCommands = new Set(['lock', 'unlock', 'cut-fuel', 'restore-fuel'])

/** One simulated tracker, independent of how it talks: time comes in as `now`, events go out as a list. */
export class SimulatedTracker {
  readonly serial: string
  private readonly random: Random
  private readonly applicationVersion: string
  private readonly gpsIntervalMs: number
  private readonly keepDriving: boolean
  private route: RoutePosition
  private state: TrackerSnapshot
  private parkedUntil: number | null
  private lastTick: number
  private lastGps = -Infinity
  private lastBattery = -Infinity
  /** Installer mode: the installer starts the engine a moment after the test asks for it. */
  private engineStartAt: number | null = null
  installerMode = false
  /** How far a theft took the car off its route (degrees); the route's fixes are shifted by it from then on. */
  private displaced = { latitudeDegrees: 0, longitudeDegrees: 0 }
  /** Unplugged: the tracker reports nothing at all. */
  private silent = false

  constructor(options: TrackerOptions) {
    this.serial = options.serial
    this.random = options.random
    this.applicationVersion = options.applicationVersion ?? 'Vigil Tracker 2.4.1'
    this.gpsIntervalMs = (options.gpsIntervalSeconds ?? 10) * 1000
    this.keepDriving = options.keepDriving ?? false
    const route = this.random.pick(routesByCity[options.city])
    this.route = advanceAlongRoute(
      { route, forward: this.random.chance(0.5), segment: 0, metersIntoSegment: 0 },
      this.random.between(0, 2000),
    ).position
    const driving = this.random.chance(0.6) || this.keepDriving
    const fix = fixAt(this.route)
    this.state = {
      serial: options.serial,
      ...fix,
      altitudeMeters: route.altitudeMeters,
      speedKph: 0,
      satellites: Math.round(this.random.between(7, 13)),
      ignitionOn: driving,
      locked: false,
      fuelCut: false,
      autoLockEnabled: false,
      tamperActive: false,
      sosActive: false,
      relayFailed: false,
      carBatteryMillivolts: driving ? 14_100 : 12_600,
      deviceBatteryMillivolts: 4_100,
    }
    this.lastTick = options.start.getTime()
    this.parkedUntil = driving ? null : this.lastTick + this.random.between(30, 300) * 1000
  }

  snapshot(): TrackerSnapshot {
    return { ...this.state }
  }

  private event<T extends DeviceEventType>(type: T, data: DeviceEventDataByType[T], now: number): DeviceEvent {
    const id = ulid(now, () => this.random.next())
    return { id, serial: this.serial, time: new Date(now), type, data } as DeviceEvent
  }

  private gpsEvent(now: number): DeviceEvent {
    this.lastGps = now
    const { latitudeDegrees, longitudeDegrees, altitudeMeters, speedKph, headingDegrees, satellites } = this.state
    return this.event(
      'gps',
      {
        latitudeDegrees: Number(latitudeDegrees.toFixed(7)),
        longitudeDegrees: Number(longitudeDegrees.toFixed(7)),
        altitudeMeters,
        speedKph: Math.round(speedKph),
        headingDegrees,
        satellites,
      },
      now,
    )
  }

  private batteryEvent(now: number): DeviceEvent {
    this.lastBattery = now
    const { carBatteryMillivolts, deviceBatteryMillivolts } = this.state
    return this.event(
      'battery',
      {
        carBatteryMillivolts: Math.round(carBatteryMillivolts),
        deviceBatteryMillivolts: Math.round(deviceBatteryMillivolts),
      },
      now,
    )
  }

  private setIgnition(on: boolean, now: number): DeviceEvent[] {
    if (this.state.ignitionOn === on) return []
    this.state.ignitionOn = on
    this.state.carBatteryMillivolts = on ? 14_100 : 12_600
    if (!on) this.state.speedKph = 0
    return [this.event('ignition', { on }, now), this.gpsEvent(now)]
  }

  private park(now: number, minutes: [number, number]): DeviceEvent[] {
    this.parkedUntil = now + this.random.between(minutes[0], minutes[1]) * 60_000
    return this.setIgnition(false, now)
  }

  /** Engine can run only with fuel and without the immobiliser. */
  private get canDrive(): boolean {
    return !this.state.fuelCut && !this.state.locked
  }

  /** Advances the simulation to `now` and answers what the device reports. */
  tick(nowDate: Date): DeviceEvent[] {
    const now = nowDate.getTime()
    if (this.silent) {
      this.lastTick = now
      return []
    }
    const seconds = Math.max(0, (now - this.lastTick) / 1000)
    this.lastTick = now
    const events: DeviceEvent[] = []
    if (this.engineStartAt !== null && now >= this.engineStartAt) {
      this.engineStartAt = null
      if (!this.state.fuelCut) events.push(...this.setIgnition(true, now))
    }
    const driving = this.state.ignitionOn && this.parkedUntil === null && this.canDrive && !this.installerMode
    if (driving) {
      const limit = this.route.route.speedLimitKph
      const target = limit * this.random.between(0.6, 1.05)
      this.state.speedKph = Math.max(5, this.state.speedKph + (target - this.state.speedKph) * 0.5)
      const moved = advanceAlongRoute(this.route, (this.state.speedKph / 3.6) * seconds)
      this.route = moved.position
      this.placeOnRoute()
      if (moved.arrived) {
        this.route = turnAround(this.route)
        if (!this.keepDriving) events.push(...this.park(now, [2, 10]))
      }
    } else if (this.parkedUntil !== null && now >= this.parkedUntil && this.canDrive && !this.installerMode) {
      this.parkedUntil = null
      events.push(...this.setIgnition(true, now))
    } else {
      this.state.speedKph = 0
    }
    this.drainBatteries(seconds)
    const gpsInterval = this.state.ignitionOn ? this.gpsIntervalMs : this.gpsIntervalMs * 6
    if (now - this.lastGps >= gpsInterval) events.push(this.gpsEvent(now))
    if (now - this.lastBattery >= 60_000) events.push(this.batteryEvent(now))
    return events
  }

  /** The car's fix: where it is on its route, shifted by any theft that took it off. */
  private placeOnRoute(): void {
    const fix = fixAt(this.route)
    this.state.latitudeDegrees = fix.latitudeDegrees + this.displaced.latitudeDegrees
    this.state.longitudeDegrees = fix.longitudeDegrees + this.displaced.longitudeDegrees
    this.state.headingDegrees = fix.headingDegrees
  }

  /**
   * Drives the car `metres` due north at 60 km/h and reports a fix every 100 m or so, dated back from `now` so the
   * last is now: a geofence or a lock position is left behind within one report.
   */
  private driveAway(metres: number, now: number): DeviceEvent[] {
    const steps = Math.max(2, Math.ceil(metres / 100))
    const degrees = metres / 111_195
    const events: DeviceEvent[] = []
    this.state.speedKph = 60
    for (let step = 1; step <= steps; step++) {
      this.displaced.latitudeDegrees += degrees / steps
      this.placeOnRoute()
      this.state.headingDegrees = 0
      events.push(this.gpsEvent(now - (steps - step) * 1000))
    }
    return events
  }

  private drainBatteries(seconds: number): void {
    const state = this.state
    if (state.ignitionOn) {
      state.deviceBatteryMillivolts = Math.min(4_200, state.deviceBatteryMillivolts + 0.05 * seconds)
    } else {
      state.carBatteryMillivolts = Math.max(11_000, state.carBatteryMillivolts - 0.02 * seconds)
      state.deviceBatteryMillivolts = Math.max(3_300, state.deviceBatteryMillivolts - 0.01 * seconds)
    }
  }

  /** Runs a command from the platform and answers the reply plus the telemetry that confirms it. */
  handleCommand(command: DeviceCommand, nowDate: Date): { result: DeviceCommandResult; events: DeviceEvent[] } {
    const now = nowDate.getTime()
    const answer = (status: DeviceCommandStatus, reply: unknown, events: DeviceEvent[] = []) => ({
      result: { cmdId: command.cmdId, status, reply, time: nowDate },
      events,
    })
    if (command.expiresAt.getTime() < now) return answer('error', 'Command expired')
    if (this.state.relayFailed && relayCommands.has(command.name)) return answer('error', 'Relay failure')
    switch (command.name) {
      case 'lock':
      case 'unlock': {
        this.state.locked = command.name === 'lock'
        const motorStateId = this.state.locked ? 1 : 0
        const events = [this.event('lock', { motorStateId }, now)]
        if (this.installerMode && !this.state.locked && !this.state.ignitionOn) this.engineStartAt = now + 2_000
        return answer('ok', { motorStateId }, events)
      }
      case 'cut-fuel': {
        this.state.fuelCut = true
        const events = this.setIgnition(false, now)
        if (this.parkedUntil === null && !this.installerMode) this.parkedUntil = now + 60_000
        return answer('ok', { fuelCut: true }, events)
      }
      case 'restore-fuel': {
        this.state.fuelCut = false
        if (this.installerMode) this.engineStartAt = now + 2_000
        return answer('ok', { fuelCut: false })
      }
      case 'enable-auto-lock': {
        this.state.autoLockEnabled = true
        return answer('ok', { autoLockEnabledState: 1 }, [this.statusEvent(now)])
      }
      case 'status': {
        const event = this.statusEvent(now)
        return answer('ok', event.data, [event])
      }
    }
  }

  private statusEvent(now: number): DeviceEvent {
    return this.event(
      'status',
      { applicationVersion: this.applicationVersion, autoLockEnabledState: this.state.autoLockEnabled ? 1 : 0 },
      now,
    )
  }

  /** Makes the tracker report something an operator asked for (tamper, SOS, motor errors, ...). */
  raise(incident: TrackerIncident, nowDate: Date): DeviceEvent[] {
    const now = nowDate.getTime()
    switch (incident.kind) {
      case 'tamper':
      case 'tamper-cleared':
        this.state.tamperActive = incident.kind === 'tamper'
        return [this.event('tamper', { carBatteryStateId: this.state.tamperActive ? 0 : 1, cancelled: false }, now)]
      case 'sos':
      case 'sos-cleared':
        this.state.sosActive = incident.kind === 'sos'
        return [this.event('sos', { sosStateId: this.state.sosActive ? 1 : 0 }, now)]
      case 'motor-error':
        return [
          this.event(
            'motor-error',
            { errorMessage: motorErrorMessages[incident.source], source: incident.source },
            now,
          ),
        ]
      case 'low-battery':
        this.state.carBatteryMillivolts = 11_200
        this.state.deviceBatteryMillivolts = 3_400
        return [this.batteryEvent(now)]
      case 'fail-relay':
        this.state.relayFailed = incident.failed
        return []
      case 'drive-away':
        return this.driveAway(incident.metres, now)
      case 'move-while-locked': {
        this.state.locked = true
        const lock = this.event('lock', { motorStateId: 1 }, now - Math.ceil(incident.metres / 100) * 1000 - 1000)
        return [lock, ...this.driveAway(incident.metres, now)]
      }
      case 'silent':
        this.silent = incident.silent
        return []
      case 'engine':
        if (incident.on && this.state.fuelCut) return []
        // Someone starting the engine drives off now, whatever the simulation's own parking had planned.
        this.parkedUntil = incident.on ? null : now + 60 * 60_000
        return this.setIgnition(incident.on, now)
    }
  }

  /** Installer mode: the events checklist step 1..6 waits for. Step 5 then follows the lock, unlock and fuel commands. */
  installerStep(step: number, nowDate: Date): DeviceEvent[] {
    const now = nowDate.getTime()
    this.installerMode = true
    this.parkedUntil = null
    switch (step) {
      case 1:
        return [this.event('lock', { motorStateId: this.state.locked ? 1 : 0 }, now), this.gpsEvent(now)]
      case 2:
        return this.raise({ kind: 'motor-error', source: 'ignition' }, nowDate)
      case 3:
        return this.raise({ kind: 'motor-error', source: 'motor' }, nowDate)
      case 4:
        return this.raise({ kind: 'tamper' }, nowDate)
      case 5: {
        // The installer makes sure the engine is off and the device unlocked before 'Engine is off'.
        const events = this.setIgnition(false, now)
        if (this.state.locked) {
          this.state.locked = false
          events.push(this.event('lock', { motorStateId: 0 }, now))
        }
        this.state.fuelCut = false
        return events
      }
      case 6:
        return this.raise({ kind: 'sos' }, nowDate)
      default:
        return []
    }
  }
}
