import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { birthDateArbitrary, southAfricanIdFor, validSouthAfricanId } from './arbitraries.fixture.ts'
import {
  hasValidLuhnCheckDigit,
  luhnCheckDigit,
  southAfricanIdBirthDate,
  validateSouthAfricanId,
} from './southAfricanId.ts'

const INVALID = 'Please provide a valid ID number'

describe('validateSouthAfricanId', () => {
  it('accepts a well-known valid ID', () => {
    expect(validateSouthAfricanId('8001015009087')).toBeUndefined()
  })

  it('asks for an empty ID', () => {
    expect(validateSouthAfricanId('')).toBe('This field is required')
    expect(validateSouthAfricanId(undefined)).toBe('This field is required')
  })

  it('gives the same message for every kind of failure', () => {
    const failures = {
      tooShort: '800101500908',
      tooLong: '80010150090870',
      letters: '80010150090A7',
      month13: southAfricanIdFor(new Date('1980-01-01T00:00:00Z'), 5009, 0, 8).replace(/^800101/, '801301'),
      day32: '8001325009087',
      february30: southAfricanIdFor(new Date('1980-02-01T00:00:00Z'), 5009, 0, 8).replace(/^800201/, '800230'),
      citizenship2: '8001015009287',
      wrongCheckDigit: '8001015009088',
    }
    for (const id of Object.values(failures)) expect(validateSouthAfricanId(id)).toBe(INVALID)
  })

  it('accepts every generated ID with a real birth date, citizenship 0 or 1 and a correct check digit', () => {
    fc.assert(
      fc.property(validSouthAfricanId, (id) => {
        expect(validateSouthAfricanId(id)).toBeUndefined()
      }),
    )
  })

  it('refuses any single-digit change', () => {
    fc.assert(
      fc.property(validSouthAfricanId, fc.nat(12), fc.integer({ min: 1, max: 9 }), (id, position, shift) => {
        const changed = String((Number(id[position]) + shift) % 10)
        const tampered = `${id.slice(0, position)}${changed}${id.slice(position + 1)}`
        expect(validateSouthAfricanId(tampered)).toBe(INVALID)
      }),
    )
  })

  it('refuses a citizenship digit other than 0 or 1 even with a correct check digit', () => {
    fc.assert(
      fc.property(birthDateArbitrary, fc.integer({ min: 2, max: 9 }), (birthDate, citizenship) => {
        const body = `${southAfricanIdFor(birthDate, 1234, 0, 8).slice(0, 10)}${citizenship}8`
        expect(validateSouthAfricanId(`${body}${luhnCheckDigit(body)}`)).toBe(INVALID)
      }),
    )
  })

  it('refuses dates that are not on the calendar even with a correct check digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.oneof(
          fc.record({ month: fc.constantFrom(0, 13, 20, 99), day: fc.integer({ min: 1, max: 28 }) }),
          fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.constantFrom(0, 32, 45, 99) }),
          fc.record({ month: fc.constantFrom(4, 6, 9, 11), day: fc.constant(31) }),
          fc.record({ month: fc.constant(2), day: fc.constant(30) }),
        ),
        (year, { month, day }) => {
          const pad = (value: number) => String(value).padStart(2, '0')
          const body = `${pad(year)}${pad(month)}${pad(day)}123408`
          expect(validateSouthAfricanId(`${body}${luhnCheckDigit(body)}`)).toBe(INVALID)
        },
      ),
    )
  })

  it('infers the century from now: YY above the current two-digit year is 19YY', () => {
    const id = southAfricanIdFor(new Date('2000-02-29T00:00:00Z'), 1, 0, 8)
    expect(validateSouthAfricanId(id)).toBeUndefined()
    expect(validateSouthAfricanId(id, new Date('2025-06-01T00:00:00Z'))).toBeUndefined()
    // Before 2000, YY 00 means 1900, which had no 29 February.
    expect(validateSouthAfricanId(id, new Date('1999-06-01T00:00:00Z'))).toBe(INVALID)
  })
})

describe('southAfricanIdBirthDate', () => {
  it('reads the birth date with the inferred century', () => {
    const now = new Date('2025-06-01T00:00:00Z')
    expect(southAfricanIdBirthDate('8001015009087', now)).toEqual(new Date('1980-01-01T00:00:00Z'))
    expect(southAfricanIdBirthDate('2501015009087', now)).toEqual(new Date('2025-01-01T00:00:00Z'))
    expect(southAfricanIdBirthDate('2601015009087', now)).toEqual(new Date('1926-01-01T00:00:00Z'))
  })

  it('finds the generated birth date back when now is the end of the century', () => {
    fc.assert(
      fc.property(birthDateArbitrary, (birthDate) => {
        const id = southAfricanIdFor(birthDate, 1, 0, 8)
        const day = new Date(Date.UTC(birthDate.getUTCFullYear(), birthDate.getUTCMonth(), birthDate.getUTCDate()))
        const read = southAfricanIdBirthDate(id, new Date('2099-12-31T00:00:00Z'))
        expect(read?.getUTCMonth()).toBe(day.getUTCMonth())
        expect(read?.getUTCDate()).toBe(day.getUTCDate())
        expect(read?.getUTCFullYear()).toBe(2000 + (birthDate.getUTCFullYear() % 100))
      }),
    )
  })
})

describe('Luhn check digit', () => {
  it('completes any digit string so that the Luhn sum holds, and no other digit does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => {
        const check = luhnCheckDigit(digits)
        expect(hasValidLuhnCheckDigit(`${digits}${check}`)).toBe(true)
        for (let other = 0; other <= 9; other++) {
          if (String(other) !== check) expect(hasValidLuhnCheckDigit(`${digits}${other}`)).toBe(false)
        }
      }),
    )
  })
})
