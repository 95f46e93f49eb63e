import { describe, expect, it } from 'vitest'
import { CHECKLIST_WINDOW_MS, DEPOSIT_DISPLAY, HUB_RECONNECT_DELAYS_MS } from './constants.ts'

describe('constants', () => {
  it('matches the spec figures', () => {
    expect(DEPOSIT_DISPLAY).toBe('R1 499')
    expect(CHECKLIST_WINDOW_MS).toBe(600_000)
    expect(HUB_RECONNECT_DELAYS_MS).toEqual([0, 2000, 10000, 30000])
  })
})
