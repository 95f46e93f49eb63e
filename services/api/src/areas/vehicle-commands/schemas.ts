import {
  type AlertAnswer,
  COMMAND_QUEUED_REASONS,
  COMMAND_STATES,
  type CommandAnswer,
  type DeviceStatusInfo,
} from '@vigil/domain'
import { Type } from 'typebox'
import { IdText } from '../../http/named-schemas.ts'
import { declares, oneOf } from '../contract.ts'

export const VehicleIdParams = Type.Object({ vehicleId: IdText() })

export const CommandAnswerSchema = declares<CommandAnswer>()(
  Type.Object(
    {
      /** Follow the command with this id; its final state (the lock state) arrives over the hub. */
      commandId: Type.String(),
      state: oneOf(COMMAND_STATES),
      /** Why a queued command waits (docs/commands.md): its tracker is offline, or online and awaiting a fresh fix. */
      queuedReason: Type.Union([oneOf(COMMAND_QUEUED_REASONS), Type.Null()]),
    },
    { $id: 'CommandAnswer', title: 'CommandAnswer' },
  ),
)

export const AlertAnswerSchema = declares<AlertAnswer>()(
  Type.Object({ message: Type.String() }, { $id: 'AlertAnswer', title: 'AlertAnswer' }),
)

export const ChangeLinkedDeviceBody = Type.Object(
  {
    currentDeviceSerialNumber: Type.String(),
    newDeviceSerialNumber: Type.String(),
    vehicleNickname: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { $id: 'ChangeLinkedDevice', title: 'ChangeLinkedDevice' },
)

export const LinkDeviceBody = Type.Object(
  { deviceSerialNumber: Type.String(), vehicleNickname: Type.Optional(Type.Union([Type.String(), Type.Null()])) },
  { $id: 'LinkDevice', title: 'LinkDevice' },
)

export const DeviceStatusBody = Type.Object(
  { deviceId: Type.Integer() },
  { $id: 'DeviceStatusRequest', title: 'DeviceStatusRequest' },
)

export const DeviceStatusSchema = declares<DeviceStatusInfo>()(
  Type.Object(
    {
      applicationVersion: Type.Union([Type.String(), Type.Null()]),
      autoLockEnabledState: Type.Integer(),
    },
    { $id: 'DeviceStatusInfo', title: 'DeviceStatusInfo' },
  ),
)
