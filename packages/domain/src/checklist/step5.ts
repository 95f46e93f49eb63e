import type { Step5State } from './types.ts'

/** 1-8: the action awaited; 9: every action done, Confirm enabled. */
export type Step5Stage = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** The recorded times, in the order the test fills them (stages 2 to 8). */
export const STEP5_TIME_FIELDS = [
  'startedOnDateTime',
  'lockConfirmedOnDateTime',
  'unlockConfirmedOnDateTime',
  'engineStartedOnDateTime',
  'fuelCutOnDateTime',
  'engineStoppedByFuelCutOnDateTime',
  'engineStartedAfterFuelRestoredOnDateTime',
] as const satisfies readonly (keyof Step5State)[]

export const INITIAL_STEP5_STATE: Step5State = {
  engineIsOff: false,
  startedOnDateTime: null,
  lockConfirmedOnDateTime: null,
  unlockConfirmedOnDateTime: null,
  engineStartedOnDateTime: null,
  fuelCutOnDateTime: null,
  engineStoppedByFuelCutOnDateTime: null,
  engineStartedAfterFuelRestoredOnDateTime: null,
}

export type Step5Event =
  | { type: 'engineIsOff' }
  | { type: 'startTest'; at: Date }
  | { type: 'lockConfirmed'; at: Date }
  | { type: 'unlockConfirmed'; at: Date }
  /** 'Engine started' is pressed twice: before the fuel cut (stage 5) and after fuel is restored (stage 8). */
  | { type: 'engineStarted'; at: Date }
  | { type: 'fuelCut'; at: Date }
  | { type: 'engineStopped'; at: Date }
  | { type: 'restart' }

export type Step5EventType = Step5Event['type']

export interface Step5StageInfo {
  stage: Step5Stage
  /** The button pressed to finish the stage; null while waiting for the device to confirm lock or unlock. */
  buttonLabel: string | null
  instruction: string
  /** The event that finishes the stage; null at stage 9 (Confirm belongs to the checklist step). */
  event: Exclude<Step5EventType, 'restart'> | null
  /** The fuel command the button sends along with recording the time. */
  fuelCommand: 'cutFuel' | 'restoreFuel' | null
  /** UpdateStep5LockUnlock/{lock|unlock}, polled while the stage waits: lock first, then unlock. */
  lockUnlockCall: 'lock' | 'unlock' | null
}

const stage = (
  number: Step5Stage,
  buttonLabel: string | null,
  instruction: string,
  event: Step5StageInfo['event'],
  extra: Partial<Pick<Step5StageInfo, 'fuelCommand' | 'lockUnlockCall'>> = {},
): Step5StageInfo => ({
  stage: number,
  buttonLabel,
  instruction,
  event,
  fuelCommand: extra.fuelCommand ?? null,
  lockUnlockCall: extra.lockUnlockCall ?? null,
})

export const STEP5_STAGES: readonly Step5StageInfo[] = [
  stage(1, 'Engine is off', 'Make sure the engine and ignition are off and the device is unlocked.', 'engineIsOff'),
  stage(2, 'Start Test', 'Start the test to record its start time.', 'startTest'),
  stage(3, null, 'Press lock on the remote and wait for confirmation.', 'lockConfirmed', { lockUnlockCall: 'lock' }),
  stage(4, null, 'Press unlock on the remote and wait for confirmation.', 'unlockConfirmed', {
    lockUnlockCall: 'unlock',
  }),
  stage(5, 'Engine started', 'Start the engine.', 'engineStarted'),
  stage(6, 'Cut fuel', 'Cut the fuel supply.', 'fuelCut', { fuelCommand: 'cutFuel' }),
  stage(7, 'Engine stopped', 'Wait for the engine to stop and switch the ignition off.', 'engineStopped', {
    fuelCommand: 'restoreFuel',
  }),
  stage(8, 'Engine started', 'Fuel is restored: start the engine again.', 'engineStarted'),
  stage(9, 'Confirm', 'The fuel-cut test is complete.', null),
]

/** The stage awaited: the first action not yet recorded. */
export const step5Stage = (state: Step5State): Step5Stage => {
  if (!state.engineIsOff) return 1
  const missing = STEP5_TIME_FIELDS.findIndex((field) => state[field] === null)
  return (missing === -1 ? 9 : missing + 2) as Step5Stage
}

export const step5StageInfo = (state: Step5State): Step5StageInfo => STEP5_STAGES[step5Stage(state) - 1]!

/** Confirm is enabled only after stage 8. */
export const isStep5ConfirmEnabled = (state: Step5State): boolean => step5Stage(state) === 9

/** Lock first, then unlock, until both are confirmed; null outside stages 3 and 4. */
export const step5LockUnlockCall = (state: Step5State): 'lock' | 'unlock' | null => step5StageInfo(state).lockUnlockCall

/**
 * Applies one event. An event that does not finish the current stage leaves the state as it is (the same
 * object), so no stage can be skipped; 'restart' starts over.
 */
export const step5Transition = (state: Step5State, event: Step5Event): Step5State => {
  if (event.type === 'restart') return INITIAL_STEP5_STATE
  const current = step5Stage(state)
  if (STEP5_STAGES[current - 1]!.event !== event.type) return state
  if (event.type === 'engineIsOff') return { ...state, engineIsOff: true }
  return { ...state, [STEP5_TIME_FIELDS[current - 2]!]: event.at.toISOString() }
}

const readTime = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null

/**
 * Reads the step's state JSON. Unreadable text is a fresh test; a time recorded after a missing one is dropped,
 * so a parsed state always sits at a stage the machine can reach.
 */
export const parseStep5State = (text: string | null | undefined): Step5State => {
  let value: unknown
  try {
    value = JSON.parse(text ?? '')
  } catch {
    return INITIAL_STEP5_STATE
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INITIAL_STEP5_STATE
  const record = value as Record<string, unknown>
  const state: Step5State = { ...INITIAL_STEP5_STATE, engineIsOff: record.engineIsOff === true }
  if (!state.engineIsOff) return state
  for (const field of STEP5_TIME_FIELDS) {
    const time = readTime(record[field])
    if (time === null) break
    state[field] = time
  }
  return state
}

export const serializeStep5State = (state: Step5State): string =>
  JSON.stringify({
    engineIsOff: state.engineIsOff,
    startedOnDateTime: state.startedOnDateTime,
    lockConfirmedOnDateTime: state.lockConfirmedOnDateTime,
    unlockConfirmedOnDateTime: state.unlockConfirmedOnDateTime,
    engineStartedOnDateTime: state.engineStartedOnDateTime,
    fuelCutOnDateTime: state.fuelCutOnDateTime,
    engineStoppedByFuelCutOnDateTime: state.engineStoppedByFuelCutOnDateTime,
    engineStartedAfterFuelRestoredOnDateTime: state.engineStartedAfterFuelRestoredOnDateTime,
  })
