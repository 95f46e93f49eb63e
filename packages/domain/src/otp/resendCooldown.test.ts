import { describe, expect, it } from 'vitest'
import { formatResendCountdown, resendAvailableAt, resendSecondsLeft } from './resendCooldown.ts'

const now = new Date('2026-11-25T10:00:00.000Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('the resend cool-down', () => {
  it('counts down the seconds the server said, rounding up', () => {
    const at = resendAvailableAt(60, now)
    expect(resendSecondsLeft(at, now)).toBe(60)
    expect(resendSecondsLeft(at, later(59_001))).toBe(1)
    expect(resendSecondsLeft(at, later(60_000))).toBe(0)
    expect(resendSecondsLeft(at, later(90_000))).toBe(0)
  })

  it('allows a resend when nothing was sent or the wait is negative', () => {
    expect(resendSecondsLeft(undefined, now)).toBe(0)
    expect(resendSecondsLeft(resendAvailableAt(-5, now), now)).toBe(0)
  })

  it('reads as minutes and seconds', () => {
    expect(formatResendCountdown(60)).toBe('1:00')
    expect(formatResendCountdown(9)).toBe('0:09')
    expect(formatResendCountdown(0)).toBe('0:00')
  })
})
