import fc from 'fast-check'
import { luhnCheckDigit } from './southAfricanId.ts'

// Generators shared by the validation and form tests (not exported from the package).

const pad = (value: number, width: number) => String(value).padStart(width, '0')

export function southAfricanIdFor(birthDate: Date, sequence: number, citizenship: 0 | 1, race: number): string {
  const yymmdd = `${pad(birthDate.getUTCFullYear() % 100, 2)}${pad(birthDate.getUTCMonth() + 1, 2)}${pad(birthDate.getUTCDate(), 2)}`
  const body = `${yymmdd}${pad(sequence, 4)}${citizenship}${race}`
  return `${body}${luhnCheckDigit(body)}`
}

export const birthDateArbitrary = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
})

export const validSouthAfricanId = fc
  .tuple(birthDateArbitrary, fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0 as const, 1 as const), fc.nat(9))
  .map(([birthDate, sequence, citizenship, race]) => southAfricanIdFor(birthDate, sequence, citizenship, race))

export const validPhoneNumber = fc.stringMatching(/^0?[1-9][0-9]{8}$/)

export const validPassport = fc.stringMatching(/^[A-Za-z0-9]{1,50}$/)

export const strongPassword = fc
  .tuple(
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.stringMatching(/^[A-Z]{2,6}$/),
    fc.stringMatching(/^[0-9]{2,6}$/),
    fc.stringMatching(/^[!@#$%^&*()_+\-=[\]{};:'",.<>/?|`~]{2,6}$/),
  )
  .map((parts) => parts.join(''))

export const blankText = fc.constantFrom('', ' ', '   ', '\t', '\n ')
