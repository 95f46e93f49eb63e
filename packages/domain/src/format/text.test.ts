import { describe, expect, it } from 'vitest'
import { DEPOSIT_DISPLAY, OLDER_THAN_1999 } from '../constants.ts'
import { depositDueText, formatRands, mailtoLink, pageTitle, registrationYearOptions, telLink } from './text.ts'

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

describe('registrationYearOptions', () => {
  it("lists the last 25 years then 'Older than 1999'", () => {
    const options = registrationYearOptions(new Date('2025-06-01T10:00:00Z'))
    expect(options).toHaveLength(26)
    expect(options[0]).toBe(2025)
    expect(options[24]).toBe(2001)
    expect(options[25]).toBe(OLDER_THAN_1999)
    expect(options.at(-1)).toBe('Older than 1999')
  })
})
