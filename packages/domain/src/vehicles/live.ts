import type {
  DeviceGpsLocationMessage,
  DeviceLockUnlockMessage,
  DeviceTamperMessage,
  Vehicle,
  VehicleHubMessage,
} from './types.ts'

type LiveFields = Pick<
  Vehicle,
  'id' | 'gpsLatitudeDegrees' | 'gpsLongitudeDegrees' | 'gpsDateTime' | 'isLocked' | 'tamperActive'
>

// Each merge returns the same object when the message is for another vehicle, so unchanged cards keep identity.

/** A live GPS push moves the pin and stamps the last GPS update with the time it was received. */
export const mergeGpsLocation = <V extends LiveFields>(vehicle: V, message: DeviceGpsLocationMessage, now: Date): V =>
  message.vehicleId !== vehicle.id
    ? vehicle
    : {
        ...vehicle,
        gpsLatitudeDegrees: message.latitudeDegrees,
        gpsLongitudeDegrees: message.longitudeDegrees,
        gpsDateTime: now.toISOString(),
      }

export const mergeLockState = <V extends LiveFields>(vehicle: V, message: DeviceLockUnlockMessage): V =>
  message.vehicleId !== vehicle.id ? vehicle : { ...vehicle, isLocked: message.locked }

export const mergeTamper = <V extends LiveFields>(vehicle: V, message: DeviceTamperMessage): V =>
  message.vehicleId !== vehicle.id ? vehicle : { ...vehicle, tamperActive: message.tamperActive }

export const mergeHubMessage = <V extends LiveFields>(vehicle: V, update: VehicleHubMessage, now: Date): V => {
  switch (update.target) {
    case 'DeviceGpsLocationMessage':
      return mergeGpsLocation(vehicle, update.message, now)
    case 'DeviceLockUnlockMessage':
      return mergeLockState(vehicle, update.message)
    case 'DeviceTamperMessage':
      return mergeTamper(vehicle, update.message)
    case 'VehicleCommandMessage':
      // A command's state is the card's to show; the vehicle changes with the tracker's own report.
      return vehicle
  }
}

/** Applies one push to a list; returns the same array when no vehicle in it is affected. */
export const mergeHubMessageIntoList = <V extends LiveFields>(
  vehicles: readonly V[],
  update: VehicleHubMessage,
  now: Date,
): readonly V[] => {
  if (!vehicles.some((vehicle) => vehicle.id === update.message.vehicleId)) return vehicles
  return vehicles.map((vehicle) => mergeHubMessage(vehicle, update, now))
}
