import { describe, expect, it } from 'vitest'
import { interlockDecision } from '../src/index.ts'

const now = new Date('2026-11-27T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('the moving-vehicle interlock', () => {
  it('decides on a fresh fix, whatever the tracker', () => {
    for (const presence of ['settled', 'just-connected', 'offline'] as const) {
      expect(interlockDecision('lock', { speedKph: 42, time: ago(10) }, now, undefined, presence)).toBe('moving')
      expect(interlockDecision('lock', { speedKph: 0, time: ago(10) }, now, undefined, presence)).toBe('clear')
    }
    expect(interlockDecision('cut-fuel', { speedKph: 42, time: ago(10) }, now)).toBe('moving')
    expect(interlockDecision('unlock', { speedKph: 42, time: ago(10) }, now)).toBe('clear')
  })

  it('sends at once to a tracker online long enough that no fix means no move, unless it reports its ignition on', () => {
    const stale = { speedKph: 60, time: ago(15 * 60) }
    expect(interlockDecision('lock', stale, now, undefined, 'settled')).toBe('clear')
    expect(interlockDecision('lock', { ...stale, ignitionOn: false }, now, undefined, 'settled')).toBe('clear')
    expect(interlockDecision('lock', { speedKph: null, time: null }, now, undefined, 'settled')).toBe('clear')
    // GPS lost (or jammed) with the engine running: only a fresh fix can tell.
    expect(interlockDecision('lock', { ...stale, ignitionOn: true }, now, undefined, 'settled')).toBe('wait')
  })

  it('waits for a fresh fix from a tracker just back online, or offline', () => {
    const stale = { speedKph: 0, time: ago(15 * 60), ignitionOn: false }
    expect(interlockDecision('lock', stale, now, undefined, 'just-connected')).toBe('wait')
    expect(interlockDecision('lock', stale, now, undefined, 'offline')).toBe('wait')
    expect(interlockDecision('lock', undefined, now)).toBe('wait')
  })
})
