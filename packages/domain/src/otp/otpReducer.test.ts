import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  initialOtpState,
  isOtpComplete,
  type OtpAction,
  type OtpState,
  otpCode,
  otpCodeToSubmit,
  otpReducer,
} from './otpReducer.ts'

const run = (actions: OtpAction[], state: OtpState = initialOtpState()) => actions.reduce(otpReducer, state)
const typeCode = (code: string): OtpAction[] => [...code].map((text, index) => ({ type: 'typed', index, text }))

describe('typing', () => {
  it('starts empty with focus on the first box', () => {
    expect(initialOtpState()).toEqual({ digits: ['', '', '', '', '', ''], focusIndex: 0, submitting: false })
    expect(otpCode(initialOtpState())).toBe('')
    expect(isOtpComplete(initialOtpState())).toBe(false)
  })

  it('sets a digit and moves focus to the next box', () => {
    const state = run([{ type: 'typed', index: 0, text: '4' }])
    expect(state.digits[0]).toBe('4')
    expect(state.focusIndex).toBe(1)
  })

  it('ignores non-digit input', () => {
    const before = run([{ type: 'typed', index: 0, text: '4' }])
    for (const text of ['a', ' ', '-', '٣']) expect(otpReducer(before, { type: 'typed', index: 1, text })).toBe(before)
  })

  it('clears a box when its text is emptied', () => {
    const state = run([...typeCode('12'), { type: 'typed', index: 0, text: '' }])
    expect(state.digits.slice(0, 2)).toEqual(['', '2'])
    expect(state.focusIndex).toBe(0)
  })

  it('ignores boxes that do not exist', () => {
    const state = initialOtpState()
    expect(otpReducer(state, { type: 'typed', index: 6, text: '1' })).toBe(state)
    expect(otpReducer(state, { type: 'backspace', index: -1 })).toBe(state)
    expect(otpReducer(state, { type: 'focused', index: 1.5 })).toBe(state)
  })

  it('moves focus when a box is focused', () => {
    expect(run([{ type: 'focused', index: 3 }]).focusIndex).toBe(3)
  })
})

describe('backspace', () => {
  it('clears a filled box and keeps focus there', () => {
    const state = run([...typeCode('123'), { type: 'backspace', index: 2 }])
    expect(state.digits.slice(0, 3)).toEqual(['1', '2', ''])
    expect(state.focusIndex).toBe(2)
  })

  it('moves focus back from an empty box, and stays on the first', () => {
    const state = run([...typeCode('12'), { type: 'backspace', index: 2 }])
    expect(state.digits.slice(0, 2)).toEqual(['1', '2'])
    expect(state.focusIndex).toBe(1)
    expect(run([{ type: 'backspace', index: 0 }]).focusIndex).toBe(0)
  })
})

describe('paste', () => {
  it('fills all six boxes from six digits, ignoring whitespace, wherever it lands', () => {
    const state = run([{ type: 'pasted', index: 3, text: ' 123 456\n' }])
    expect(otpCode(state)).toBe('123456')
    expect(state.focusIndex).toBe(5)
  })

  it('fills a partial paste from the box pasted into, dropping what does not fit', () => {
    const state = run([{ type: 'pasted', index: 1, text: '789' }])
    expect(state.digits).toEqual(['', '7', '8', '9', '', ''])
    expect(state.focusIndex).toBe(4)
    expect(run([{ type: 'pasted', index: 4, text: '789' }]).digits).toEqual(['', '', '', '', '7', '8'])
  })

  it('ignores text with non-digits or more than six digits', () => {
    const state = initialOtpState()
    for (const text of ['12a456', '1234567', '', '   ', '12-34']) {
      expect(otpReducer(state, { type: 'pasted', index: 0, text })).toBe(state)
    }
  })

  it('treats a whole code typed into one box (autofill) as a paste', () => {
    expect(otpCode(run([{ type: 'typed', index: 0, text: '654321' }]))).toBe('654321')
  })
})

