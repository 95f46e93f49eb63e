import { OLDER_THAN_1999, OTP_LENGTH, PASSPORT_MAX_LENGTH } from '../constants.ts'
import { validationMessages } from '../messages.ts'
import { isBlank } from './required.ts'
import { validateSouthAfricanId } from './southAfricanId.ts'

// WHATWG address pattern, additionally requiring a dot in the domain (a top-level domain).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** Values are checked as given: callers trim credentials first (see `trimCredential`). */
export function validateEmail(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.required
  return EMAIL_PATTERN.test(value as string) ? undefined : validationMessages.email
}

/** Nine digits, optionally preceded by 0, the first significant digit not 0 (national number without +27). */
const PHONE_PATTERN = /^0?[1-9][0-9]{8}$/

export function validatePhoneNumber(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.required
  return PHONE_PATTERN.test(value as string) ? undefined : validationMessages.phone
}

const PASSPORT_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${PASSPORT_MAX_LENGTH}}$`)

export function validatePassport(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.required
  return PASSPORT_PATTERN.test(value as string) ? undefined : validationMessages.passport
}

/** A South African ID when the holder has one, otherwise a passport number. */
export function validateIdNumber(
  value: string | null | undefined,
  isSouthAfrican: boolean,
  now?: Date,
): string | undefined {
  return isSouthAfrican ? validateSouthAfricanId(value, now) : validatePassport(value)
}

/** A chosen record's id (a positive whole number, or its digits from a select); 0 or nothing means none chosen. */
export function validateSelectedId(
  value: number | string | null | undefined,
  message: string = validationMessages.required,
): string | undefined {
  return /^[1-9][0-9]*$/.test(String(value ?? '')) ? undefined : message
}

/** A year from the registration year list (four digits, as a number or text) or 'Older than 1999'. */
export function validateRegistrationYear(value: number | string | null | undefined): string | undefined {
  return value === OLDER_THAN_1999 || /^[0-9]{4}$/.test(String(value ?? '')) ? undefined : validationMessages.required
}

const OTP_CODE_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`)

/** The one-time code sent to confirm a cellphone number: exactly six digits, no whitespace. */
export function validateOtpCode(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.required
  return OTP_CODE_PATTERN.test(value as string) ? undefined : validationMessages.otpCode
}
