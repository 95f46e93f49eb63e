/** A vehicle's new GPS fix. */
export interface DeviceGpsLocationMessage {
  vehicleId: number
  latitudeDegrees: number
  longitudeDegrees: number
}

/** The immobiliser changed state: `locked` is the motor state reported by the device (0 means unlocked). */
export interface DeviceLockUnlockMessage {
  vehicleId: number
  locked: boolean
}

/**
 * A tamper alert was raised or cleared. `tamperActive` drives the alert badge and pin; `carBatteryStateId` is the
 * device's car-battery state (0 disconnected, otherwise connected) when the event carried it; `cancelled` is true when
 * an agent or the device cancelled the alert; the last known position is included when known so the map can jump there.
 */
export interface DeviceTamperMessage {
  vehicleId: number
  tamperActive: boolean
  carBatteryStateId?: number
  cancelled?: boolean
  latitudeDegrees?: number
  longitudeDegrees?: number
}

/** Every push the hub sends; `target` is the SignalR client method name the dashboard subscribes to. */
export type HubMessage =
  | { target: 'DeviceGpsLocationMessage'; payload: DeviceGpsLocationMessage }
  | { target: 'DeviceLockUnlockMessage'; payload: DeviceLockUnlockMessage }
  | { target: 'DeviceTamperMessage'; payload: DeviceTamperMessage }

export type HubMessageTarget = HubMessage['target']

export const gpsLocation = (payload: DeviceGpsLocationMessage): HubMessage => ({
  target: 'DeviceGpsLocationMessage',
  payload,
})

export const lockUnlock = (payload: DeviceLockUnlockMessage): HubMessage => ({
  target: 'DeviceLockUnlockMessage',
  payload,
})

export const tamper = (payload: DeviceTamperMessage): HubMessage => ({ target: 'DeviceTamperMessage', payload })
