import type { Database } from '@vigil/db'
import { installationSteps, installations } from '@vigil/db/schema'
import {
  FUEL_CUT_STEP_NUMBER,
  installationMessages,
  isStep5ConfirmEnabled,
  parseStep5State,
  Refusal,
  STEP5_STAGES,
  STEP5_TIME_FIELDS,
  type Step5State,
  serializeStep5State,
  step5LockUnlockCall,
  step5Stage,
  step5Transition,
} from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { lockReportSince, stepHasEvidence } from './events.ts'
import { installationRow, installationSerial, LAST_STEP, type StepRow, stepOf } from './store.ts'

const conflict = (detail: string) => new Refusal('conflict', detail)

export interface StepUpdate {
  stepNumber: number
  verified?: boolean
  state?: string | null
}

/**
 * Takes the installer's progress in the fuel-cut test: each stage the client recorded is applied through the domain's
 * state machine (so none is skipped); lock and unlock are confirmed only by the server from the device's reports.
 */
export function mergeStep5State(stored: Step5State, proposed: Step5State): Step5State {
  let state = stored
  for (;;) {
    const stage = step5Stage(state)
    const event = STEP5_STAGES[stage - 1]!.event
    if (event === null || event === 'lockConfirmed' || event === 'unlockConfirmed') return state
    let next: Step5State
    if (event === 'engineIsOff') {
      if (!proposed.engineIsOff) return state
      next = step5Transition(state, { type: 'engineIsOff' })
    } else {
      const time = proposed[STEP5_TIME_FIELDS[stage - 2]!]
      if (time === null) return state
      next = step5Transition(state, { type: event, at: new Date(time) })
    }
    if (next === state) return state
    state = next
  }
}

/**
 * POST /Installations/{id}/UpdateInstallationStep. Confirming the last step completes the installation; `onCompleted`
 * then hears the vehicle, once the completion is committed.
 */
export async function updateStep(
  db: Database,
  installationId: number,
  update: StepUpdate,
  now: Date,
  onCompleted?: (vehicleId: number) => Promise<void>,
): Promise<StepRow> {
  const installation = await installationRow(db, installationId)
  const step = await stepOf(db, installationId, update.stepNumber)
  if (!step || step.stepNumber !== installation.currentStep || step.verified)
    throw conflict(installationMessages.notCurrentStep)
  let state = step.state
  if (step.stepNumber === FUEL_CUT_STEP_NUMBER) {
    state = serializeStep5State(mergeStep5State(parseStep5State(step.state), parseStep5State(update.state)))
  }
  const verified = update.verified === true
  if (verified) {
    if (step.stepNumber === FUEL_CUT_STEP_NUMBER) {
      if (!isStep5ConfirmEnabled(parseStep5State(state))) throw conflict(installationMessages.step5Incomplete)
    } else {
      const serial = await installationSerial(db, installation)
      if (serial === null || !(await stepHasEvidence(db, serial, step.stepNumber, step.createdOn))) {
        throw conflict(installationMessages.noEvidence)
      }
    }
  }
  const completes = verified && step.stepNumber === LAST_STEP
  const saved = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(installationSteps)
      .set({ state, ...(verified ? { verified: true, dateCompleted: now } : {}) })
      .where(eq(installationSteps.id, step.id))
      .returning()
    if (completes) {
      await tx.update(installations).set({ dateCompleted: now }).where(eq(installations.id, installationId))
    }
    return saved!
  })
  if (completes) await onCompleted?.(installation.vehicleId)
  return saved
}

/**
 * POST /Installations/{id}/UpdateStep5LockUnlock/{lock|unlock}: lock first, then unlock. Confirms the stage once the
 * device reported the wanted motor state since the stage began; until then makes sure the command is on its way.
 */
export async function advanceStep5LockUnlock(
  db: Database,
  installationId: number,
  action: 'lock' | 'unlock',
  requestCommand: (deviceId: number, vehicleId: number, name: 'lock' | 'unlock') => Promise<void>,
): Promise<StepRow> {
  const installation = await installationRow(db, installationId)
  const step = await stepOf(db, installationId, FUEL_CUT_STEP_NUMBER)
  if (!step || installation.currentStep !== FUEL_CUT_STEP_NUMBER || step.verified) {
    throw conflict(installationMessages.notCurrentStep)
  }
  const state = parseStep5State(step.state)
  const expected = step5LockUnlockCall(state)
  if (expected === null) throw conflict(installationMessages.notWaiting)
  if (expected !== action) throw conflict(installationMessages.lockFirst)
  const serial = await installationSerial(db, installation)
  if (serial === null || installation.deviceId === null) throw conflict(installationMessages.noDevice)
  const since = new Date((action === 'lock' ? state.startedOnDateTime : state.lockConfirmedOnDateTime)!)
  const reported = await lockReportSince(db, serial, action === 'lock', since)
  if (!reported) {
    await requestCommand(installation.deviceId, installation.vehicleId, action)
    return step
  }
  const next = step5Transition(state, { type: action === 'lock' ? 'lockConfirmed' : 'unlockConfirmed', at: reported })
  const [saved] = await db
    .update(installationSteps)
    .set({ state: serializeStep5State(next) })
    .where(eq(installationSteps.id, step.id))
    .returning()
  return saved!
}
