import { boolean, type Infer, integer, nullable, object, optional, refine, string } from 'superstruct'
import { CHECKLIST_STEP_COUNT } from '../../checklist/steps.ts'
import { installationMessages } from '../../messages.ts'

/** A checklist step's number: 1 to the last step. */
const stepNumber = refine(
  integer(),
  'stepNumber',
  (value) =>
    (value >= 1 && value <= CHECKLIST_STEP_COUNT) || installationMessages.stepNumberNotValid(CHECKLIST_STEP_COUNT),
)

/**
 * POST /Installations/{id}/UpdateInstallationStep: the current step as the checklist saves it. Only `stepNumber`,
 * `verified` and `state` (step 5's test) are read; the rest is the step as the client holds it.
 */
export const installationStepUpdateStruct = object({
  id: optional(integer()),
  stepNumber,
  description: optional(string()),
  verified: optional(boolean()),
  dateCompleted: optional(nullable(string())),
  state: optional(nullable(string())),
})
export type InstallationStepUpdatePayload = Infer<typeof installationStepUpdateStruct>

/**
 * POST /Installations/{id}/AddInstallationStep: the step to add after a confirmed one. A number past the last step
 * is a question the API answers (the installation is complete), so only one below 1 is refused here.
 */
export const newInstallationStepStruct = object({
  StepNumber: refine(integer(), 'stepNumber', (value) => value >= 1 || installationMessages.nextStepNumberNotValid),
})
export type NewInstallationStepPayload = Infer<typeof newInstallationStepStruct>
