import type { AlarmMessage } from '../alarms/types.ts'
import { laterTime } from '../vehicles/facts.ts'
import type {
  DeviceBatteryMessage,
  DeviceContactMessage,
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  DeviceTimes,
  Vehicle,
} from '../vehicles/types.ts'
import type { VehicleHubMessage } from './push.ts'

/** The fields the hub's pushes change; every other fact is derived from them (`facts.ts`). */
export type LiveFields = Pick<
  Vehicle,
  | 'id'
  | 'gpsLatitudeDegrees'
  | 'gpsLongitudeDegrees'
  | 'gpsDateTime'
  | 'gpsReceivedDateTime'
  | 'deviceLastSeenDateTime'
  | 'isLocked'
  | 'tamperActive'
  | 'openAlarmIds'
>

// Each merge returns the same object when the message is for another vehicle, so unchanged cards keep identity. Every
// time written comes from the push (the device's clock, and the platform's receive time), never the browser's clock,
// so a merged card says what a fresh load of the list says.

/** The tracker's last contact moves forward only: a late report never makes the card look fresher. */
const seen = <V extends LiveFields>(vehicle: V, message: DeviceTimes): V['deviceLastSeenDateTime'] =>
  laterTime(vehicle.deviceLastSeenDateTime, message.deviceDateTime)

/**
 * A GPS push moves the pin to the position the tracker took at `deviceDateTime`, unless the card already shows a newer
 * one: a late record never moves the pin backwards.
 */
export const mergeGpsLocation = <V extends LiveFields>(vehicle: V, message: DeviceGpsLocationMessage): V => {
  if (message.vehicleId !== vehicle.id) return vehicle
  const lastSeen = seen(vehicle, message)
  if (vehicle.gpsDateTime !== null && Date.parse(vehicle.gpsDateTime) > Date.parse(message.deviceDateTime))
    return lastSeen === vehicle.deviceLastSeenDateTime ? vehicle : { ...vehicle, deviceLastSeenDateTime: lastSeen }
  return {
    ...vehicle,
    gpsLatitudeDegrees: message.latitudeDegrees,
    gpsLongitudeDegrees: message.longitudeDegrees,
    gpsDateTime: message.deviceDateTime,
    gpsReceivedDateTime: message.receivedDateTime,
    deviceLastSeenDateTime: lastSeen,
  }
}

/** The hub pushes only a tracker's newest lock report (a late one is history), in device-time order. */
export const mergeLockState = <V extends LiveFields>(vehicle: V, message: DeviceLockUnlockMessage): V =>
  message.vehicleId !== vehicle.id
    ? vehicle
    : { ...vehicle, isLocked: message.locked, deviceLastSeenDateTime: seen(vehicle, message) }

/** The tracker's own tamper state; the alert also reads the open alarms (`vehicleAlert`). */
export const mergeTamper = <V extends LiveFields>(vehicle: V, message: DeviceTamperMessage): V =>
  message.vehicleId !== vehicle.id
    ? vehicle
    : { ...vehicle, tamperActive: message.tamperActive, deviceLastSeenDateTime: seen(vehicle, message) }

/** The battery readings a vehicle list holds (the cards'); the fleet map's markers hold none. */
type BatteryFields = Pick<Vehicle, 'carBatteryMillivolts' | 'deviceBatteryMillivolts'>

const holdsBattery = <V extends LiveFields>(vehicle: V): vehicle is V & BatteryFields =>
  'carBatteryMillivolts' in vehicle && 'deviceBatteryMillivolts' in vehicle

/**
 * A battery report replaces both readings as the tracker reported them (a null one too), as ingest stores them, so the
 * card's battery badges (`vehicleBadges`) say what a reload says. The hub pushes only a tracker's newest battery
 * report (a late one is history). A list that holds no readings (the fleet map's) takes only the contact it carries.
 */
export const mergeBattery = <V extends LiveFields>(vehicle: V, message: DeviceBatteryMessage): V => {
  if (message.vehicleId !== vehicle.id) return vehicle
  const lastSeen = seen(vehicle, message)
  const sameContact = lastSeen === vehicle.deviceLastSeenDateTime
  if (!holdsBattery(vehicle)) return sameContact ? vehicle : { ...vehicle, deviceLastSeenDateTime: lastSeen }
  const { carBatteryMillivolts, deviceBatteryMillivolts } = message
  if (
    sameContact &&
    vehicle.carBatteryMillivolts === carBatteryMillivolts &&
    vehicle.deviceBatteryMillivolts === deviceBatteryMillivolts
  )
    return vehicle
  return { ...vehicle, carBatteryMillivolts, deviceBatteryMillivolts, deviceLastSeenDateTime: lastSeen }
}

