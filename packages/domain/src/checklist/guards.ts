import { installationMessages } from '../messages.ts'
import { FUEL_CUT_STEP_NUMBER } from './events.ts'
import { step5StageInfo } from './step5.ts'
import type { Step5State } from './types.ts'

/** Where an installation stands, as far as the public checklist's commands care. */
export interface ChecklistCommandContext {
  completed: boolean
  currentStep: number
  /** The fuel-cut step, once started. */
  fuelCutStep: { verified: boolean; state: Step5State } | null
}

/**
 * Why the public checklist may not send this fuel command to the installation's tracker now (issue #27), or null
 * when it may. Cutting the fuel is only for the fuel-cut test's "Cut fuel" stage; restoring it is the safe
 * direction, so it is allowed whenever the installation is open (a restarted test must never leave a car without
 * fuel). A completed installation takes no command from the public page.
 */
export const fuelCommandRefusal = (
  command: 'cutFuel' | 'restoreFuel',
  context: ChecklistCommandContext,
): string | null => {
  if (context.completed) return installationMessages.completed
  if (command === 'restoreFuel') return null
  const step = context.fuelCutStep
  if (context.currentStep !== FUEL_CUT_STEP_NUMBER || !step || step.verified) return installationMessages.notCurrentStep
  return step5StageInfo(step.state).fuelCommand === 'cutFuel' ? null : installationMessages.fuelCutNotNow
}
