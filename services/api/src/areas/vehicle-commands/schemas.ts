import { Type } from 'typebox'

export const VehicleIdParams = Type.Object({ vehicleId: Type.String({ pattern: '^[0-9]{1,9}$' }) })

export const CommandAnswerSchema = Type.Object(
  {
    /** Follow the command with this id; its final state (the lock state) arrives over the hub. */
    commandId: Type.String(),
    state: Type.Union(
      ['queued', 'sent', 'acked', 'confirmed', 'failed', 'timed_out', 'expired', 'superseded'].map((state) =>
        Type.Literal(state),
      ),
    ),
  },
  { title: 'CommandAnswer' },
)

export const AlertAnswerSchema = Type.Object({ message: Type.String() }, { title: 'AlertAnswer' })

export const DeviceSchema = Type.Object(
  {
    id: Type.Integer(),
    serialNumber: Type.String(),
    active: Type.Boolean(),
    vehicleId: Type.Integer(),
    testStation: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Device' },
)

export const ChangeLinkedDeviceBody = Type.Object({
  currentDeviceSerialNumber: Type.String(),
  newDeviceSerialNumber: Type.String(),
  vehicleNickname: Type.Optional(Type.Union([Type.String(), Type.Null()])),
})

export const LinkDeviceBody = Type.Object({
  deviceSerialNumber: Type.String(),
  vehicleNickname: Type.Optional(Type.Union([Type.String(), Type.Null()])),
})

export const DeviceStatusBody = Type.Object({ deviceId: Type.Integer() })

export const DeviceStatusSchema = Type.Object(
  {
    applicationVersion: Type.Union([Type.String(), Type.Null()]),
    autoLockEnabledState: Type.Integer(),
  },
  { title: 'DeviceStatusInfo' },
)
