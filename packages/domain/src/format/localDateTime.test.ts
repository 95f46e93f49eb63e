import { describe, expect, it } from 'vitest'
import { formatDateTime } from './dates.ts'
import { localDateTimeToUtc, utcToLocalDateTime } from './localDateTime.ts'

describe('the picker time and the stored UTC instant', () => {
  it('reads the picker as the clock in Johannesburg (UTC+2), whatever zone the test runs in', () => {
    expect(localDateTimeToUtc('2026-12-03T10:00')).toBe('2026-12-03T08:00:00.000Z')
    expect(localDateTimeToUtc('2026-01-01T01:30')).toBe('2025-12-31T23:30:00.000Z')
    expect(utcToLocalDateTime('2026-12-03T08:00:00.000Z')).toBe('2026-12-03T10:00')
    expect(utcToLocalDateTime('2025-12-31T23:30:00Z')).toBe('2026-01-01T01:30')
  })

  it('lists the time that was picked: 10:00 picked is 10:00 listed', () => {
    expect(formatDateTime(localDateTimeToUtc('2026-12-03T10:00'))).toBe('03 Dec 2026, 10:00')
  })

  it('follows a zone with daylight saving across its change', () => {
    // London's clocks go forward at 01:00 UTC on 29 March 2026.
    expect(localDateTimeToUtc('2026-03-29T12:00', 'Europe/London')).toBe('2026-03-29T11:00:00.000Z')
    expect(localDateTimeToUtc('2026-03-28T12:00', 'Europe/London')).toBe('2026-03-28T12:00:00.000Z')
    expect(utcToLocalDateTime('2026-03-29T11:00:00Z', 'Europe/London')).toBe('2026-03-29T12:00')
  })

  it('round-trips to the minute', () => {
    expect(utcToLocalDateTime(localDateTimeToUtc('2026-12-03T09:30'))).toBe('2026-12-03T09:30')
  })

  it('reads nothing from nothing', () => {
    expect(utcToLocalDateTime(null)).toBeNull()
    expect(utcToLocalDateTime('not a date')).toBeNull()
  })
})
