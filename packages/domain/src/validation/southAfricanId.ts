import { ID_NUMBER_LENGTH } from '../constants.ts'
import { validationMessages } from '../messages.ts'
import { isBlank } from './required.ts'

// YYMMDD, four sequence digits, citizenship 0 or 1, one more digit, then the Luhn check digit.
const ID_PATTERN = new RegExp(`^[0-9]{${ID_NUMBER_LENGTH - 3}}[01][0-9]{2}$`)

/** Luhn over all digits, the last one being the check digit. */
export function hasValidLuhnCheckDigit(digits: string): boolean {
  let sum = 0
  for (let position = 0; position < digits.length; position++) {
    let digit = Number(digits[digits.length - 1 - position])
    if (position % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The check digit that makes `digits` + check digit pass Luhn. */
export function luhnCheckDigit(digits: string): string {
  for (let candidate = 0; candidate <= 9; candidate++) {
    if (hasValidLuhnCheckDigit(`${digits}${candidate}`)) return String(candidate)
  }
  /* v8 ignore next */
  throw new Error('unreachable: one of ten digits always completes a Luhn sum')
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The birth years a YY can stand for. With `now`, YY above the current two-digit year means 19YY, otherwise 20YY.
 * Without `now` both centuries are accepted; the readings only differ for 29 February of YY = 00 (2000 was a leap
 * year, 1900 was not), so for any `now` from 2000 to 2099 both give the same answer.
 */
function birthYearCandidates(twoDigitYear: number, now?: Date): number[] {
  if (now === undefined) return [1900 + twoDigitYear, 2000 + twoDigitYear]
  const currentTwoDigitYear = now.getUTCFullYear() % 100
  const century = Math.floor(now.getUTCFullYear() / 100) * 100
  return [twoDigitYear > currentTwoDigitYear ? century - 100 + twoDigitYear : century + twoDigitYear]
}

/** The birth date encoded in a well-formed ID number, or undefined when YYMMDD is not a real date. */
export function southAfricanIdBirthDate(value: string, now?: Date): Date | undefined {
  const month = Number(value.slice(2, 4))
  const day = Number(value.slice(4, 6))
  for (const year of birthYearCandidates(Number(value.slice(0, 2)), now)) {
    if (isCalendarDate(year, month, day)) return new Date(Date.UTC(year, month - 1, day))
  }
  return undefined
}

/** Every failure (length, date, citizenship digit, check digit) gives the same 'Please provide a valid ID number'. */
export function validateSouthAfricanId(value: string | null | undefined, now?: Date): string | undefined {
  if (isBlank(value)) return validationMessages.required
  const id = value as string
  const valid = ID_PATTERN.test(id) && southAfricanIdBirthDate(id, now) !== undefined && hasValidLuhnCheckDigit(id)
  return valid ? undefined : validationMessages.idNumber
}
