import { addNextStepErrorMessage } from '../messages.ts'
import { FUEL_CUT_STEP_NUMBER } from './events.ts'
import { CHECKLIST_LABELS } from './labels.ts'
import { isStep5ConfirmEnabled, parseStep5State } from './step5.ts'
import type { InstallationStep } from './types.ts'

/** Steps are confirmed in turn: only the current, unverified step; step 5 only once its test reached stage 9. */
export const isChecklistStepConfirmable = (step: InstallationStep, currentStep: number): boolean => {
  if (step.verified || step.stepNumber !== currentStep) return false
  return step.stepNumber !== FUEL_CUT_STEP_NUMBER || isStep5ConfirmEnabled(parseStep5State(step.state))
}

export interface StepConfirmButton {
  label: typeof CHECKLIST_LABELS.confirm | typeof CHECKLIST_LABELS.confirmed
  disabled: boolean
}

/** 'Confirm', or 'Confirmed' and disabled once the step is verified. */
export const stepConfirmButton = (step: InstallationStep, currentStep: number): StepConfirmButton =>
  step.verified
    ? { label: CHECKLIST_LABELS.confirmed, disabled: true }
    : { label: CHECKLIST_LABELS.confirm, disabled: !isChecklistStepConfirmable(step, currentStep) }

/** The checklist's steps are 1 to 6: confirming the last one completes the installation. */
export const CHECKLIST_STEP_COUNT = 6

export interface StepConfirmation {
  /** Sent to UpdateInstallationStep. */
  save: InstallationStep
  /**
   * Sent to AddInstallationStep as StepNumber; then the installation is reloaded. Null after the last step: there is
   * no next one, and a completed installation answers AddInstallationStep with no id.
   */
  nextStepNumber: number | null
}

/** Confirming saves the step as verified (dated `now`) and adds the step after it, if there is one. */
export const confirmChecklistStep = (step: InstallationStep, now: Date): StepConfirmation => ({
  save: { ...step, verified: true, dateCompleted: now.toISOString() },
  nextStepNumber: step.stepNumber < CHECKLIST_STEP_COUNT ? step.stepNumber + 1 : null,
})

export interface AddInstallationStepResponse {
  id?: number | null
  message?: string | null
}

/** The alert when adding the next step returned no id; null when it worked. */
export const addNextStepAlert = (response: AddInstallationStepResponse): string | null =>
  response.id == null ? addNextStepErrorMessage(response.message ?? '') : null
