import type { VehicleCommandMessage } from '../commands/types.ts'
// Vehicle records as the API returns them (spec section 3).

export const ONBOARDING_STATUSES = ['Booking-Pending', 'Scheduled'] as const
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number]

export interface VehicleDriver {
  firstName: string
  lastName: string
}

export interface Vehicle {
  id: number
  userId: number
  userFirstName: string
  userLastName: string
  userEmail: string
  registrationNumber: string
  make: string
  model: string
  makeVariant: string | null
  nickname: string | null
  registrationYear: string | number | null
  vehicleColour: string | null
  vinNumber?: string | null
  engineNumber?: string | null
  subscriptionId: number | null
  subscriptionPlanId: number | null
  subscriptionDepositAmountPaid: boolean | null
  drivers: VehicleDriver[]
  createdOnDateTime: string
  deviceId: number | null
  deviceSerialNumber: string | null
  deviceActive: boolean | null
  gpsDateTime: string | null
  gpsLatitudeDegrees: number | null
  gpsLongitudeDegrees: number | null
  isLocked: boolean | null
  tamperActive: boolean | null
  onBoardingStatus: OnboardingStatus | null
  installationBookingId: number | null
  installationBookingUtcDateTime: string | null
  regionId: number | null
  regionName: string | null
  fitmentCenterId: number | string | null
  fitmentCenterArea: string | null
  fitmentCenterName: string | null
  /** From the device's battery events (device protocol); absent until one arrives. */
  carBatteryMillivolts?: number | null
  deviceBatteryMillivolts?: number | null
}

export const VEHICLE_EVENT_TYPES = ['AuraCallout', 'LockState', 'TamperAlert', 'CapitalAirIncident'] as const
export type VehicleEventType = (typeof VEHICLE_EVENT_TYPES)[number]

export interface VehicleHistoryEntry {
  id: number
  type: VehicleEventType
  dateTime: string
  isLocked: boolean | null
  lastKnownGpsLatitudeDegrees: number | null
  lastKnownGpsLongitudeDegrees: number | null
}

export interface DeviceStatusInfo {
  applicationVersion: string | null
  /** 0 means disabled. */
  autoLockEnabledState: number | null
}

/** A vehicle's new GPS fix (hub push `DeviceGpsLocationMessage`). */
export interface DeviceGpsLocationMessage {
  vehicleId: number
  latitudeDegrees: number
  longitudeDegrees: number
}

/** The immobiliser changed state (hub push `DeviceLockUnlockMessage`). */
export interface DeviceLockUnlockMessage {
  vehicleId: number
  locked: boolean
}

/**
 * A tamper alert was raised or cleared (hub push `DeviceTamperMessage`; the spec names it without its fields).
 * `carBatteryStateId` is the car-battery state (0 disconnected, otherwise connected) when the event carried it,
 * `cancelled` is true when the alert was cancelled, and the last known position comes along when known.
 */
export interface DeviceTamperMessage {
  vehicleId: number
  tamperActive: boolean
  carBatteryStateId?: number
  cancelled?: boolean
  latitudeDegrees?: number
  longitudeDegrees?: number
}

export type VehicleHubMessage =
  | { target: 'DeviceGpsLocationMessage'; message: DeviceGpsLocationMessage }
  | { target: 'DeviceLockUnlockMessage'; message: DeviceLockUnlockMessage }
  | { target: 'DeviceTamperMessage'; message: DeviceTamperMessage }
  | { target: 'VehicleCommandMessage'; message: VehicleCommandMessage }
