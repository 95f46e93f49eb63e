/** The one internal device event and command shape: every protocol decoder produces these, nothing downstream knows the protocol. */
import { DEVICE_COMMAND_NAMES, type DeviceCommandName } from '@vigil/domain'

export const deviceEventTypes = [
  'gps',
  'lock',
  'ignition',
  'motor-error',
  'tamper',
  'sos',
  'battery',
  'status',
] as const
export type DeviceEventType = (typeof deviceEventTypes)[number]

export interface GpsData {
  latitudeDegrees: number
  longitudeDegrees: number
  altitudeMeters: number
  speedKph: number
  headingDegrees: number
  satellites: number
}

/** motorStateId 0 means unlocked, anything else locked. */
export interface LockData {
  motorStateId: number
}

export interface IgnitionData {
  on: boolean
}

export const motorErrorSources = ['ignition', 'motor'] as const
export type MotorErrorSource = (typeof motorErrorSources)[number]

export interface MotorErrorData {
  errorMessage: string
  source: MotorErrorSource
}

/** carBatteryStateId 0 means the car battery was disconnected, anything else connected. */
export interface TamperData {
  carBatteryStateId: number
  cancelled: boolean
}

/** sosStateId 0 means Non-Alert, anything else Alert. */
export interface SosData {
  sosStateId: number
}

/** A reading the device could not take is null (e.g. a tracker without a backup battery). */
export interface BatteryData {
  carBatteryMillivolts: number | null
  deviceBatteryMillivolts: number | null
}

/** autoLockEnabledState 0 means disabled. */
export interface StatusData {
  applicationVersion: string
  autoLockEnabledState: number
}

export interface DeviceEventDataByType {
  gps: GpsData
  lock: LockData
  ignition: IgnitionData
  'motor-error': MotorErrorData
  tamper: TamperData
  sos: SosData
  battery: BatteryData
  status: StatusData
}

export type DeviceEventOf<T extends DeviceEventType> = {
  /** ULID chosen by the device (MQTT) or the gateway (Teltonika). */
  id: string
  serial: string
  /** Device time of the reading, not the time it was received. */
  time: Date
  type: T
  data: DeviceEventDataByType[T]
}

export type DeviceEvent = { [T in DeviceEventType]: DeviceEventOf<T> }[DeviceEventType]

/** Dedupe key: a resent event (at-least-once delivery) has the same device, device time and type. */
export function deviceEventDedupeKey(event: Pick<DeviceEvent, 'serial' | 'time' | 'type'>): string {
  return `${event.serial}|${event.time.getTime()}|${event.type}`
}

export function isDeviceEventType(value: unknown): value is DeviceEventType {
  return typeof value === 'string' && (deviceEventTypes as readonly string[]).includes(value)
}

// The apps send these names too, so the browser-safe domain owns the list; the protocols carry it on.
export { DEVICE_COMMAND_NAMES, type DeviceCommandName }

export function isDeviceCommandName(value: unknown): value is DeviceCommandName {
  return typeof value === 'string' && (DEVICE_COMMAND_NAMES as readonly string[]).includes(value)
}

export interface DeviceCommand {
  cmdId: string
  name: DeviceCommandName
  params: Record<string, unknown>
  /** A device must not run a command after this instant. */
  expiresAt: Date
  /** 1 for the first delivery, incremented on each retry. */
  attempt: number
}

export type DeviceCommandStatus = 'ok' | 'error'

export interface DeviceCommandResult {
  cmdId: string
  status: DeviceCommandStatus
  reply: unknown
  time: Date
}
