import type {
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  VehicleCommandMessage,
} from '@vigil/domain'

// The push payloads are the product's own types, shared with the apps through the domain package.
export type { DeviceGpsLocationMessage, DeviceLockUnlockMessage, DeviceTamperMessage, VehicleCommandMessage }

/** Every push the hub sends; `target` is the SignalR client method name the dashboard subscribes to. */
export type HubMessage =
  | { target: 'DeviceGpsLocationMessage'; payload: DeviceGpsLocationMessage }
  | { target: 'DeviceLockUnlockMessage'; payload: DeviceLockUnlockMessage }
  | { target: 'DeviceTamperMessage'; payload: DeviceTamperMessage }
  | { target: 'VehicleCommandMessage'; payload: VehicleCommandMessage }

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

/** A command's new state, to everyone who sees the vehicle (docs/hub-protocol-additions.md). */
export const commandOutcome = (payload: VehicleCommandMessage): HubMessage => ({
  target: 'VehicleCommandMessage',
  payload,
})
