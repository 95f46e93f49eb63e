import { CHECKLIST_MESSAGES } from '../messages.ts'
import { CHECKLIST_LABELS } from './labels.ts'
import type { Installation, InstallationLookupResponse } from './types.ts'

/**
 * precheck: serial number and 'Check Events'; lookup: the device is online, registration and passcode are asked;
 * steps: the checklist is loaded; completed: the installation has a completion date.
 */
export type ChecklistPhase = 'precheck' | 'lookup' | 'steps' | 'completed'

export const checklistPhase = (deviceOnline: boolean, installation: Installation | null): ChecklistPhase => {
  if (installation?.dateCompleted) return 'completed'
  if (installation) return 'steps'
  return deviceOnline ? 'lookup' : 'precheck'
}

export type CheckEventsAnswer = { hasEventInLastHour: boolean } | { failed: true }

export interface CheckEventsResult {
  deviceOnline: boolean
  error: string | null
}

/** Online when the device sent an event in the last hour; otherwise the matching error. */
export const checkEventsResult = (answer: CheckEventsAnswer): CheckEventsResult => {
  if ('failed' in answer) return { deviceOnline: false, error: CHECKLIST_MESSAGES.checkEventsFailed }
  return answer.hasEventInLastHour
    ? { deviceOnline: true, error: null }
    : { deviceOnline: false, error: CHECKLIST_MESSAGES.noEventInLastHour }
}

export const checkEventsButtonLabel = (checking: boolean): string =>
  checking ? CHECKLIST_LABELS.updating : CHECKLIST_LABELS.checkEvents

/** 'Get Checklist', then 'Update Checklist' once loaded, 'Loading...' while busy. */
export const checklistFooterButtonLabel = (loaded: boolean, busy: boolean): string => {
  if (busy) return CHECKLIST_LABELS.loading
  return loaded ? CHECKLIST_LABELS.updateChecklist : CHECKLIST_LABELS.getChecklist
}

export const autoLockButtonLabel = (autoLockEnabled: boolean): string =>
  autoLockEnabled ? CHECKLIST_LABELS.autoLockEnabled : CHECKLIST_LABELS.enableAutoLock

export type InstallationLookupOutcome = { ok: true; installationId: number } | { ok: false; alert: string }

/** A lookup with a null id alerts the server's message. */
export const installationLookupOutcome = (response: InstallationLookupResponse): InstallationLookupOutcome =>
  response.id === null ? { ok: false, alert: response.message ?? '' } : { ok: true, installationId: response.id }

/** The error shown when GET /Installations/{id} answers with nothing usable. */
export const installationLoadError = (installation: Partial<Installation> | null | undefined): string | null =>
  installation?.id == null ? CHECKLIST_MESSAGES.installationDetailsError : null

export type LookupField = 'deviceSerialNumber' | 'vehicleRegistration' | 'passcode'

const LOOKUP_FIELDS: readonly LookupField[] = ['deviceSerialNumber', 'vehicleRegistration', 'passcode']

/** Server errors for the lookup, keyed by the screen's fields (server keys match in any casing); others dropped. */
export const lookupFieldErrors = (
  errors: Record<string, readonly string[] | undefined> | null | undefined,
): Partial<Record<LookupField, string>> => {
  const byField: Partial<Record<LookupField, string>> = {}
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = LOOKUP_FIELDS.find((name) => name.toLowerCase() === key.toLowerCase())
    const first = messages?.[0]
    if (field && first) byField[field] = first
  }
  return byField
}
