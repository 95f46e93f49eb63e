import { describe, expect, it } from 'vitest'
import { formatTimeOfDay } from '../format/dates.ts'
import { formatReplayDay, isReplayDay, replayDayOf, replayDayWindow, shiftReplayDay } from './day.ts'

describe('replay days', () => {
  it("runs from South Africa's midnight, 22:00 UTC the evening before", () => {
    const { from, to } = replayDayWindow('2026-11-27')
    expect(from.toISOString()).toBe('2026-11-26T22:00:00.000Z')
    expect(to.toISOString()).toBe('2026-11-27T22:00:00.000Z')
  })

  it('is the South African date, which turns two hours before UTC', () => {
    expect(replayDayOf(new Date('2026-11-27T21:59:59Z'))).toBe('2026-11-27')
    expect(replayDayOf(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28')
  })

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isReplayDay('2026-11-27')).toBe(true)
    expect(isReplayDay('2024-02-29')).toBe(true)
    expect(isReplayDay('2026-02-29')).toBe(false)
    expect(isReplayDay('2026-13-01')).toBe(false)
    expect(isReplayDay('27/11/2026')).toBe(false)
  })

  it('shows a time of day en-GB in Africa/Johannesburg', () => {
    expect(formatTimeOfDay('2026-11-27T06:05:09Z')).toBe('08:05:09')
    expect(formatTimeOfDay(Date.parse('2026-11-27T22:00:00Z'))).toBe('00:00:00')
    expect(formatTimeOfDay(null)).toBe('N/A')
  })

  it('steps a day at a time across months and leap days, and names the day en-GB', () => {
    expect(shiftReplayDay('2024-02-28', 1)).toBe('2024-02-29')
    expect(shiftReplayDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftReplayDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(formatReplayDay('2026-11-27')).toBe('Fri, 27 Nov 2026')
  })
})
