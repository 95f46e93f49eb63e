import {
  type AlarmMessage,
  type DeviceBatteryMessage,
  type DeviceContactMessage,
  type DeviceGpsLocationMessage,
  type DeviceLockUnlockMessage,
  type DeviceTamperMessage,
  type HubPush,
  type HubTarget,
  hubPush,
  type VehicleCommandMessage,
  type VehicleOnboardingMessage,
} from '@vigil/domain'

// The push type is the domain's (`HubPush`, declared once beside the REST shapes): the hub sends exactly what the
// client package and the apps read, device and receive times included. `HubMessage` is its name on this side.
export type {
  AlarmMessage,
  DeviceBatteryMessage,
  DeviceContactMessage,
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  VehicleCommandMessage,
  VehicleOnboardingMessage,
}

/** Every push the hub sends; `target` is the SignalR client method name the apps subscribe to. */
export type HubMessage = HubPush

export type HubMessageTarget = HubTarget

/** A GPS fix, with when the tracker took it and when the platform received it. */
export const gpsLocation = (message: DeviceGpsLocationMessage): HubMessage =>
  hubPush('DeviceGpsLocationMessage', message)

export const lockUnlock = (message: DeviceLockUnlockMessage): HubMessage => hubPush('DeviceLockUnlockMessage', message)

export const tamper = (message: DeviceTamperMessage): HubMessage => hubPush('DeviceTamperMessage', message)

/** The tracker's newest report when no other push carried it: moves only its last contact (docs/hub-protocol-additions.md). */
export const contact = (message: DeviceContactMessage): HubMessage => hubPush('DeviceContactMessage', message)

/** The tracker's newest battery readings, as it reported them (docs/hub-protocol-additions.md). */
export const battery = (message: DeviceBatteryMessage): HubMessage => hubPush('DeviceBatteryMessage', message)

/** A command's new state, to everyone who sees the vehicle (docs/hub-protocol-additions.md). */
export const commandOutcome = (message: VehicleCommandMessage): HubMessage => hubPush('VehicleCommandMessage', message)

/** An alarm raised, joined by a repeat report, or worked by an agent, to everyone who sees the vehicle (docs/hub-alarms.md). */
export const alarmChange = (message: AlarmMessage): HubMessage => hubPush('AlarmMessage', message)

/** A vehicle's onboarding status changed (its installation completed), so the onboarding lists move it at once. */
export const onboardingChange = (message: VehicleOnboardingMessage): HubMessage =>
  hubPush('VehicleOnboardingMessage', message)
