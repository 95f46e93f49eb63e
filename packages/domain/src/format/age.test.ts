import { describe, expect, it } from 'vitest'
import { ageTone, formatAge } from './age.ts'

const now = new Date('2026-01-01T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe('formatAge', () => {
  it('says how long ago in the largest sensible unit', () => {
    expect(formatAge(ago(2_000), now)).toBe('just now')
    expect(formatAge(ago(42_000), now)).toBe('42 s ago')
    expect(formatAge(ago(5 * 60_000), now)).toBe('5 min ago')
    expect(formatAge(ago(3 * 3_600_000), now)).toBe('3 h ago')
    expect(formatAge(ago(3 * 86_400_000), now)).toBe('3 days ago')
  })

  it('reads a missing or future time sensibly', () => {
    expect(formatAge(null, now)).toBe('never')
    expect(formatAge('not a date', now)).toBe('never')
    expect(formatAge(ago(-10_000), now)).toBe('just now')
  })
})

describe('ageTone', () => {
  it('tells a live value from one that went silent', () => {
    expect(ageTone(ago(60_000), now)).toBe('fresh')
    expect(ageTone(ago(60 * 60_000), now)).toBe('stale')
    expect(ageTone(undefined, now)).toBe('unknown')
  })
})
