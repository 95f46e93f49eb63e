import { OTP_LENGTH } from '../constants.ts'

/**
 * The six one-time-code boxes on Verify Account.
 *
 * "Submit now" is signalled by `submittedCode` changing from undefined to a code: that happens exactly once each
 * time an edit completes all six boxes. `submittedCode` is set exactly while `submitting` is true, which disables
 * the boxes and makes every edit a no-op until `submitFinished`. After a failed submission the boxes are cleared
 * and focus returns to the first box, so the user types the new code from the start; after a success the digits
 * stay as they were (the app moves on to /success).
 */
export interface OtpState {
  digits: string[]
  focusIndex: number
  submitting: boolean
  submittedCode?: string
}

export type OtpAction =
  /**
   * Text typed into box `index`: one digit is set and focus moves on; empty text clears the box; longer text (an
   * autofilled code) is handled like a paste; anything else is ignored.
   */
  | { type: 'typed'; index: number; text: string }
  /** Backspace in box `index`: clears a filled box, or moves focus back from an empty one. */
  | { type: 'backspace'; index: number }
  /** Text pasted into box `index` (see `pasteDigits`). */
  | { type: 'pasted'; index: number; text: string }
  | { type: 'focused'; index: number }
  /** Starts a submission by hand (e.g. Enter) when the code is complete and none is running. */
  | { type: 'submitStarted' }
  | { type: 'submitFinished'; ok: boolean }
  /** Empties the boxes, e.g. after 'Resend OTP'. */
  | { type: 'cleared' }

const LAST_INDEX = OTP_LENGTH - 1

export function initialOtpState(): OtpState {
  return { digits: Array.from({ length: OTP_LENGTH }, () => ''), focusIndex: 0, submitting: false }
}

export function otpCode(state: OtpState): string {
  return state.digits.join('')
}

/** All six boxes hold one digit each (so the code has no whitespace). */
export function isOtpComplete(state: OtpState): boolean {
  return state.digits.length === OTP_LENGTH && state.digits.every((digit) => /^[0-9]$/.test(digit))
}

/** The code to send when `next` is the state right after the signal, otherwise undefined. */
export function otpCodeToSubmit(previous: OtpState, next: OtpState): string | undefined {
  return previous.submittedCode === undefined ? next.submittedCode : undefined
}

function isBoxIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= LAST_INDEX
}

function clampFocus(index: number): number {
  return Math.min(Math.max(index, 0), LAST_INDEX)
}

/** After an edit: a complete code is submitted at once, an incomplete one forgets any earlier submission. */
function afterEdit(digits: string[], focusIndex: number): OtpState {
  const next: OtpState = { digits, focusIndex: clampFocus(focusIndex), submitting: false }
  if (!isOtpComplete(next)) return next
  return { ...next, submitting: true, submittedCode: otpCode(next) }
}

/**
 * Pasted text loses its whitespace. Six digits fill every box whatever box it was pasted into; fewer digits fill
 * the boxes from `index` onwards (digits that do not fit are dropped) and focus moves to the box after the last one
 * filled. Text with anything but digits, or more than six digits, is ignored.
 */
function pasteDigits(state: OtpState, index: number, text: string): OtpState {
  const pasted = text.replace(/\s/g, '')
  if (!/^[0-9]+$/.test(pasted) || pasted.length > OTP_LENGTH) return state
  const start = pasted.length === OTP_LENGTH ? 0 : index
  const digits = [...state.digits]
  const fitting = [...pasted].slice(0, OTP_LENGTH - start)
  fitting.forEach((digit, offset) => {
    digits[start + offset] = digit
  })
  return afterEdit(digits, start + fitting.length)
}

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'submitStarted':
      if (state.submitting || !isOtpComplete(state)) return state
      return { ...state, submitting: true, submittedCode: otpCode(state) }
    case 'submitFinished':
      if (!state.submitting) return state
      return action.ok ? { ...state, submitting: false, submittedCode: undefined } : initialOtpState()
    case 'cleared':
      return state.submitting ? state : initialOtpState()
  }
  if (state.submitting || !isBoxIndex(action.index)) return state
  switch (action.type) {
    case 'focused':
      return { ...state, focusIndex: action.index }
    case 'typed': {
      // One-time-code autofill can put the whole code into one box.
      if (action.text.length > 1) return pasteDigits(state, action.index, action.text)
      if (action.text !== '' && !/^[0-9]$/.test(action.text)) return state
      const digits = [...state.digits]
      digits[action.index] = action.text
      return afterEdit(digits, action.text === '' ? action.index : action.index + 1)
    }
    case 'backspace': {
      if (state.digits[action.index] === '') return { ...state, focusIndex: clampFocus(action.index - 1) }
      const digits = [...state.digits]
      digits[action.index] = ''
      return afterEdit(digits, action.index)
    }
    case 'pasted':
      return pasteDigits(state, action.index, action.text)
  }
}
