import { validationMessages } from '../messages.ts'
import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import type { InstallationLookupPayload } from '../validation/payloads/devices.ts'
import { isBlank, validateRequired } from '../validation/required.ts'
import { findListedSerialNumber } from './listedSerialNumber.ts'

export interface BurnInAddDeviceValues {
  unitSerialNumber?: string | null
  stationId?: string | null
}

export interface BurnInAddDeviceContext {
  /** The device chosen before, if any: choosing it again is no change. */
  currentSerialNumber?: string | null
  /** Matching devices not yet added. */
  listedSerialNumbers: readonly string[]
}

/** Add Device: a device picked from the list and a station. */
export function validateBurnInAddDevice(values: BurnInAddDeviceValues, context: BurnInAddDeviceContext): FieldErrors {
  const listed = findListedSerialNumber(values.unitSerialNumber, context.listedSerialNumbers)
  return compactFieldErrors({
    unitSerialNumber: listed === undefined ? validationMessages.selectDevice : undefined,
    stationId: isBlank(values.stationId) ? validationMessages.selectStation : undefined,
  })
}

/** OK is disabled when the chosen device equals the current one, is not in the list, or no station is chosen. */
export function canConfirmBurnInAddDevice(values: BurnInAddDeviceValues, context: BurnInAddDeviceContext): boolean {
  const unchanged = (values.unitSerialNumber ?? '').trim() === (context.currentSerialNumber ?? '').trim()
  return !unchanged && Object.keys(validateBurnInAddDevice(values, context)).length === 0
}

export interface DeviceChangeValues {
  currentDeviceSerialNumber?: string | null
  newDeviceSerialNumber?: string | null
}

/** Change or link a device: the typed serial must be one of the listed results. */
export function validateDeviceChange(values: DeviceChangeValues, listedSerialNumbers: readonly string[]): FieldErrors {
  const listed = findListedSerialNumber(values.newDeviceSerialNumber, listedSerialNumbers)
  return compactFieldErrors({
    newDeviceSerialNumber: listed === undefined ? validationMessages.selectDeviceToLink : undefined,
  })
}

/** Device change OK: the typed serial differs from the current one and matches a listed result. */
export function canChangeDevice(values: DeviceChangeValues, listedSerialNumbers: readonly string[]): boolean {
  const unchanged = (values.newDeviceSerialNumber ?? '').trim() === (values.currentDeviceSerialNumber ?? '').trim()
  return !unchanged && Object.keys(validateDeviceChange(values, listedSerialNumbers)).length === 0
}

export interface CheckEventsValues {
  deviceSerialNumber?: string | null
}

/** 'Check Events' needs a device serial number. */
export function validateCheckEvents(values: CheckEventsValues): FieldErrors {
  return compactFieldErrors({
    deviceSerialNumber: isBlank(values.deviceSerialNumber) ? validationMessages.deviceSerialNumberRequired : undefined,
  })
}

export function canCheckEvents(values: CheckEventsValues): boolean {
  return !isBlank(values.deviceSerialNumber)
}

/** 'Get Checklist': errors are keyed deviceSerialNumber, vehicleRegistration and passcode, as the screen shows them. */
export interface InstallationLookupValues {
  deviceSerialNumber?: string | null
  vehicleRegistration?: string | null
  passcode?: string | null
}

/**
 * The screen's values a lookup request carries: the body keeps the contract's keys and the passcode comes in a
 * header, while the answer keys its errors by the screen's fields, where the screen shows them.
 */
export const installationLookupValues = (
  body: InstallationLookupPayload,
  passcode: string | undefined,
): InstallationLookupValues => ({
  deviceSerialNumber: body.DeviceSerialNumber,
  vehicleRegistration: body.VehicleRegistration,
  passcode,
})

export function validateInstallationLookup(values: InstallationLookupValues): FieldErrors {
  return compactFieldErrors({
    deviceSerialNumber: isBlank(values.deviceSerialNumber) ? validationMessages.deviceSerialNumberRequired : undefined,
    vehicleRegistration: validateRequired(values.vehicleRegistration),
    passcode: validateRequired(values.passcode),
  })
}

export function canGetChecklist(values: InstallationLookupValues): boolean {
  return Object.keys(validateInstallationLookup(values)).length === 0
}
