import {
  addInstallationStep,
  cutFuel,
  restartChecklist,
  restoreFuel,
  updateInstallationStep,
  updateStep5LockUnlock,
} from '@vigil/api-client'
import { failureText } from '@vigil/app-kit'
import {
  addNextStepAlert,
  confirmChecklistStep,
  FUEL_CUT_STEP_NUMBER,
  type InstallationStep,
  latestEventCallForStep,
  POLLING_INTERVAL_MS,
  parseStep5State,
  type Step5StageInfo,
  serializeStep5State,
  step5LockUnlockCall,
  step5Stage,
  step5Timers,
  step5Transition,
} from '@vigil/domain'
import { Alert, ChecklistStepCard, Spinner, Stack, Step5Panel } from '@vigil/ui'
import { useEffect, useRef, useState } from 'react'
import useSWR from 'swr'
import { serialPath, withPasscode } from './passcode.ts'
import type { Connectivity } from './useConnectivity.ts'
import type { LoadedInstallation } from './useInstallation.ts'
import { useNow } from './useNow.ts'
import { useStepEvents } from './useStepEvents.ts'

export interface StepsListProps {
  installation: LoadedInstallation
  serial: string
  passcode: string
  net: Connectivity
  reload: () => Promise<unknown>
  restarting: boolean
  setRestarting: (restarting: boolean) => void
}

const asStep = (step: LoadedInstallation['installationSteps'][number]): InstallationStep => step

/** The numbered steps: live events for the current one, Confirm in turn, and step 5's fuel-cut test. */
export function StepsList({ installation, serial, passcode, net, reload, restarting, setRestarting }: StepsListProps) {
  const id = installation.id
  const options = withPasscode(passcode)
  const current = installation.currentStep
  const steps = installation.installationSteps.map(asStep)
  const step5 = steps.find((step) => step.stepNumber === FUEL_CUT_STEP_NUMBER) ?? null
  const step4 = steps.find((step) => step.stepNumber === FUEL_CUT_STEP_NUMBER - 1) ?? null
  const step5State = parseStep5State(step5?.state)
  const step5Running = step5 !== null && !step5.verified && current === FUEL_CUT_STEP_NUMBER
  const [alert, setAlert] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [stageBusy, setStageBusy] = useState(false)
  const events = useStepEvents(serial, passcode, current, net.connectivity !== 'phone-offline')
  const now = useNow(step5Running)

  const failed = (error: unknown, retry: () => void) => {
    if (net.noteFailure(error)) {
      net.retryWhenOnline(retry)
      return
    }
    setAlert(failureText(error, undefined, { withTitle: true }))
  }

  const confirm = async (step: InstallationStep) => {
    if (confirming !== null) return
    setConfirming(step.stepNumber)
    setAlert(null)
    try {
      const { save, nextStepNumber } = confirmChecklistStep(step, new Date())
      await updateInstallationStep(id, save, options)
      if (nextStepNumber !== null)
        setAlert(addNextStepAlert(await addInstallationStep(id, { StepNumber: nextStepNumber }, options)))
      net.noteSuccess()
    } catch (error) {
      failed(error, () => void confirm(step))
    } finally {
      setConfirming(null)
      await reload().catch(() => undefined)
    }
  }

  const stageAction = async (info: Step5StageInfo) => {
    if (!info.event || stageBusy) return
    setStageBusy(true)
    setAlert(null)
    try {
      const at = new Date()
      const next = step5Transition(
        step5State,
        info.event === 'engineIsOff' ? { type: 'engineIsOff' } : { type: info.event, at },
      )
      if (info.fuelCommand === 'cutFuel') await cutFuel(serialPath(serial), options)
      if (info.fuelCommand === 'restoreFuel') await restoreFuel(serialPath(serial), options)
      await updateInstallationStep(id, { stepNumber: FUEL_CUT_STEP_NUMBER, state: serializeStep5State(next) }, options)
      net.noteSuccess()
    } catch (error) {
      failed(error, () => void stageAction(info))
    } finally {
      setStageBusy(false)
      await reload().catch(() => undefined)
    }
  }

  // Stages 3 and 4: the server sends lock (then unlock) and confirms each from the device's report.
  const lockUnlock = step5Running ? step5LockUnlockCall(step5State) : null
  useSWR(
    lockUnlock && passcode && net.connectivity !== 'phone-offline' ? ['step5-lock-unlock', id, lockUnlock] : null,
    () => updateStep5LockUnlock(id, lockUnlock!, options),
    {
      refreshInterval: POLLING_INTERVAL_MS,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onSuccess: (step) => {
        if (step5Stage(parseStep5State(step.state)) !== step5Stage(step5State)) void reload()
      },
      onError: (error) => console.warn('Step 5 lock/unlock failed', error),
    },
  )

  // A window with 5 s or less left: alert, then start the checklist again (once per window).
  const timers = step5Timers({
    state: step5State,
    previousStepCompletedAt: step4?.dateCompleted ?? null,
    verified: step5?.verified ?? true,
    now,
  })
  const expired = step5Running ? timers.alert : null
  const handled = useRef<string | null>(null)
  useEffect(() => {
    const windowKey = `${installation.id}:${step5State.startedOnDateTime ?? step4?.dateCompleted}`
    if (!expired || restarting || handled.current === windowKey) return
    handled.current = windowKey
    setAlert(expired)
    setRestarting(true)
    restartChecklist(id, serialPath(serial), options)
      .then(() => net.noteSuccess())
      .catch((error) => failed(error, () => undefined))
      .finally(() => {
        setRestarting(false)
        void reload()
      })
  })

  return (
    <Stack $gap={3} as="section" aria-label="Checklist steps">
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      {steps.map((step) => (
        <ChecklistStepCard
          key={step.id}
          step={step}
          currentStep={current}
          events={step.stepNumber === current && events && events.length > 0 ? events : null}
          // Not a pending button: the last Confirm leaves with the steps, and its announcement would dangle.
          confirming={false}
          onConfirm={() => void confirm(step)}
        >
          {confirming === step.stepNumber ? <Spinner showLabel label="Saving..." /> : null}
          {step.stepNumber === current && !step.verified && latestEventCallForStep(current) && !events?.length ? (
            <Spinner showLabel label="Waiting for the device to report..." />
          ) : null}
          {step.stepNumber === FUEL_CUT_STEP_NUMBER && stageBusy ? <Spinner showLabel label="Saving..." /> : null}
          {step.stepNumber === FUEL_CUT_STEP_NUMBER ? (
            <Step5Panel
              state={step5State}
              previousStepCompletedAt={step4?.dateCompleted ?? null}
              verified={step.verified}
              now={now}
              // The stage's button leaves once its stage is done: a pending button would leave a dangling announcement.
              busy={false}
              onStageAction={(info) => void stageAction(info)}
            />
          ) : null}
        </ChecklistStepCard>
      ))}
    </Stack>
  )
}
