import type { ChecklistDeviceEvent } from './types.ts'

export type ChecklistEventSource =
  | 'motorState'
  | 'ignitionErrorInfo'
  | 'motorErrorInfo'
  | 'tamper'
  | 'fuelCutTest'
  | 'sos'

export const CHECKLIST_STEP_EVENT_SOURCES: Readonly<Record<number, ChecklistEventSource>> = {
  1: 'motorState',
  2: 'ignitionErrorInfo',
  3: 'motorErrorInfo',
  4: 'tamper',
  5: 'fuelCutTest',
  6: 'sos',
}

export const FUEL_CUT_STEP_NUMBER = 5

/** Which device events a step verifies; null for step numbers the checklist does not have. */
export const checklistEventSource = (stepNumber: number): ChecklistEventSource | null =>
  CHECKLIST_STEP_EVENT_SOURCES[stepNumber] ?? null

export type LatestEventCall =
  | 'GetLatestMotorStateEvent'
  | 'GetLatestErrorInfoEvent'
  | 'GetLatestTamperInfoEvent'
  | 'GetLatestSosInfoEvent'

const LATEST_EVENT_CALLS: Readonly<Partial<Record<ChecklistEventSource, LatestEventCall>>> = {
  motorState: 'GetLatestMotorStateEvent',
  ignitionErrorInfo: 'GetLatestErrorInfoEvent',
  motorErrorInfo: 'GetLatestErrorInfoEvent',
  tamper: 'GetLatestTamperInfoEvent',
  sos: 'GetLatestSosInfoEvent',
}

/**
 * The call polled for the current step's live event cards (steps 1-4 and 6); step 5 is driven by its own test,
 * and a finished or unknown step polls nothing.
 */
export const latestEventCallForStep = (currentStep: number): LatestEventCall | null => {
  const source = checklistEventSource(currentStep)
  return source ? (LATEST_EVENT_CALLS[source] ?? null) : null
}

export const motorStateText = (motorStateId: number): 'Locked' | 'Unlocked' =>
  motorStateId === 0 ? 'Unlocked' : 'Locked'

export const carBatteryStateText = (carBatteryStateId: number): 'Connected' | 'Disconnected' =>
  carBatteryStateId === 0 ? 'Disconnected' : 'Connected'

export const sosStateText = (sosStateId: number): 'Alert' | 'Non-Alert' => (sosStateId === 0 ? 'Non-Alert' : 'Alert')

/** The event card to highlight: the one with the latest data time (the first one on a tie). */
export const latestDeviceEventId = (events: readonly ChecklistDeviceEvent[]): number | null => {
  let latest: ChecklistDeviceEvent | null = null
  for (const event of events) {
    if (latest === null || Date.parse(event.dataDateTime) > Date.parse(latest.dataDateTime)) latest = event
  }
  return latest?.deviceEventId ?? null
}
