import {
  getLatestErrorInfoEvent,
  getLatestMotorStateEvent,
  getLatestSosInfoEvent,
  getLatestTamperInfoEvent,
} from '@vigil/api-client'
import {
  type ChecklistDeviceEvent,
  errorInfoSourceForStep,
  latestEventCallForStep,
  POLLING_INTERVAL_MS,
} from '@vigil/domain'
import useSWR from 'swr'
import { serialPath, withPasscode } from './passcode.ts'

const fetchEvents = (
  call: NonNullable<ReturnType<typeof latestEventCallForStep>>,
  serial: string,
  stepNumber: number,
  passcode: string,
): Promise<ChecklistDeviceEvent[]> => {
  const options = withPasscode(passcode)
  const path = serialPath(serial)
  switch (call) {
    case 'GetLatestMotorStateEvent':
      return getLatestMotorStateEvent(path, options)
    case 'GetLatestErrorInfoEvent':
      return getLatestErrorInfoEvent(path, { source: errorInfoSourceForStep(stepNumber) ?? undefined }, options)
    case 'GetLatestTamperInfoEvent':
      return getLatestTamperInfoEvent(path, options)
    case 'GetLatestSosInfoEvent':
      return getLatestSosInfoEvent(path, options)
  }
}

/** The current step's live events, polled every 5 s; failures are only logged (spec), the last list stays. */
export function useStepEvents(serial: string, passcode: string, currentStep: number | null, active: boolean) {
  const call = currentStep === null ? null : latestEventCallForStep(currentStep)
  const key = active && call && serial && passcode ? ['checklist-events', call, serial, currentStep] : null
  const { data } = useSWR(key, () => fetchEvents(call!, serial, currentStep!, passcode), {
    refreshInterval: POLLING_INTERVAL_MS,
    shouldRetryOnError: false,
    onError: (error) => console.warn('Checklist event polling failed', error),
  })
  // A step's cards never show another step's events.
  return key ? (data ?? null) : null
}
