import { CHECKLIST_WINDOW_MS } from '../constants.ts'
import { validationMessages } from '../validation/messages.ts'

const WINDOW_MINUTES = CHECKLIST_WINDOW_MS / 60_000

export const CHECKLIST_MESSAGES = {
  installationDetailsError: 'There was an error getting the installation details.',
  autoLockFailed: 'Error: Failed to enable auto-lock',
  noEventInLastHour: 'Error: Device has NOT sent any event in the last hour.',
  checkEventsFailed: 'Error checking device events.',
  serialNumberRequired: validationMessages.deviceSerialNumberRequired,
} as const

export const CHECKLIST_LABELS = {
  header: 'Installation Checklist',
  checkEvents: 'Check Events',
  updating: 'Updating...',
  deviceOnline: 'Device is Online',
  getChecklist: 'Get Checklist',
  updateChecklist: 'Update Checklist',
  loading: 'Loading...',
  confirm: 'Confirm',
  confirmed: 'Confirmed',
  enableAutoLock: 'Make sure auto-lock is enabled',
  autoLockEnabled: 'Auto-lock enabled !!',
} as const

export const checklistStartWindowExpiredMessage = (completedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${completedStepNumber} completed. You will have to start checklist again.`

export const checklistCompletionWindowExpiredMessage = (startedStepNumber: number): string =>
  `More than ${WINDOW_MINUTES} minutes has passed since Step ${startedStepNumber} start time. You will have to start checklist again.`

export const addNextStepErrorMessage = (message: string): string =>
  `There was an error adding the next installation step: ${message}`

export const installationCompletedText = (installationId: number): string =>
  `Installation #${installationId} completed!`
