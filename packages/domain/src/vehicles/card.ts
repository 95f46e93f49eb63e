import type { LockAction } from '../commands/types.ts'
import type { DeviceStatusInfo, Vehicle } from './types.ts'

export interface LockToggle {
  /** The opposite of the current state; null while the state is unknown. */
  action: LockAction | null
  label: LockAction
  disabled: boolean
}

/** The Lock/Unlock button: shows the opposite action, disabled while submitting, inert when the state is unknown. */
export const lockToggle = (isLocked: boolean | null | undefined, submitting: boolean): LockToggle => {
  if (isLocked == null) return { action: null, label: 'Lock', disabled: true }
  const action: LockAction = isLocked ? 'Unlock' : 'Lock'
  return { action, label: action, disabled: submitting }
}

/** The state the vehicle is expected to reach when the toggle's action succeeds. */
export const lockedAfter = (action: LockAction): boolean => action === 'Lock'

export type ApplicationVersionTone = 'normal' | 'warning'

/** Orange (warning) when the version text contains 'No', e.g. 'No version reported'. */
export const applicationVersionTone = (applicationVersion: string | null | undefined): ApplicationVersionTone =>
  applicationVersion?.includes('No') ? 'warning' : 'normal'

/** 'Enabled' or 'Disabled' (0 means disabled); null until the status info has loaded. */
export const autoLockStateText = (
  // The status call always answers it; a vehicle in a list may not know it yet (null).
  autoLockEnabledState: DeviceStatusInfo['autoLockEnabledState'] | Vehicle['autoLockEnabledState'] | undefined,
): 'Enabled' | 'Disabled' | null => {
  if (autoLockEnabledState == null) return null
  return autoLockEnabledState === 0 ? 'Disabled' : 'Enabled'
}

/** Degrees to 6 decimals (about 10 cm), without the float noise of stored values (-26.150000000000002). */
const degrees = (value: number): number => Number(value.toFixed(6))

/** Latitude and longitude as the product writes them, e.g. '-26.2041, 28.0473'. */
export const formatCoordinates = (latitude: number, longitude: number): string =>
  `${degrees(latitude)}, ${degrees(longitude)}`

/** The text 'Copy coordinates' puts on the clipboard, e.g. '-26.2041, 28.0473'; null without a fix. */
export const coordinatesText = (
  vehicle: Pick<Vehicle, 'gpsLatitudeDegrees' | 'gpsLongitudeDegrees'>,
): string | null => {
  const { gpsLatitudeDegrees: latitude, gpsLongitudeDegrees: longitude } = vehicle
  if (latitude == null || longitude == null) return null
  return formatCoordinates(latitude, longitude)
}

/** The card title: the nickname, or the make when there is none. */
export const vehicleDisplayName = (vehicle: Pick<Vehicle, 'nickname' | 'make'>): string =>
  vehicle.nickname?.trim() || vehicle.make

/** 'Reactivate' shows for a linked device that is inactive. */
export const needsReactivation = (vehicle: Pick<Vehicle, 'deviceId' | 'deviceActive'>): boolean =>
  Boolean(vehicle.deviceId) && vehicle.deviceActive === false

/** 'Call driver' calls the first driver. */
export const firstDriver = <D>(vehicle: { drivers: readonly D[] }): D | null => vehicle.drivers[0] ?? null
