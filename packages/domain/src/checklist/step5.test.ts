import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  INITIAL_STEP5_STATE,
  isStep5ConfirmEnabled,
  parseStep5State,
  STEP5_STAGES,
  type Step5Event,
  serializeStep5State,
  step5LockUnlockCall,
  step5Stage,
  step5StageInfo,
  step5Transition,
} from './step5.ts'
import type { Step5State } from './types.ts'

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 10, minute))

const HAPPY_PATH: Step5Event[] = [
  { type: 'engineIsOff' },
  { type: 'startTest', at: at(1) },
  { type: 'lockConfirmed', at: at(2) },
  { type: 'unlockConfirmed', at: at(3) },
  { type: 'engineStarted', at: at(4) },
  { type: 'fuelCut', at: at(5) },
  { type: 'engineStopped', at: at(6) },
  { type: 'engineStarted', at: at(7) },
]

const run = (events: readonly Step5Event[], from: Step5State = INITIAL_STEP5_STATE) =>
  events.reduce(step5Transition, from)

describe('step 5 stages', () => {
  it('labels each stage as the spec', () => {
    expect(STEP5_STAGES.map((s) => [s.stage, s.buttonLabel])).toEqual([
      [1, 'Engine is off'],
      [2, 'Start Test'],
      [3, null],
      [4, null],
      [5, 'Engine started'],
      [6, 'Cut fuel'],
      [7, 'Engine stopped'],
      [8, 'Engine started'],
      [9, 'Confirm'],
    ])
  })

  it('walks stages 1 to 9 in order, recording each time', () => {
    const stages = [step5Stage(INITIAL_STEP5_STATE)]
    let state = INITIAL_STEP5_STATE
    for (const event of HAPPY_PATH) {
      state = step5Transition(state, event)
      stages.push(step5Stage(state))
    }
    expect(stages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(state).toEqual({
      engineIsOff: true,
      startedOnDateTime: '2024-05-01T10:01:00.000Z',
      lockConfirmedOnDateTime: '2024-05-01T10:02:00.000Z',
      unlockConfirmedOnDateTime: '2024-05-01T10:03:00.000Z',
      engineStartedOnDateTime: '2024-05-01T10:04:00.000Z',
      fuelCutOnDateTime: '2024-05-01T10:05:00.000Z',
      engineStoppedByFuelCutOnDateTime: '2024-05-01T10:06:00.000Z',
      engineStartedAfterFuelRestoredOnDateTime: '2024-05-01T10:07:00.000Z',
    })
    expect(isStep5ConfirmEnabled(state)).toBe(true)
  })

  it('enables Confirm only after stage 8', () => {
    expect(isStep5ConfirmEnabled(run(HAPPY_PATH.slice(0, 7)))).toBe(false)
    expect(step5StageInfo(run(HAPPY_PATH.slice(0, 7))).buttonLabel).toBe('Engine started')
  })

  it('ignores events out of turn', () => {
    const started = run(HAPPY_PATH.slice(0, 2))
    expect(step5Transition(started, { type: 'unlockConfirmed', at: at(9) })).toBe(started)
    expect(step5Transition(started, { type: 'engineStarted', at: at(9) })).toBe(started)
    expect(step5Transition(INITIAL_STEP5_STATE, { type: 'startTest', at: at(1) })).toBe(INITIAL_STEP5_STATE)
    const done = run(HAPPY_PATH)
    expect(step5Transition(done, { type: 'engineStarted', at: at(9) })).toBe(done)
  })

  it('starts over on restart', () => {
    expect(step5Transition(run(HAPPY_PATH.slice(0, 5)), { type: 'restart' })).toEqual(INITIAL_STEP5_STATE)
  })

  it('alternates lock first, then unlock, only while waiting for them', () => {
    expect(step5LockUnlockCall(run(HAPPY_PATH.slice(0, 2)))).toBe('lock')
    expect(step5LockUnlockCall(run(HAPPY_PATH.slice(0, 3)))).toBe('unlock')
    expect(step5LockUnlockCall(run(HAPPY_PATH.slice(0, 4)))).toBeNull()
    expect(step5LockUnlockCall(INITIAL_STEP5_STATE)).toBeNull()
  })

  it('cuts fuel at stage 6 and restores it at stage 7', () => {
    expect(step5StageInfo(run(HAPPY_PATH.slice(0, 5))).fuelCommand).toBe('cutFuel')
    expect(step5StageInfo(run(HAPPY_PATH.slice(0, 6))).fuelCommand).toBe('restoreFuel')
    expect(step5StageInfo(run(HAPPY_PATH.slice(0, 7))).fuelCommand).toBeNull()
  })
})

const eventArbitrary: fc.Arbitrary<Step5Event> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Step5Event>({ type: 'restart' }) },
  { weight: 3, arbitrary: fc.constant<Step5Event>({ type: 'engineIsOff' }) },
  {
    weight: 20,
    arbitrary: fc
      .record({
        type: fc.constantFrom(
          'startTest',
          'lockConfirmed',
          'unlockConfirmed',
          'engineStarted',
          'fuelCut',
          'engineStopped',
        ) as fc.Arbitrary<Exclude<Step5Event['type'], 'restart' | 'engineIsOff'>>,
        at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
      })
      .map((event): Step5Event => event),
  },
)

