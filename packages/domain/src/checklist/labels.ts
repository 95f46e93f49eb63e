/** The checklist screen's fixed labels and button texts, as the spec words them. */
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
