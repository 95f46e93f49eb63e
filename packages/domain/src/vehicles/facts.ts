import { STALE_AFTER_MS } from '../format/age.ts'
import type { Vehicle } from './types.ts'

// What a vehicle's facts are, each derived once from what the API answers and the hub pushes (issue #26): the list,
// the live merge and every screen read them here, so a reload never changes what a screen says. The list query's SQL
// twin of `vehicleAlert` is `vehicleAlertSql` (@vigil/devices), held to it by a parity test on both databases.

/** Whether a tracker is linked to the vehicle. */
export const hasDevice = (vehicle: Pick<Vehicle, 'deviceId' | 'deviceSerialNumber'>): boolean =>
  Boolean(vehicle.deviceId) && Boolean(vehicle.deviceSerialNumber?.trim())

/**
 * The vehicle's alert: its tracker reports tamper now, or an alarm on it has not been resolved on the alarm desk. A
 * tamper that clears leaves the alert on while its alarm is open (someone must still look at it); resolving the last
 * alarm clears it when the tracker no longer reports tamper.
 */
export const vehicleAlert = (vehicle: Pick<Vehicle, 'tamperActive' | 'openAlarmIds'>): boolean =>
  vehicle.tamperActive || vehicle.openAlarmIds.length > 0

/** The lock state a screen may show: none without a linked tracker (an old tracker's last word is not the vehicle's). */
export const vehicleLockState = (
  vehicle: Pick<Vehicle, 'deviceId' | 'deviceSerialNumber' | 'isLocked'>,
): boolean | null => (hasDevice(vehicle) ? vehicle.isLocked : null)

/** A tracker is silent once its newest report (by its own clock) is older than this; it reports every few seconds. */
export const TRACKER_SILENT_AFTER_MS = STALE_AFTER_MS

export type TrackerState =
  | { kind: 'none' }
  | { kind: 'never-reported' }
  | { kind: 'silent'; since: string; silentForMs: number }
  | { kind: 'reporting'; lastSeen: string }

/** The later of two device times; a time only moves forward (a late report never makes a card look fresher). */
export const laterTime = (current: string | null, candidate: string | null): string | null =>
  candidate === null || (current !== null && Date.parse(current) >= Date.parse(candidate)) ? current : candidate

/**
 * The tracker's last contact, by its own clock: its newest report, or its newest position when that is newer (a
 * position the platform holds without the report that brought it, e.g. from data loaded before last contact was kept).
 * A page load reads it from the list's answer and a live update from the list merged with the pushes (`live.ts`,
 * which moves `deviceLastSeenDateTime` with `laterTime`, as the ingest's `greatest` does): the same function either way.
 */
export const lastContact = (vehicle: Pick<Vehicle, 'deviceLastSeenDateTime' | 'gpsDateTime'>): string | null =>
  laterTime(vehicle.deviceLastSeenDateTime, vehicle.gpsDateTime)

/** Whether the vehicle has a tracker, and whether it reports: 'silent' with how long when it went quiet. */
export const trackerState = (
  vehicle: Pick<Vehicle, 'deviceId' | 'deviceSerialNumber' | 'deviceLastSeenDateTime' | 'gpsDateTime'>,
  now: Date,
): TrackerState => {
  if (!hasDevice(vehicle)) return { kind: 'none' }
  const lastSeen = lastContact(vehicle)
  if (!lastSeen) return { kind: 'never-reported' }
  const silentForMs = now.getTime() - Date.parse(lastSeen)
  return silentForMs > TRACKER_SILENT_AFTER_MS
    ? { kind: 'silent', since: lastSeen, silentForMs }
    : { kind: 'reporting', lastSeen }
}

/** A position that reached the platform more than this after the tracker took it arrived late (it was held back). */
export const LATE_AFTER_MS = 60 * 1000

/** How late the newest position reached the platform (ms), or null when it came on time (or is unknown). */
export const gpsLateness = (vehicle: Pick<Vehicle, 'gpsDateTime' | 'gpsReceivedDateTime'>): number | null => {
  if (!vehicle.gpsDateTime || !vehicle.gpsReceivedDateTime) return null
  const late = Date.parse(vehicle.gpsReceivedDateTime) - Date.parse(vehicle.gpsDateTime)
  return late > LATE_AFTER_MS ? late : null
}

/** A duration as the card writes it: '42 s', '54 min', '3 h', '2 days'. */
export const formatDuration = (milliseconds: number): string => {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.floor(hours / 24)} days`
}
