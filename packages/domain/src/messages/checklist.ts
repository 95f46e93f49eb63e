import { CHECKLIST_WINDOW_MS } from '../constants.ts'
import { validationMessages } from './general.ts'

// The installation checklist.

const WINDOW_MINUTES = CHECKLIST_WINDOW_MS / 60_000

/** The installation checklist as the API answers it: the lookup, the passcode and the steps. */
export const installationMessages = {
  deviceElsewhere: 'This device is linked to another vehicle.',
  vehicleNotFound: 'No vehicle with this registration was found.',
  completed: 'This installation has already been completed.',
  wrongDevice: 'This device is not the one of this installation.',
  noDevice: 'This installation has no device.',
  passcodeWrong: 'The passcode is not correct.',
  passcodeLockedOut: 'Too many wrong passcodes. Please wait 15 minutes and try again.',
  notCurrentStep: 'Only the current step can be updated.',
  noEvidence: 'The device has not reported the event this step waits for yet.',
  step5Incomplete: 'The fuel-cut test is not complete yet.',
  lockFirst: 'The test waits for lock first, then unlock.',
  notWaiting: 'The fuel-cut test is not waiting for lock or unlock.',
  previousStepFirst: (stepNumber: number) => `Step ${stepNumber} must be confirmed first.`,
  /** Not in the spec: a step number the checklist has not (the body of UpdateInstallationStep). */
  stepNumberNotValid: (lastStepNumber: number) => `Give the number of a checklist step, 1 to ${lastStepNumber}.`,
  /** Not in the spec: AddInstallationStep's StepNumber below 1. */
  nextStepNumberNotValid: 'Give the number of the step to add, 1 or more.',
  /** The public checklist acts only on an installation in progress of the device it names (issue #27). */
  noOpenInstallation: 'This device has no installation in progress.',
  fuelCutNotNow: 'The fuel can be cut only at the cut-fuel stage of the fuel-cut test.',
} as const

/**
 * What each checklist step asks the installer to do, by step number; stored with the step when it starts and
 * answered with it (the checklist, the certificate). Steps 1-4 and 6 are proven by a device event.
 */
export const checklistStepDescriptions: Readonly<Record<number, string>> = {
  1: 'Lock and unlock the vehicle: the device reports its motor state.',
  2: 'Disconnect the ignition wire: the device reports an ignition error.',
  3: 'Disconnect the immobiliser: the device reports a motor error.',
  4: 'Disconnect the car battery: the device reports a tamper alert.',
  5: 'Fuel-cut test: lock, unlock, start the engine, cut the fuel, then restore it.',
  6: 'Press the SOS button: the device reports an SOS alert.',
}

/** The installation checklist's alerts (spec §8). */
export const CHECKLIST_MESSAGES = {
  installationDetailsError: 'There was an error getting the installation details.',
  autoLockFailed: 'Error: Failed to enable auto-lock',
  noEventInLastHour: 'Error: Device has NOT sent any event in the last hour.',
  checkEventsFailed: 'Error checking device events.',
  serialNumberRequired: validationMessages.deviceSerialNumberRequired,
} as const

export const checklistStartWindowExpiredMessage = (completedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${completedStepNumber} completed. You will have to start checklist again.`

export const checklistCompletionWindowExpiredMessage = (startedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${startedStepNumber} start time. You will have to start checklist again.`

export const addNextStepErrorMessage = (message: string): string =>
  `There was an error adding the next installation step: ${message}`

/** The installation certificate's account of the installer's tamper and SOS tests. */
export const certificateMessages = {
  testReportsTitle: 'Test reports',
  testReportsExplained: 'Recorded as installation tests while the checklist ran: they raised no alarm.',
  noTestReports: 'No tamper or SOS alert was reported during the installation.',
} as const

export const installationCompletedText = (installationId: number): string =>
  `Installation #${installationId} completed!`
