import { describe, expect, it } from 'vitest'
import {
  addNextStepErrorMessage,
  CHECKLIST_LABELS,
  CHECKLIST_MESSAGES,
  checklistCompletionWindowExpiredMessage,
  checklistStartWindowExpiredMessage,
  installationCompletedText,
} from './messages.ts'

describe('checklist messages', () => {
  it('match the error catalogue', () => {
    expect(CHECKLIST_MESSAGES).toEqual({
      installationDetailsError: 'There was an error getting the installation details.',
      autoLockFailed: 'Error: Failed to enable auto-lock',
      noEventInLastHour: 'Error: Device has NOT sent any event in the last hour.',
      checkEventsFailed: 'Error checking device events.',
      serialNumberRequired: 'Error: Device Serial Number is required.',
    })
  })

  it('word the timing alerts exactly', () => {
    expect(checklistStartWindowExpiredMessage(4)).toBe(
      'More than 10 minutes has passed since Step 4 completed. You will have to start checklist again.',
    )
    expect(checklistCompletionWindowExpiredMessage(5)).toBe(
      'More than 10 minutes has passed since Step 5 start time. You will have to start checklist again.',
    )
  })

  it('prefixes the add-step error', () => {
    expect(addNextStepErrorMessage('Step exists')).toBe(
      'There was an error adding the next installation step: Step exists',
    )
  })

  it('announces a completed installation', () => {
    expect(installationCompletedText(42)).toBe('Installation #42 completed!')
  })

  it('labels the screen as the spec', () => {
    expect(CHECKLIST_LABELS).toEqual({
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
    })
  })
})
