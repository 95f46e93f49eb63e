import { validationMessages } from '../messages.ts'
import { validateDateTime } from '../validation/dateTime.ts'
import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateSelectedId } from '../validation/fields.ts'
import { validateRequired } from '../validation/required.ts'
import { findListedSerialNumber } from './listedSerialNumber.ts'

/** A new installation is booked ahead; an existing one (device already fitted) records what happened. */
export type InstallationKind = 'new' | 'existing'

export interface InstallationValues {
  regionId?: number | string | null
  fitmentCenterId?: number | string | null
  installationUtcDateTime?: string | null
  /** The confirmation checkbox shown for an existing installation. */
  installationConfirmed?: boolean
  /** The device typed or picked in the device search of an existing installation. */
  deviceSerialNumber?: string | null
}

export interface InstallationContext {
  kind: InstallationKind
  now: Date
  /** Serial numbers in the current device search results. */
  listedSerialNumbers?: readonly string[]
}

function validateInstallationTime(value: string | null | undefined, context: InstallationContext) {
  const invalid = validateDateTime(value)
  if (invalid !== undefined || context.kind === 'existing') return invalid
  return Date.parse(value as string) > context.now.getTime() ? undefined : validationMessages.futureDate
}

/** Installation 'Next': region, centre and a date/time (future only for a new one); existing also confirm + device. */
export function validateInstallation(values: InstallationValues, context: InstallationContext): FieldErrors {
  const errors: FieldErrors = {
    regionId: validateSelectedId(values.regionId),
    fitmentCenterId: validateSelectedId(values.fitmentCenterId),
    installationUtcDateTime: validateInstallationTime(values.installationUtcDateTime, context),
  }
  if (context.kind === 'existing') {
    errors.installationConfirmed = validateRequired(values.installationConfirmed)
    const listed = findListedSerialNumber(values.deviceSerialNumber, context.listedSerialNumbers ?? [])
    errors.deviceSerialNumber = listed === undefined ? validationMessages.selectDeviceToLink : undefined
  }
  return compactFieldErrors(errors)
}

export function canContinueInstallation(values: InstallationValues, context: InstallationContext): boolean {
  return Object.keys(validateInstallation(values, context)).length === 0
}
