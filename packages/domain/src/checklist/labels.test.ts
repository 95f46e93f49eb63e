import { describe, expect, it } from 'vitest'
import { CHECKLIST_LABELS } from './labels.ts'

describe('checklist labels', () => {
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
