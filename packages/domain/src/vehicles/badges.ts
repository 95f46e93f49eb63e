import { hasDevice, vehicleAlert, vehicleLockState } from './facts.ts'
import type { Vehicle, VehicleEventType } from './types.ts'

export type VehicleBadgeKind =
  | 'alert'
  | 'locked'
  | 'unlocked'
  | 'default'
  | 'lowCarBattery'
  | 'lowDeviceBattery'
  | 'noDevice'

export interface VehicleBadge {
  kind: VehicleBadgeKind
  label: string
}

export const VEHICLE_BADGE_LABELS: Readonly<Record<VehicleBadgeKind, string>> = {
  alert: 'Alert',
  locked: 'Locked!',
  unlocked: 'Unlocked',
  default: 'No events',
  lowCarBattery: 'Low car battery',
  lowDeviceBattery: 'Low device battery',
  noDevice: 'No device added',
}

/** A 12 V car battery reading below 11.8 V is roughly half charge or worse: the car may not start. */
export const LOW_CAR_BATTERY_MILLIVOLTS = 11_800
/** The tracker's Li-ion backup cell below 3.6 V has little runtime left if the car battery is cut. */
export const LOW_DEVICE_BATTERY_MILLIVOLTS = 3_600

const ALERT_EVENT_TYPES: ReadonlySet<VehicleEventType> = new Set(['AuraCallout', 'TamperAlert', 'CapitalAirIncident'])

const badge = (kind: VehicleBadgeKind): VehicleBadge => ({ kind, label: VEHICLE_BADGE_LABELS[kind] })

/** The status badge from the latest event: alert events win, otherwise the lock state; 'default' with no event. */
export const vehicleStatusBadge = (
  latestEventType: VehicleEventType | null | undefined,
  isLocked: boolean | null | undefined,
): VehicleBadge => {
  if (!latestEventType) return badge('default')
  if (ALERT_EVENT_TYPES.has(latestEventType)) return badge('alert')
  return badge(isLocked ? 'locked' : 'unlocked')
}

export const isCarBatteryLow = (millivolts: number | null | undefined): boolean =>
  millivolts != null && millivolts < LOW_CAR_BATTERY_MILLIVOLTS

export const isDeviceBatteryLow = (millivolts: number | null | undefined): boolean =>
  millivolts != null && millivolts < LOW_DEVICE_BATTERY_MILLIVOLTS

/**
 * Every badge a vehicle card shows: the status badge first, then battery and device warnings. Without a tracker only
 * 'No device added': no lock state and no battery readings of a tracker that is no longer there.
 */
export const vehicleBadges = (
  vehicle: Pick<
    Vehicle,
    'isLocked' | 'deviceId' | 'deviceSerialNumber' | 'carBatteryMillivolts' | 'deviceBatteryMillivolts'
  >,
  latestEventType: VehicleEventType | null | undefined,
): VehicleBadge[] => {
  if (!hasDevice(vehicle)) return [badge('noDevice')]
  const badges = [vehicleStatusBadge(latestEventType, vehicle.isLocked)]
  if (isCarBatteryLow(vehicle.carBatteryMillivolts)) badges.push(badge('lowCarBattery'))
  if (isDeviceBatteryLow(vehicle.deviceBatteryMillivolts)) badges.push(badge('lowDeviceBattery'))
  return badges
}

export type VehiclePinIcon = 'alert' | 'locked' | 'unlocked'

/** The map pin: alert while the vehicle has an alert (`vehicleAlert`), else the lock state. */
export const vehiclePinIcon = (
  vehicle: Pick<Vehicle, 'tamperActive' | 'openAlarmIds' | 'isLocked' | 'deviceId' | 'deviceSerialNumber'>,
): VehiclePinIcon => {
  if (vehicleAlert(vehicle)) return 'alert'
  return vehicleLockState(vehicle) ? 'locked' : 'unlocked'
}

/**
 * The latest event type as the list knows it without reading each vehicle's history: an alert raised from this page
 * or an active tamper is an alert, a known lock state is a lock event, and nothing is known otherwise.
 */
export const latestEventTypeOf = (
  vehicle: Pick<Vehicle, 'tamperActive' | 'openAlarmIds' | 'isLocked' | 'deviceId' | 'deviceSerialNumber'>,
  alertRaised = false,
): VehicleEventType | null => {
  if (alertRaised) return 'AuraCallout'
  if (vehicleAlert(vehicle)) return 'TamperAlert'
  return vehicleLockState(vehicle) == null ? null : 'LockState'
}

/**
 * A vehicle's state in a word, as its card's first badge says it: the compact clients list's chip. Derived the same
 * way (`vehicleBadges` from `latestEventTypeOf`), so a row and the card it opens never disagree.
 */
export const vehicleStateBadge = (
  vehicle: Pick<
    Vehicle,
    | 'tamperActive'
    | 'openAlarmIds'
    | 'isLocked'
    | 'deviceId'
    | 'deviceSerialNumber'
    | 'carBatteryMillivolts'
    | 'deviceBatteryMillivolts'
  >,
  alertRaised = false,
): VehicleBadge => vehicleBadges(vehicle, latestEventTypeOf(vehicle, alertRaised))[0] ?? badge('default')