describe('step 5 properties', () => {
  it('never skips a stage: each event advances by at most one, or restarts', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 60 }), (events) => {
        let state = INITIAL_STEP5_STATE
        for (const event of events) {
          const before = step5Stage(state)
          state = step5Transition(state, event)
          const after = step5Stage(state)
          if (event.type === 'restart') expect(after).toBe(1)
          else expect([before, before + 1]).toContain(after)
        }
      }),
    )
  })

  it('never enables Confirm before eight stages have been completed since the last restart', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 60 }), (events) => {
        let state = INITIAL_STEP5_STATE
        let advances = 0
        for (const event of events) {
          const next = step5Transition(state, event)
          if (event.type === 'restart') advances = 0
          else if (next !== state) advances += 1
          state = next
          expect(isStep5ConfirmEnabled(state)).toBe(advances >= 8)
        }
      }),
    )
  })

  it('round-trips through the stored JSON at every stage', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 40 }), (events) => {
        let state = INITIAL_STEP5_STATE
        for (const event of events) {
          state = step5Transition(state, event)
          const text = serializeStep5State(state)
          expect(parseStep5State(text)).toEqual(state)
          expect(serializeStep5State(parseStep5State(text))).toBe(text)
        }
      }),
    )
  })

  it('parses any stored object into a state with no gaps', () => {
    const field = fc.oneof(fc.constant(null), fc.constant('2024-05-01T10:00:00Z'), fc.constant('soon'), fc.integer())
    fc.assert(
      fc.property(
        fc.record({
          engineIsOff: fc.oneof(fc.boolean(), fc.constant('true')),
          startedOnDateTime: field,
          lockConfirmedOnDateTime: field,
          unlockConfirmedOnDateTime: field,
          engineStartedOnDateTime: field,
          fuelCutOnDateTime: field,
          engineStoppedByFuelCutOnDateTime: field,
          engineStartedAfterFuelRestoredOnDateTime: field,
        }),
        (stored) => {
          const state = parseStep5State(JSON.stringify(stored))
          const filled = Object.values(state).filter((value) => value !== null && value !== false).length
          expect(step5Stage(state)).toBe(filled + 1)
        },
      ),
    )
  })
})

describe('parseStep5State', () => {
  it('reads the stored fields', () => {
    const text = JSON.stringify({ engineIsOff: true, startedOnDateTime: '2024-05-01T10:01:00Z' })
    expect(parseStep5State(text)).toEqual({
      ...INITIAL_STEP5_STATE,
      engineIsOff: true,
      startedOnDateTime: '2024-05-01T10:01:00Z',
    })
  })

  it.each([null, undefined, '', '{', '[]', 'null', '42'])('reads %s as a fresh test', (text) => {
    expect(parseStep5State(text)).toEqual(INITIAL_STEP5_STATE)
  })

  it('drops times recorded after a missing one', () => {
    const text = JSON.stringify({
      engineIsOff: true,
      startedOnDateTime: 'x',
      lockConfirmedOnDateTime: '2024-05-01T10:02:00Z',
    })
    expect(step5Stage(parseStep5State(text))).toBe(2)
    expect(parseStep5State(JSON.stringify({ engineIsOff: false, startedOnDateTime: '2024-05-01T10:02:00Z' }))).toEqual(
      INITIAL_STEP5_STATE,
    )
  })
})
