import { DEPOSIT_DISPLAY, OLDER_THAN_1999, OLDEST_LISTED_YEAR } from '../constants.ts'
import { yearInSouthAfrica } from './dates.ts'

export const PRODUCT_NAME = 'Vigil'

/** '{area} | Vigil', for example 'Vehicle History | Vigil'. */
export const pageTitle = (area: string): string => `${area} | ${PRODUCT_NAME}`

/**
 * 'tel:+27821234567': '+' plus code plus number. Non-digits are dropped, and so is the trunk 0 that
 * local numbers may carry, because '+27 0…' is not dialable.
 */
export const telLink = (phoneCode: number | string, phoneNumber: string): string => {
  const code = String(phoneCode).replace(/\D/g, '')
  const number = phoneNumber.replace(/\D/g, '').replace(/^0/, '')
  return `tel:+${code}${number}`
}

export const mailtoLink = (email: string): string => `mailto:${email.trim()}`

/** Whole rand amounts as shown for the deposit: 1499 → 'R1 499' (plain spaces between thousands). */
export const formatRands = (amount: number): string => {
  const sign = amount < 0 ? '-' : ''
  const digits = String(Math.round(Math.abs(amount)))
  return `${sign}R${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`
}

export const depositDueText = (): string => DEPOSIT_DISPLAY

export type RegistrationYearOption = number | typeof OLDER_THAN_1999

/** Every year from this year down to 2000, then 'Older than 1999'. */
export const registrationYearOptions = (now: Date): RegistrationYearOption[] => {
  const thisYear = yearInSouthAfrica(now)
  const count = thisYear - OLDEST_LISTED_YEAR + 1
  const years: RegistrationYearOption[] = Array.from({ length: count }, (_, index) => thisYear - index)
  years.push(OLDER_THAN_1999)
  return years
}

/** '1 registered tracker', '3 registered trackers', '0 users': a count with its noun in the right number. */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`
