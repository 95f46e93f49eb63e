import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INITIAL_STEP5_STATE } from './step5.ts'
import { checklistWindowRemainingMs, isChecklistWindowTriggered, step5Timers } from './timers.ts'

const completedAt = new Date('2024-05-01T10:00:00Z')
const later = (ms: number) => new Date(completedAt.getTime() + ms)
const started = { ...INITIAL_STEP5_STATE, engineIsOff: true, startedOnDateTime: '2024-05-01T10:03:00.000Z' }

describe('checklist windows', () => {
  it('counts down ten minutes', () => {
    expect(checklistWindowRemainingMs(completedAt, completedAt)).toBe(600_000)
    expect(checklistWindowRemainingMs(completedAt, later(125_000))).toBe(475_000)
    expect(checklistWindowRemainingMs(completedAt, later(700_000))).toBe(0)
  })

  it('triggers at 5 seconds or less', () => {
    expect(isChecklistWindowTriggered(5_001)).toBe(false)
    expect(isChecklistWindowTriggered(5_000)).toBe(true)
    expect(isChecklistWindowTriggered(0)).toBe(true)
  })

  it('is never negative and triggers exactly from 9:55 elapsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 3_600_000 }), (elapsed) => {
        const remaining = checklistWindowRemainingMs(completedAt, later(elapsed))
        expect(remaining).toBeGreaterThanOrEqual(0)
        expect(remaining).toBe(Math.max(0, 600_000 - elapsed))
        expect(isChecklistWindowTriggered(remaining)).toBe(elapsed >= 595_000)
      }),
    )
  })
})

describe('step5Timers', () => {
  it('runs the start window from the previous step until the test starts', () => {
    const timers = step5Timers({
      state: INITIAL_STEP5_STATE,
      previousStepCompletedAt: completedAt.toISOString(),
      verified: false,
      now: later(61_000),
    })
    expect(timers).toEqual({
      start: { remainingMs: 539_000, display: '08:59', triggered: false },
      completion: null,
      alert: null,
    })
  })

  it('alerts that step 4 completed too long ago', () => {
    const timers = step5Timers({
      state: INITIAL_STEP5_STATE,
      previousStepCompletedAt: completedAt,
      verified: false,
      now: later(595_000),
    })
    expect(timers.start?.triggered).toBe(true)
    expect(timers.alert).toBe(
      'More than 10 minutes has passed since Step 4 completed. You will have to start checklist again.',
    )
  })

  it('switches to the completion window from the start time', () => {
    const timers = step5Timers({
      state: started,
      previousStepCompletedAt: completedAt,
      verified: false,
      now: later(240_000),
    })
    expect(timers.start).toBeNull()
    expect(timers.completion).toEqual({ remainingMs: 540_000, display: '09:00', triggered: false })
    expect(timers.alert).toBeNull()
  })

  it('alerts that step 5 started too long ago', () => {
    const timers = step5Timers({ state: started, previousStepCompletedAt: null, verified: false, now: later(780_000) })
    expect(timers.completion).toEqual({ remainingMs: 0, display: '00:00', triggered: true })
    expect(timers.alert).toBe(
      'More than 10 minutes has passed since Step 5 start time. You will have to start checklist again.',
    )
  })

  it('runs no window without a previous completion or once verified', () => {
    expect(
      step5Timers({ state: INITIAL_STEP5_STATE, previousStepCompletedAt: null, verified: false, now: completedAt }),
    ).toEqual({
      start: null,
      completion: null,
      alert: null,
    })
    expect(
      step5Timers({
        state: INITIAL_STEP5_STATE,
        previousStepCompletedAt: 'not a date',
        verified: false,
        now: completedAt,
      }).start,
    ).toBeNull()
    expect(
      step5Timers({ state: started, previousStepCompletedAt: completedAt, verified: true, now: later(900_000) }).alert,
    ).toBeNull()
  })

  it('alerts exactly when a running window has 5 seconds or less left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_200_000 }), fc.boolean(), (elapsed, testStarted) => {
        const openedAt = testStarted ? new Date(started.startedOnDateTime) : completedAt
        const timers = step5Timers({
          state: testStarted ? started : INITIAL_STEP5_STATE,
          previousStepCompletedAt: completedAt,
          verified: false,
          now: new Date(openedAt.getTime() + elapsed),
        })
        const running = testStarted ? timers.completion : timers.start
        expect(running?.remainingMs).toBeGreaterThanOrEqual(0)
        expect(timers.alert !== null).toBe(elapsed >= 595_000)
      }),
    )
  })
})
