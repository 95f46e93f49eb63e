import { describe, expect, it } from 'vitest'
import { DEPOSIT_DISPLAY } from '../constants.ts'
import {
  countOf,
  depositDueText,
  formatRands,
  mailtoLink,
  pageTitle,
  registrationYearOptions,
  telLink,
} from './text.ts'

describe('pageTitle', () => {
  it('reads {area} | Vigil', () => {
    expect(pageTitle('Agent')).toBe('Agent | Vigil')
    expect(pageTitle('Vehicle History')).toBe('Vehicle History | Vigil')
  })
})

describe('telLink', () => {
  it("joins '+', the code and the number", () => {
    expect(telLink(27, '821234567')).toBe('tel:+27821234567')
    expect(telLink('27', '082 123 4567')).toBe('tel:+27821234567')
    expect(telLink('+44', '7700900123')).toBe('tel:+447700900123')
  })
})

describe('mailtoLink', () => {
  it('links the trimmed address', () => {
    expect(mailtoLink(' jane@example.com ')).toBe('mailto:jane@example.com')
  })
})

describe('deposit', () => {
  it('shows the deposit due as R1 499', () => {
    expect(depositDueText()).toBe('R1 499')
    expect(formatRands(1499)).toBe(DEPOSIT_DISPLAY)
  })

  it('groups thousands with spaces', () => {
    expect(formatRands(0)).toBe('R0')
    expect(formatRands(999)).toBe('R999')
    expect(formatRands(1234567)).toBe('R1 234 567')
    expect(formatRands(-1499)).toBe('-R1 499')
  })
})

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'registered tracker', 'registered trackers')).toBe('1 registered tracker')
    expect(countOf(0, 'user', 'users')).toBe('0 users')
    expect(countOf(12, 'vehicle', 'vehicles')).toBe('12 vehicles')
  })
})

describe('registrationYearOptions', () => {
  it("lists every year down to 2000, then 'Older than 1999'", () => {
    const options = registrationYearOptions(new Date('2026-11-27T10:00:00Z'))
    expect(options).toHaveLength(28)
    expect(options[0]).toBe(2026)
    expect(options.at(-2)).toBe(2000)
    expect(options.at(-1)).toBe('Older than 1999')
    // New Year in Johannesburg comes two hours before UTC's.
    expect(registrationYearOptions(new Date('2030-12-31T22:30:00Z'))[0]).toBe(2031)
    expect(registrationYearOptions(new Date('2030-12-31T22:30:00Z')).at(-2)).toBe(2000)
  })
})
