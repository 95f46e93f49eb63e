import { describe, expect, it } from 'vitest'
import { INITIAL_STEP5_STATE, serializeStep5State } from './step5.ts'
import {
  addNextStepAlert,
  CHECKLIST_STEP_COUNT,
  confirmChecklistStep,
  isChecklistStepConfirmable,
  stepConfirmButton,
} from './steps.ts'
import type { InstallationStep } from './types.ts'

const step = (stepNumber: number, overrides: Partial<InstallationStep> = {}): InstallationStep => ({
  id: 100 + stepNumber,
  stepNumber,
  description: `Step ${stepNumber}`,
  verified: false,
  dateCompleted: null,
  state: '{}',
  ...overrides,
})

const finishedTest = serializeStep5State({
  engineIsOff: true,
  startedOnDateTime: '2024-05-01T10:01:00Z',
  lockConfirmedOnDateTime: '2024-05-01T10:02:00Z',
  unlockConfirmedOnDateTime: '2024-05-01T10:03:00Z',
  engineStartedOnDateTime: '2024-05-01T10:04:00Z',
  fuelCutOnDateTime: '2024-05-01T10:05:00Z',
  engineStoppedByFuelCutOnDateTime: '2024-05-01T10:06:00Z',
  engineStartedAfterFuelRestoredOnDateTime: '2024-05-01T10:07:00Z',
})

describe('isChecklistStepConfirmable', () => {
  it('allows only the current, unverified step', () => {
    expect(isChecklistStepConfirmable(step(2), 2)).toBe(true)
    expect(isChecklistStepConfirmable(step(3), 2)).toBe(false)
    expect(isChecklistStepConfirmable(step(2, { verified: true }), 2)).toBe(false)
  })

  it('allows step 5 only once its fuel-cut test is finished', () => {
    expect(isChecklistStepConfirmable(step(5, { state: serializeStep5State(INITIAL_STEP5_STATE) }), 5)).toBe(false)
    expect(isChecklistStepConfirmable(step(5), 5)).toBe(false)
    expect(isChecklistStepConfirmable(step(5, { state: finishedTest }), 5)).toBe(true)
  })
})

describe('stepConfirmButton', () => {
  it("shows 'Confirmed', disabled, once verified", () => {
    expect(stepConfirmButton(step(1, { verified: true }), 2)).toEqual({ label: 'Confirmed', disabled: true })
  })

  it("shows 'Confirm', enabled only when confirmable", () => {
    expect(stepConfirmButton(step(2), 2)).toEqual({ label: 'Confirm', disabled: false })
    expect(stepConfirmButton(step(3), 2)).toEqual({ label: 'Confirm', disabled: true })
  })
})

describe('confirmChecklistStep', () => {
  it('saves the step verified and adds the next one', () => {
    const now = new Date('2024-05-01T10:08:00Z')
    expect(confirmChecklistStep(step(3, { state: '{}' }), now)).toEqual({
      save: { ...step(3, { state: '{}' }), verified: true, dateCompleted: '2024-05-01T10:08:00.000Z' },
      nextStepNumber: 4,
    })
  })

  it('adds no step after the last one, which completes the installation', () => {
    const now = new Date('2024-05-01T10:08:00Z')
    expect(CHECKLIST_STEP_COUNT).toBe(6)
    expect(confirmChecklistStep(step(5), now).nextStepNumber).toBe(6)
    expect(confirmChecklistStep(step(6), now).nextStepNumber).toBeNull()
  })
})

describe('addNextStepAlert', () => {
  it('alerts when no id came back', () => {
    expect(addNextStepAlert({ id: null, message: 'Step 4 not verified' })).toBe(
      'There was an error adding the next installation step: Step 4 not verified',
    )
    expect(addNextStepAlert({})).toBe('There was an error adding the next installation step: ')
  })

  it('stays quiet when the step was added', () => {
    expect(addNextStepAlert({ id: 77 })).toBeNull()
    expect(addNextStepAlert({ id: 0, message: 'ignored' })).toBeNull()
  })
})
