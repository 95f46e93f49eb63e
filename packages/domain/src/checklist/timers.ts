import { CHECKLIST_TRIGGER_REMAINING_MS, CHECKLIST_WINDOW_MS } from '../constants.ts'
import { formatMinutesSeconds } from '../format/dates.ts'
import { checklistCompletionWindowExpiredMessage, checklistStartWindowExpiredMessage } from '../messages.ts'
import { FUEL_CUT_STEP_NUMBER } from './events.ts'
import type { Step5State } from './types.ts'

/** Time left in a 10-minute window opened at `openedAt`; never negative. */
export const checklistWindowRemainingMs = (openedAt: Date, now: Date): number =>
  Math.max(0, openedAt.getTime() + CHECKLIST_WINDOW_MS - now.getTime())

/** The limit triggers at 5 seconds or less remaining. */
export const isChecklistWindowTriggered = (remainingMs: number): boolean =>
  remainingMs <= CHECKLIST_TRIGGER_REMAINING_MS

export interface ChecklistWindow {
  remainingMs: number
  /** mm:ss */
  display: string
  triggered: boolean
}

export interface Step5Timers {
  /** From the previous step's completion until 'Start Test'. */
  start: ChecklistWindow | null
  /** From the start time until the step is confirmed. */
  completion: ChecklistWindow | null
  /** Shown when a window triggers; the checklist then restarts. */
  alert: string | null
}

export interface Step5TimerInput {
  state: Step5State
  /** When the previous step (4) was completed; the start window needs it. */
  previousStepCompletedAt: Date | string | null
  /** Once step 5 is confirmed neither window runs. */
  verified: boolean
  now: Date
}

const toDate = (value: Date | string | null): Date | null => {
  if (value === null) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const measureWindow = (openedAt: Date | null, now: Date): ChecklistWindow | null => {
  if (openedAt === null) return null
  const remainingMs = checklistWindowRemainingMs(openedAt, now)
  return { remainingMs, display: formatMinutesSeconds(remainingMs), triggered: isChecklistWindowTriggered(remainingMs) }
}

/** Exactly one window runs at a time: the start window until the test starts, then the completion window. */
export const step5Timers = ({ state, previousStepCompletedAt, verified, now }: Step5TimerInput): Step5Timers => {
  if (verified) return { start: null, completion: null, alert: null }
  const startedAt = toDate(state.startedOnDateTime)
  if (startedAt !== null) {
    const completion = measureWindow(startedAt, now)!
    const alert = completion.triggered ? checklistCompletionWindowExpiredMessage(FUEL_CUT_STEP_NUMBER) : null
    return { start: null, completion, alert }
  }
  const start = measureWindow(toDate(previousStepCompletedAt), now)
  const alert = start?.triggered ? checklistStartWindowExpiredMessage(FUEL_CUT_STEP_NUMBER - 1) : null
  return { start, completion: null, alert }
}