describe('submission', () => {
  it('submits automatically once all six are filled and disables the boxes', () => {
    const before = run(typeCode('12345'))
    expect(before.submittedCode).toBeUndefined()
    const after = otpReducer(before, { type: 'typed', index: 5, text: '6' })
    expect(after).toMatchObject({ submitting: true, submittedCode: '123456' })
    expect(otpCodeToSubmit(before, after)).toBe('123456')
    expect(isOtpComplete(after)).toBe(true)
  })

  it('ignores every edit while submitting', () => {
    const submitting = run(typeCode('123456'))
    const edits: OtpAction[] = [
      { type: 'typed', index: 0, text: '9' },
      { type: 'backspace', index: 5 },
      { type: 'pasted', index: 0, text: '999999' },
      { type: 'focused', index: 2 },
      { type: 'cleared' },
      { type: 'submitStarted' },
    ]
    for (const edit of edits) expect(otpReducer(submitting, edit)).toBe(submitting)
  })

  it('clears the boxes after a failure so the next code submits again', () => {
    const failed = run([...typeCode('123456'), { type: 'submitFinished', ok: false }])
    expect(failed).toEqual(initialOtpState())
    const retried = run(typeCode('654321'), failed)
    expect(otpCodeToSubmit(failed, retried)).toBe('654321')
  })

  it('keeps the digits after a success and re-enables the boxes', () => {
    const done = run([...typeCode('123456'), { type: 'submitFinished', ok: true }])
    expect(done).toMatchObject({ digits: ['1', '2', '3', '4', '5', '6'], submitting: false })
    expect(done.submittedCode).toBeUndefined()
  })

  it('ignores a finish with nothing submitting and a manual start with an incomplete code', () => {
    const state = run(typeCode('12'))
    expect(otpReducer(state, { type: 'submitFinished', ok: true })).toBe(state)
    expect(otpReducer(state, { type: 'submitStarted' })).toBe(state)
  })

  it('starts a submission by hand when complete and idle', () => {
    const done = run([...typeCode('123456'), { type: 'submitFinished', ok: true }])
    const again = otpReducer(done, { type: 'submitStarted' })
    expect(again).toMatchObject({ submitting: true, submittedCode: '123456' })
    expect(otpCodeToSubmit(done, again)).toBe('123456')
  })

  it('empties the boxes on request when idle', () => {
    expect(run([...typeCode('123'), { type: 'cleared' }])).toEqual(initialOtpState())
  })

  it('does not signal again while a code is already submitted', () => {
    const submitting = run(typeCode('123456'))
    expect(otpCodeToSubmit(submitting, submitting)).toBeUndefined()
  })
})

describe('any sequence of actions', () => {
  const index = fc.integer({ min: -1, max: 6 })
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[0-9]$/) },
    fc.stringMatching(/^[0-9]{6}$/),
    fc.constantFrom('a', ' ', '', '\t'),
    fc.string({ maxLength: 3 }),
    fc.stringMatching(/^[0-9 ]{2,8}$/),
  )
  const action: fc.Arbitrary<OtpAction> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant('typed' as const), index, text }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('backspace' as const), index }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('pasted' as const), index, text }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('focused' as const), index }) },
    { weight: 1, arbitrary: fc.constant({ type: 'submitStarted' as const }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('submitFinished' as const), ok: fc.boolean() }) },
    { weight: 1, arbitrary: fc.constant({ type: 'cleared' as const }) },
  )

  it('keeps one digit or nothing per box, focus in 0..5, and submits at most once per completion', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        let state = initialOtpState()
        let signalsSinceFinish = 0
        for (const next of actions) {
          const previous = state
          state = otpReducer(previous, next)
          expect(state.digits).toHaveLength(6)
          for (const digit of state.digits) expect(digit).toMatch(/^[0-9]?$/)
          expect(state.focusIndex).toBeGreaterThanOrEqual(0)
          expect(state.focusIndex).toBeLessThanOrEqual(5)
          expect(state.submitting).toBe(state.submittedCode !== undefined)
          if (previous.submitting && next.type !== 'submitFinished') expect(state).toBe(previous)
          const code = otpCodeToSubmit(previous, state)
          if (code !== undefined) {
            signalsSinceFinish++
            expect(code).toBe(otpCode(state))
            expect(code).toMatch(/^[0-9]{6}$/)
          }
          expect(signalsSinceFinish).toBeLessThanOrEqual(1)
          if (next.type === 'submitFinished') signalsSinceFinish = 0
          // An edit that completes the code while idle always submits it.
          if (
            !previous.submitting &&
            next.type !== 'submitFinished' &&
            !isOtpComplete(previous) &&
            isOtpComplete(state)
          ) {
            expect(code).toBe(otpCode(state))
          }
        }
      }),
    )
  })
})
