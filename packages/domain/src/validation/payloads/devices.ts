import { defaulted, type Infer, integer, nullable, object, string, union } from 'superstruct'
import { validationMessages } from '../../messages.ts'
import { requiredChoice, requiredText } from './fields.ts'

/** PUT /TestRunner/AddUnit (query parameters): a device put on a burn-in test station. */
export const burnInAddDeviceStruct = object({
  unitSerialNumber: requiredChoice(validationMessages.selectDevice),
  stationId: requiredChoice(validationMessages.selectStation),
})
export type BurnInAddDevicePayload = Infer<typeof burnInAddDeviceStruct>

/** The installation checklist's precheck: 'Check Events' for a device serial number. */
export const checkEventsStruct = object({
  deviceSerialNumber: requiredChoice(validationMessages.deviceSerialNumberRequired),
})
export type CheckEventsPayload = Infer<typeof checkEventsStruct>

/** POST /Installations/ByVehicleRegistration (the passcode travels in the X-Passcode header). */
export const installationLookupStruct = object({
  VehicleRegistration: requiredText,
  InstallationBookingId: defaulted(nullable(union([integer(), string()])), null),
  DeviceSerialNumber: requiredText,
})
export type InstallationLookupPayload = Infer<typeof installationLookupStruct>
