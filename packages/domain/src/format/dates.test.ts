import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatChecklistTime,
  formatDate,
  formatDateTime,
  formatMinutesSeconds,
  NOT_AVAILABLE,
  startOfDayInSouthAfrica,
  yearInSouthAfrica,
} from './dates.ts'

describe('formatDate', () => {
  it('shows day, short month and year in en-ZA', () => {
    expect(formatDate('2024-03-05T12:34:56Z')).toBe('05 Mar 2024')
    expect(formatDate(new Date('2023-12-25T08:00:00Z'))).toBe('25 Dec 2023')
  })

  it('uses the South African calendar day', () => {
    expect(formatDate('2024-03-05T23:30:00Z')).toBe('06 Mar 2024')
    expect(formatDate('2024-03-05T23:30:00Z', 'UTC')).toBe('05 Mar 2024')
  })

  it('shows N/A for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe(NOT_AVAILABLE)
    expect(formatDate(undefined)).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
  })
})

describe('formatDateTime', () => {
  it('adds the 24-hour time for vehicle cards', () => {
    expect(formatDateTime('2024-03-05T12:34:56Z')).toBe('05 Mar 2024, 14:34')
    expect(formatDateTime(Date.UTC(2024, 0, 1, 22, 5))).toBe('02 Jan 2024, 00:05')
  })

  it('shows N/A when there is no GPS time', () => {
    expect(formatDateTime(null)).toBe('N/A')
    expect(formatDateTime('')).toBe('N/A')
  })
})

describe('formatChecklistTime', () => {
  it('shows en-GB date and time in Africa/Johannesburg', () => {
    expect(formatChecklistTime('2024-03-05T12:34:56Z')).toBe('05 Mar 2024, 14:34:56')
  })

  it('shows N/A when missing', () => {
    expect(formatChecklistTime(undefined)).toBe('N/A')
    expect(formatChecklistTime('garbage')).toBe('N/A')
  })
})

describe('startOfDayInSouthAfrica', () => {
  it("is South Africa's midnight whatever the machine's zone", () => {
    const zone = process.env.TZ
    try {
      for (const machine of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = machine
        expect(startOfDayInSouthAfrica('2026-11-01').toISOString()).toBe('2026-10-31T22:00:00.000Z')
        expect(startOfDayInSouthAfrica('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z')
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })
})

describe('startOfDayInSouthAfrica in another zone', () => {
  it('reads the zone offset either side of UTC', () => {
    expect(startOfDayInSouthAfrica('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDayInSouthAfrica('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect(startOfDayInSouthAfrica('2026-11-01', 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z')
  })
})

describe('formatMinutesSeconds', () => {
  it('pads minutes and seconds', () => {
    expect(formatMinutesSeconds(600_000)).toBe('10:00')
    expect(formatMinutesSeconds(599_999)).toBe('09:59')
    expect(formatMinutesSeconds(65_000)).toBe('01:05')
    expect(formatMinutesSeconds(4_999)).toBe('00:04')
  })

  it('never shows negative time', () => {
    expect(formatMinutesSeconds(-1)).toBe('00:00')
  })

  it('always reads back to the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 * 60 + 59 }), (seconds) => {
        const [minutes, secs] = formatMinutesSeconds(seconds * 1000)
          .split(':')
          .map(Number)
        expect(minutes! * 60 + secs!).toBe(seconds)
      }),
    )
  })
})

describe('yearInSouthAfrica', () => {
  it('turns the year two hours before UTC does', () => {
    expect(yearInSouthAfrica(new Date('2024-12-31T22:30:00Z'))).toBe(2025)
    expect(yearInSouthAfrica(new Date('2024-12-31T21:30:00Z'))).toBe(2024)
  })
})
