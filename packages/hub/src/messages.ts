import type {
  AlarmMessage,
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  VehicleCommandMessage,
} from '@vigil/domain'

// The push payloads are the product's own types, shared with the apps through the domain package.
export type {
  AlarmMessage,
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  VehicleCommandMessage,
}

/** When the device took the reading a push reports (ISO 8601): a client shows how current it is. */
export type DeviceTime = { deviceDateTime?: string }

/** Every push the hub sends; `target` is the SignalR client method name the dashboard subscribes to. */
export type HubMessage =
  | { target: 'DeviceGpsLocationMessage'; payload: DeviceGpsLocationMessage & DeviceTime }
  | { target: 'DeviceLockUnlockMessage'; payload: DeviceLockUnlockMessage & DeviceTime }
  | { target: 'DeviceTamperMessage'; payload: DeviceTamperMessage & DeviceTime }
  | { target: 'VehicleCommandMessage'; payload: VehicleCommandMessage }
  | { target: 'AlarmMessage'; payload: AlarmMessage }

export type HubMessageTarget = HubMessage['target']

export const gpsLocation = (payload: DeviceGpsLocationMessage & DeviceTime): HubMessage => ({
  target: 'DeviceGpsLocationMessage',
  payload,
})

export const lockUnlock = (payload: DeviceLockUnlockMessage & DeviceTime): HubMessage => ({
  target: 'DeviceLockUnlockMessage',
  payload,
})

export const tamper = (payload: DeviceTamperMessage & DeviceTime): HubMessage => ({
  target: 'DeviceTamperMessage',
  payload,
})

/** A command's new state, to everyone who sees the vehicle (docs/hub-protocol-additions.md). */
export const commandOutcome = (payload: VehicleCommandMessage): HubMessage => ({
  target: 'VehicleCommandMessage',
  payload,
})

/** An alarm raised, joined by a repeat report, or worked by an agent, to everyone who sees the vehicle (docs/hub-alarms.md). */
export const alarmChange = (payload: AlarmMessage): HubMessage => ({ target: 'AlarmMessage', payload })