/**
 * A report no other push carried (status, ignition, a test's tamper or SOS): only the last contact moves, and
 * only forward. The same object comes back when it changes nothing, so a card that already knows it does not re-render.
 */
export const mergeContact = <V extends LiveFields>(vehicle: V, message: DeviceContactMessage): V => {
  if (message.vehicleId !== vehicle.id) return vehicle
  const lastSeen = seen(vehicle, message)
  return lastSeen === vehicle.deviceLastSeenDateTime ? vehicle : { ...vehicle, deviceLastSeenDateTime: lastSeen }
}

/**
 * An alarm raised, joined or worked: open until resolved. The set is by id, so a repeated push changes nothing. A
 * report that raised or joined it is the tracker's contact too (an SOS is pushed only as its alarm).
 */
export const mergeAlarm = <V extends LiveFields>(vehicle: V, message: AlarmMessage): V => {
  const { alarm } = message
  if (alarm.vehicleId !== vehicle.id) return vehicle
  const open = alarm.status !== 'Resolved'
  const listed = vehicle.openAlarmIds.includes(alarm.id)
  const openAlarmIds =
    open === listed
      ? vehicle.openAlarmIds
      : open
        ? [...vehicle.openAlarmIds, alarm.id].sort((a, b) => a - b)
        : vehicle.openAlarmIds.filter((id) => id !== alarm.id)
  const reported = message.change === 'raised' || message.change === 'reported'
  const lastSeen = reported
    ? laterTime(vehicle.deviceLastSeenDateTime, alarm.lastReportedOn)
    : vehicle.deviceLastSeenDateTime
  if (openAlarmIds === vehicle.openAlarmIds && lastSeen === vehicle.deviceLastSeenDateTime) return vehicle
  return { ...vehicle, openAlarmIds, deviceLastSeenDateTime: lastSeen }
}

export const mergeHubMessage = <V extends LiveFields>(vehicle: V, update: VehicleHubMessage): V => {
  switch (update.target) {
    case 'DeviceGpsLocationMessage':
      return mergeGpsLocation(vehicle, update.message)
    case 'DeviceLockUnlockMessage':
      return mergeLockState(vehicle, update.message)
    case 'DeviceTamperMessage':
      return mergeTamper(vehicle, update.message)
    case 'DeviceContactMessage':
      return mergeContact(vehicle, update.message)
    case 'DeviceBatteryMessage':
      return mergeBattery(vehicle, update.message)
    case 'AlarmMessage':
      return mergeAlarm(vehicle, update.message)
  }
}

const vehicleOf = (update: VehicleHubMessage): number =>
  update.target === 'AlarmMessage' ? update.message.alarm.vehicleId : update.message.vehicleId

/** Applies one push to a list; returns the same array when no vehicle in it is affected. */
export const mergeHubMessageIntoList = <V extends LiveFields>(
  vehicles: readonly V[],
  update: VehicleHubMessage,
): readonly V[] => {
  const vehicleId = vehicleOf(update)
  if (!vehicles.some((vehicle) => vehicle.id === vehicleId)) return vehicles
  return vehicles.map((vehicle) => mergeHubMessage(vehicle, update))
}

/**
 * Applies a frame's pushes to a whole fleet in one pass (the fleet map's ten thousand vehicles): each push finds its
 * vehicle by id, so the cost is the pushes', not pushes x vehicles. Returns the same array when nothing changed.
 */
export const mergeHubMessagesIntoFleet = <V extends LiveFields>(
  vehicles: readonly V[],
  updates: readonly VehicleHubMessage[],
): readonly V[] => {
  if (updates.length === 0) return vehicles
  const positions = new Map<number, number>()
  for (const [position, vehicle] of vehicles.entries()) positions.set(vehicle.id, position)
  let merged: V[] | null = null
  for (const update of updates) {
    const position = positions.get(vehicleOf(update))
    if (position === undefined) continue
    const current = (merged ?? vehicles)[position] as V
    const next = mergeHubMessage(current, update)
    if (next === current) continue
    merged ??= [...vehicles]
    merged[position] = next
  }
  return merged ?? vehicles
}
