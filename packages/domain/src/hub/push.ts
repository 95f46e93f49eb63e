import type { AlarmMessage } from '../alarms/types.ts'
import type { VehicleCommandMessage } from '../commands/types.ts'
import type { VehicleOnboardingMessage } from '../onboarding/types.ts'
import type {
  DeviceBatteryMessage,
  DeviceContactMessage,
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
} from '../vehicles/types.ts'

// The hub's pushes, declared once (issue #26): the hub serialises them, the client package subscribes to them and the
// apps merge them, all through these types. `push.types.ts` holds every side to them at typecheck.

/** Each push the hub sends by its SignalR target (the client method name), with what it carries. */
export interface HubPushes {
  DeviceGpsLocationMessage: DeviceGpsLocationMessage
  DeviceLockUnlockMessage: DeviceLockUnlockMessage
  DeviceTamperMessage: DeviceTamperMessage
  DeviceContactMessage: DeviceContactMessage
  DeviceBatteryMessage: DeviceBatteryMessage
  VehicleCommandMessage: VehicleCommandMessage
  AlarmMessage: AlarmMessage
  VehicleOnboardingMessage: VehicleOnboardingMessage
}

export type HubTarget = keyof HubPushes

/** What a push of `Target` carries (the invocation's one argument). */
export type HubPushOf<Target extends HubTarget> = HubPushes[Target]

/** One push as the hub sends it and the apps receive it: its target and what it carries. */
export type HubPush = { [Target in HubTarget]: { target: Target; message: HubPushes[Target] } }[HubTarget]

/** The vehicle pushes the live merge applies to a vehicle list. */
export type VehicleHubMessage = Extract<
  HubPush,
  {
    target:
      | 'DeviceGpsLocationMessage'
      | 'DeviceLockUnlockMessage'
      | 'DeviceTamperMessage'
      | 'DeviceContactMessage'
      | 'DeviceBatteryMessage'
      | 'AlarmMessage'
  }
>

const targets = {
  DeviceGpsLocationMessage: true,
  DeviceLockUnlockMessage: true,
  DeviceTamperMessage: true,
  DeviceContactMessage: true,
  DeviceBatteryMessage: true,
  VehicleCommandMessage: true,
  AlarmMessage: true,
  VehicleOnboardingMessage: true,
} as const satisfies Record<HubTarget, true>

/** Every target, for a client to subscribe to each (a record above, so a target added to `HubPushes` must be here). */
export const HUB_TARGETS = Object.keys(targets) as readonly HubTarget[]

/** Builds a push; the target decides what it must carry. */
export const hubPush = <Target extends HubTarget>(target: Target, message: HubPushes[Target]): HubPush =>
  ({ target, message }) as HubPush
