/**
 * The alarm desk (issue #21): alarms raised from device events (`raiseAlarms`, called by ingest after each batch),
 * worked by agents (`acknowledgeAlarm`, `recordDispatch`, `resolveAlarm`), each change in the audit trail.
 */
export { raiseAlarms } from './raise.ts'
export { alarmStatusSql, selectAlarms, toAlarm } from './view.ts'
export {
  acknowledgeAlarm,
  alarmInScope,
  alarmTrailOf,
  recordAlertOnOpenAlarms,
  recordDispatch,
  resolveAlarm,
} from './work.ts'
