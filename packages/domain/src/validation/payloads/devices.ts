import { type Infer, integer, nullable, object, optional, string, union } from 'superstruct'
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

/**
 * POST /Installations/ByVehicleRegistration's body in the contract's keys (the passcode travels in the X-Passcode
 * header); the route's body schema declares this type. Its errors are keyed by the checklist screen's fields instead
 * (`validateInstallationLookup`), and `installationLookupValues` is the one place the two namings meet.
 */
export const installationLookupStruct = object({
  VehicleRegistration: requiredText,
  InstallationBookingId: optional(nullable(union([integer(), string()]))),
  DeviceSerialNumber: requiredText,
})
export type InstallationLookupPayload = Infer<typeof installationLookupStruct>

/**
 * POST /Devices/Import: the CSV of trackers to register. Its rows are checked by `parseTrackerCsv`, which answers
 * problems per row; here only that there is a text.
 */
export const trackerImportStruct = object({ csv: string() })
export type TrackerImportPayload = Infer<typeof trackerImportStruct>

/** POST /My/Device/GetDeviceStatusInfo: the device whose status is asked for (one out of scope is not found). */
export const deviceStatusRequestStruct = object({ deviceId: integer() })
export type DeviceStatusRequestPayload = Infer<typeof deviceStatusRequestStruct>
