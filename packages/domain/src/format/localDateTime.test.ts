import { describe, expect, it } from 'vitest'
import { localDateTimeToUtc, utcToLocalDateTime } from './localDateTime.ts'

describe('the picker time and the stored UTC instant', () => {
  it('round-trips to the minute', () => {
    const utc = localDateTimeToUtc('2026-12-03T09:30')
    expect(utc).toMatch(/^2026-12-0[23]T\d\d:30:00\.000Z$/)
    expect(utcToLocalDateTime(utc)).toBe('2026-12-03T09:30')
  })
  it('reads nothing from nothing', () => {
    expect(utcToLocalDateTime(null)).toBeNull()
    expect(utcToLocalDateTime('not a date')).toBeNull()
  })
})
