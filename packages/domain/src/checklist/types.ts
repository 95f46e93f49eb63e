export interface InstallationStep {
  id: number
  stepNumber: number
  description: string
  verified: boolean
  dateCompleted: string | null
  /** JSON text; step 5 keeps its fuel-cut test progress here. */
  state: string
}

export interface Installation {
  id: number
  vehicleId: number
  currentStep: number
  dateCompleted: string | null
  /** Why the lookup or restart could not go on; null when it did. */
  message: string | null
  installationSteps: InstallationStep[]
  /** Whether the installation's tracker last reported auto-lock as enabled (stored from its status reports). */
  autoLockEnabled: boolean
}

/** POST /ChecklistPasscode/Rotate answer: the new passcode, shown this once (only its hash is kept). */
export interface ChecklistPasscode {
  passcode: string
}

/** POST /Installations/ByVehicleRegistration answer: id null means the lookup failed and message says why. */
export interface InstallationLookupResponse {
  id: number | null
  message: string | null
}

interface DeviceEventRecord {
  deviceEventId: number
  dataDateTime: string
}

export interface MotorStateEvent extends DeviceEventRecord {
  /** 0 unlocked, otherwise locked. */
  motorStateId: number
}

export interface ErrorInfoEvent extends DeviceEventRecord {
  errorMessage: string
  /** Which part reported it (the ignition or the motor). */
  source: string
}

export interface TamperInfoEvent extends DeviceEventRecord {
  /** 0 disconnected, otherwise connected. */
  carBatteryStateId: number
  cancelled: boolean
}

export interface SosInfoEvent extends DeviceEventRecord {
  /** 0 Non-Alert, otherwise Alert. */
  sosStateId: number
}

export interface GpsEvent extends DeviceEventRecord {
  latitudeDegrees: number
  longitudeDegrees: number
  altitudeMeters: number
}

export type ChecklistDeviceEvent = MotorStateEvent | ErrorInfoEvent | TamperInfoEvent | SosInfoEvent | GpsEvent

/** The step-5 state JSON fields (spec section 3); times are ISO-8601 text. */
export interface Step5State {
  engineIsOff: boolean
  startedOnDateTime: string | null
  lockConfirmedOnDateTime: string | null
  unlockConfirmedOnDateTime: string | null
  engineStartedOnDateTime: string | null
  fuelCutOnDateTime: string | null
  engineStoppedByFuelCutOnDateTime: string | null
  engineStartedAfterFuelRestoredOnDateTime: string | null
}
