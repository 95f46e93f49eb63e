import { describe, expect, it } from 'vitest'
import { installationMessages } from '../messages.ts'
import { fuelCommandRefusal } from './guards.ts'
import { INITIAL_STEP5_STATE } from './step5.ts'
import type { Step5State } from './types.ts'

const at = '2026-11-27T10:00:00.000Z'
/** The fuel-cut test waiting at its "Cut fuel" stage (stage 6): engine off, started, locked, unlocked, engine on. */
const atCutFuel: Step5State = {
  ...INITIAL_STEP5_STATE,
  engineIsOff: true,
  startedOnDateTime: at,
  lockConfirmedOnDateTime: at,
  unlockConfirmedOnDateTime: at,
  engineStartedOnDateTime: at,
}
const open = (state: Step5State, currentStep = 5, verified = false) => ({
  completed: false,
  currentStep,
  fuelCutStep: { verified, state },
})

describe('fuelCommandRefusal', () => {
  it('lets the checklist cut the fuel only at the cut-fuel stage of the current fuel-cut step', () => {
    expect(fuelCommandRefusal('cutFuel', open(atCutFuel))).toBeNull()
    expect(fuelCommandRefusal('cutFuel', open(INITIAL_STEP5_STATE))).toBe(installationMessages.fuelCutNotNow)
    expect(fuelCommandRefusal('cutFuel', open({ ...atCutFuel, fuelCutOnDateTime: at }))).toBe(
      installationMessages.fuelCutNotNow,
    )
    expect(fuelCommandRefusal('cutFuel', open(atCutFuel, 4))).toBe(installationMessages.notCurrentStep)
    expect(fuelCommandRefusal('cutFuel', open(atCutFuel, 5, true))).toBe(installationMessages.notCurrentStep)
    expect(fuelCommandRefusal('cutFuel', { completed: false, currentStep: 5, fuelCutStep: null })).toBe(
      installationMessages.notCurrentStep,
    )
  })

  it('lets an open installation restore the fuel at any stage, and a completed one take no fuel command', () => {
    expect(fuelCommandRefusal('restoreFuel', open(INITIAL_STEP5_STATE, 2))).toBeNull()
    const done = { ...open(atCutFuel), completed: true }
    expect(fuelCommandRefusal('restoreFuel', done)).toBe(installationMessages.completed)
    expect(fuelCommandRefusal('cutFuel', done)).toBe(installationMessages.completed)
  })
})
