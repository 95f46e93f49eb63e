import { carBatteryStateText, motorStateText, sosStateText } from './events.ts'
import { STEP5_TIME_FIELDS } from './step5.ts'
import type { ChecklistDeviceEvent, GpsEvent, SosInfoEvent, Step5State, TamperInfoEvent } from './types.ts'

/** One device event that proved a step, as the certificate lists it (no step waits for a GPS fix). */
export type CertificateEvent = Exclude<ChecklistDeviceEvent, GpsEvent>

export interface CertificateStep {
  stepNumber: number
  description: string
  verified: boolean
  dateCompleted: string | null
  /** The events the device sent while the step waited for them (newest first); none for step 5. */
  events: CertificateEvent[]
}

export interface CertificateBurnInResult {
  testType: string
  status: string
  startTime: string | null
  endTime: string | null
  failureReason: string | null
}

export interface CertificateBurnIn {
  unitSerialNumber: string
  testStation: string | null
  results: CertificateBurnInResult[]
}

/** GET /Installations/{id}/Certificate: one record that follows a tracker from the factory to the car. */
export interface InstallationCertificate {
  installationId: number
  dateCompleted: string | null
  vehicle: {
    id: number
    registrationNumber: string
    make: string | null
    model: string | null
    colour: string | null
    vinNumber: string | null
  }
  deviceSerialNumber: string | null
  steps: CertificateStep[]
  /** The fuel-cut test's recorded times (step 5's state); null when step 5 was never reached. */
  step5: Step5State | null
  /** The same tracker's burn-in results, when it was burnt in. */
  burnIn: CertificateBurnIn | null
  /** The tamper and SOS alerts the tracker sent during the installation: tests, which raised no alarm (oldest first). */
  testReports: CertificateTestReport[]
}

/** A tamper or SOS alert recorded as a test. */
export type CertificateTestReport = TamperInfoEvent | SosInfoEvent

/** One line per event: what the device reported, in the checklist's words. */
export const checklistEventSummary = (event: ChecklistDeviceEvent): string => {
  if ('motorStateId' in event) return `Motor state: ${motorStateText(event.motorStateId)}`
  if ('errorMessage' in event) return `Error: ${event.errorMessage}`
  if ('carBatteryStateId' in event) return `Car battery: ${carBatteryStateText(event.carBatteryStateId)}`
  if ('sosStateId' in event) return `SOS: ${sosStateText(event.sosStateId)}`
  return `GPS: ${event.latitudeDegrees}, ${event.longitudeDegrees}`
}

const STEP5_TIME_LABELS: Readonly<Record<(typeof STEP5_TIME_FIELDS)[number], string>> = {
  startedOnDateTime: 'Test started',
  lockConfirmedOnDateTime: 'Lock confirmed',
  unlockConfirmedOnDateTime: 'Unlock confirmed',
  engineStartedOnDateTime: 'Engine started',
  fuelCutOnDateTime: 'Fuel cut',
  engineStoppedByFuelCutOnDateTime: 'Engine stopped by the fuel cut',
  engineStartedAfterFuelRestoredOnDateTime: 'Engine started after fuel restored',
}

export interface Step5TimelineEntry {
  label: string
  at: string
  /** Time since the test started; 0 for the start itself. */
  sinceStartMs: number
}

/** The fuel-cut test's recorded moments in order, each with the time since the start (the certificate's timings). */
export const step5Timeline = (state: Step5State): Step5TimelineEntry[] => {
  const started = state.startedOnDateTime ? Date.parse(state.startedOnDateTime) : Number.NaN
  const entries: Step5TimelineEntry[] = []
  for (const field of STEP5_TIME_FIELDS) {
    const at = state[field]
    if (at === null) break
    entries.push({ label: STEP5_TIME_LABELS[field], at, sinceStartMs: Math.max(0, Date.parse(at) - started) })
  }
  return entries
}
