// Vehicle records as the API returns them (spec section 3).

export const ONBOARDING_STATUSES = ['Booking-Pending', 'Scheduled', 'Installed'] as const
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number]

export interface VehicleDriver {
  firstName: string
  lastName: string
}

/** A driver of a vehicle (GET /Vehicles answers them with each vehicle). */
export interface Driver {
  id: number
  firstName: string
  lastName: string
  email: string
  idNumber: string
  idNumberIsSouthAfrican: boolean
  phoneCode: number
  phoneNumber: string
  vehicleId: number
}

/** When a fitment centre takes installations (dates and times in UTC). */
export interface InstallationAvailability {
  UtcDateStart: string
  UtcDateEnd: string
  UtcTimeStart: string
  UtcTimeEnd: string
  FitmentCenterId: number
}

/** A region fitment centres are grouped by (GET /Regions). */
export interface Region {
  id: number
  name: string
  active: boolean
}

/** A tracker as GET /Devices answers it (the spec's casing: `VehicleId`, 0 when it is in no vehicle). */
export interface Device {
  id: number
  serialNumber: string
  active: boolean
  VehicleId: number
  /** The burn-in station it is on, if any. */
  testStation: string | null
}

/** A fitment centre, where trackers are fitted, with when it takes installations. */
export interface FitmentCenter {
  id: number
  area: string
  name: string
  address: string
  regionId: number
  regionName: string
  active: boolean
  availability: InstallationAvailability[]
}

/** A subscription plan a vehicle can be subscribed to (amounts in cents). */
export interface SubscriptionPlan {
  id: number
  displayName: string
  description: string
  available: boolean
  isOffline: boolean
  depositCents: number
  monthlyCents: number
}

/** A make and variant of vehicle, as the vehicle-type search answers it. */
export interface VehicleType {
  id: number
  make: string
  variant: string
  makeVariant: string
}

/** A vehicle exactly as the API answers it (the contract's Vehicle). */
export interface Vehicle {
  id: number
  userId: number
  userFirstName: string
  userLastName: string
  userEmail: string
  registrationNumber: string
  make: string
  model: string
  makeVariant: string
  nickname: string
  registrationYear: string
  vehicleColour: string
  vinNumber: string | null
  engineNumber: string | null
  subscriptionId: number | null
  subscriptionPlanId: number | null
  subscriptionPlanDisplayName: string | null
  subscriptionPlanDescription: string | null
  subscriptionDepositAmountPaid: boolean | null
  drivers: Driver[]
  createdOnDateTime: string
  deviceId: number | null
  deviceSerialNumber: string | null
  deviceActive: boolean | null
  applicationVersion: string | null
  /** 0 means disabled. */
  autoLockEnabledState: number | null
  /** When the tracker took the vehicle's newest position, by its own clock. */
  gpsDateTime: string | null
  /** When the platform received that position: later than `gpsDateTime` by however long the tracker held it. */
  gpsReceivedDateTime: string | null
  /** The tracker's newest report of any kind, by its own clock; null without a tracker or before its first report. */
  deviceLastSeenDateTime: string | null
  gpsLatitudeDegrees: number | null
  gpsLongitudeDegrees: number | null
  isLocked: boolean | null
  /** The tracker's newest tamper report says tamper (the car battery disconnected, not cancelled). */
  tamperActive: boolean
  /** The vehicle's alarms not yet resolved on the alarm desk; with `tamperActive` they make its alert (`vehicleAlert`). */
  openAlarmIds: number[]
  /** From the device's battery events (device protocol); null until one arrives. */
  carBatteryMillivolts: number | null
  deviceBatteryMillivolts: number | null
  onBoardingStatus: OnboardingStatus
  installationBookingId: number | null
  installationBookingUtcDateTime: string | null
  regionId: number | null
  regionName: string | null
  fitmentCenterId: number | null
  fitmentCenterArea: string | null
  fitmentCenterName: string | null
  /** When the booked fitment centre takes installations. */
  installationAvailability: InstallationAvailability[]
}

export const VEHICLE_EVENT_TYPES = ['AuraCallout', 'LockState', 'TamperAlert', 'CapitalAirIncident'] as const
export type VehicleEventType = (typeof VEHICLE_EVENT_TYPES)[number]

export interface VehicleHistoryEntry {
  id: number
  type: VehicleEventType
  dateTime: string
  isLocked: boolean | null
  isLockedByUserFirstName: string | null
  isLockedByUserLastName: string | null
  isLockedChangedByAdminUser: boolean | null
  auraCalloutStatus: string | null
  auraCalloutCreatedByUserFirstName: string | null
  auraCalloutCreatedByUserLastName: string | null
  capitalAirIncidentStatus: string | null
  capitalAirIncidentCreatedByUserFirstName: string | null
  capitalAirIncidentCreatedByUserLastName: string | null
  tamperCancelled: boolean | null
  tamperCancelledByUserFirstName: string | null
  tamperCancelledByUserLastName: string | null
  tamperCarBatteryState: number | null
  tamperGpsState: number | null
  lastKnownGpsLatitudeDegrees: number | null
  lastKnownGpsLongitudeDegrees: number | null
}

export interface DeviceStatusInfo {
  applicationVersion: string | null
  /** 0 means disabled. */
  autoLockEnabledState: number
}

/**
 * When a pushed report was taken, by the device's clock, and when the platform received it (ISO 8601). Screens show
 * the device time and count ages from it; the receive time only where lateness is the point.
 */
export interface DeviceTimes {
  deviceDateTime: string
  receivedDateTime: string
}

/** A vehicle's new GPS fix (hub push `DeviceGpsLocationMessage`). */
export interface DeviceGpsLocationMessage extends DeviceTimes {
  vehicleId: number
  latitudeDegrees: number
  longitudeDegrees: number
}

/**
 * The tracker's newest report, when no other push carried it (hub push `DeviceContactMessage`): a status, ignition or
 * motor-error report, or a tamper or SOS on test. It moves only the tracker's last contact ('Silent for…').
 */
export interface DeviceContactMessage extends DeviceTimes {
  vehicleId: number
}

/**
 * The tracker's newest battery report (hub push `DeviceBatteryMessage`): the car battery (a Teltonika's external
 * voltage) and the tracker's own backup battery in millivolts, each as the tracker reported it (null: a reading it
 * could not take), with its device time. The card's battery badges derive from these as from `GET /Vehicles`'s.
 */
export interface DeviceBatteryMessage extends DeviceTimes {
  vehicleId: number
  carBatteryMillivolts: number | null
  deviceBatteryMillivolts: number | null
}

/** The immobiliser changed state (hub push `DeviceLockUnlockMessage`). */
export interface DeviceLockUnlockMessage extends DeviceTimes {
  vehicleId: number
  locked: boolean
}

/**
 * A tamper alert was raised or cleared (hub push `DeviceTamperMessage`; the spec names it without its fields).
 * `carBatteryStateId` is the car-battery state (0 disconnected, otherwise connected) when the event carried it,
 * `cancelled` is true when the alert was cancelled, and the last known position comes along when known.
 */
export interface DeviceTamperMessage extends DeviceTimes {
  vehicleId: number
  tamperActive: boolean
  carBatteryStateId?: number
  cancelled?: boolean
  latitudeDegrees?: number
  longitudeDegrees?: number
}
