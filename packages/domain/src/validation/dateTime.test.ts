import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isIsoDateTime, validateDateTime } from './dateTime.ts'

describe('validateDateTime', () => {
  it('accepts ISO date-times with a zone', () => {
    for (const value of ['2025-03-01T08:00Z', '2025-03-01T08:00:00Z', '2025-03-01T08:00:00.000+02:00']) {
      expect(validateDateTime(value)).toBeUndefined()
    }
  })

  it('refuses dates without a time or zone and days that do not exist', () => {
    for (const value of ['2025-03-01', '2025-03-01T08:00:00', '2025-02-30T08:00:00Z', '2025-13-01T08:00:00Z', 'soon']) {
      expect(validateDateTime(value)).toBe('Please provide a valid date and time')
    }
  })

  it('asks for an empty value', () => {
    expect(validateDateTime('')).toBe('This field is required')
  })

  it('accepts every instant written by toISOString', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(isIsoDateTime(date.toISOString())).toBe(true)
        },
      ),
    )
  })
})
