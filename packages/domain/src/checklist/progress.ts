import type { ChecklistEventSource } from './events.ts'
import { checklistEventSource } from './events.ts'

/**
 * What the checklist keeps on the phone so a reload or a dropped connection does not lose the installer's place.
 * The passcode is never part of it: it stays in memory only and is typed again after a reload.
 */
export interface ChecklistProgress {
  deviceSerialNumber: string
  vehicleRegistration: string
  /** The installation found by 'Get Checklist'; null until then. */
  installationId: number | null
}

/** The storage key of the kept progress (local storage: it must survive the browser closing in a basement). */
export const CHECKLIST_PROGRESS_KEY = 'installation-checklist-progress'

export const EMPTY_CHECKLIST_PROGRESS: ChecklistProgress = {
  deviceSerialNumber: '',
  vehicleRegistration: '',
  installationId: null,
}

/** Only the three known fields are written, so nothing else (the passcode above all) can slip into storage. */
export const serializeChecklistProgress = (progress: ChecklistProgress): string =>
  JSON.stringify({
    deviceSerialNumber: progress.deviceSerialNumber,
    vehicleRegistration: progress.vehicleRegistration,
    installationId: progress.installationId,
  })

/** Reads kept progress; anything unreadable is a fresh start, and unknown fields are dropped. */
export const parseChecklistProgress = (text: string | null | undefined): ChecklistProgress => {
  let value: unknown
  try {
    value = JSON.parse(text ?? '')
  } catch {
    return EMPTY_CHECKLIST_PROGRESS
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_CHECKLIST_PROGRESS
  const record = value as Record<string, unknown>
  const text_ = (field: unknown) => (typeof field === 'string' ? field.slice(0, 64) : '')
  const id = record.installationId
  return {
    deviceSerialNumber: text_(record.deviceSerialNumber),
    vehicleRegistration: text_(record.vehicleRegistration),
    installationId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
  }
}

/**
 * Whose silence the installer is looking at: the phone has no connection (nothing can be checked, progress waits),
 * or the phone is fine but the tracker has not reported (the spec's no-event error).
 */
export type ChecklistConnectivity = 'online' | 'phone-offline' | 'reconnecting'

export const CONNECTIVITY_MESSAGES = {
  phoneOffline:
    'Your phone is offline. Your progress is kept on this phone; the checklist carries on by itself when the connection returns.',
  reconnecting: 'Connection is back. Catching up with the tracker...',
  trackerSilent: 'Your phone is online, but the tracker has not reported. Check its power and antenna, then try again.',
} as const

/** The notice for the phone's connection; null when online and nothing is pending. */
export const connectivityNotice = (connectivity: ChecklistConnectivity): string | null => {
  if (connectivity === 'phone-offline') return CONNECTIVITY_MESSAGES.phoneOffline
  if (connectivity === 'reconnecting') return CONNECTIVITY_MESSAGES.reconnecting
  return null
}

/**
 * Whether a failed call failed because no answer came back at all (the phone's connection), as opposed to the
 * server answering with an error. `status` is the HTTP status when one arrived.
 */
export const isConnectionFailure = (failure: { status?: number | null } | null | undefined, browserOnline: boolean) =>
  !browserOnline || failure == null || failure.status == null || failure.status === 0

/** The error-info calls serve both ignition (step 2) and immobiliser (step 3) errors: the step picks the source. */
export const errorInfoSourceForStep = (stepNumber: number): 'ignition' | 'motor' | null => {
  const source: ChecklistEventSource | null = checklistEventSource(stepNumber)
  if (source === 'ignitionErrorInfo') return 'ignition'
  if (source === 'motorErrorInfo') return 'motor'
  return null
}
