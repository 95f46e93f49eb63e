/**
 * The alarm desk's service (issue #21): alarms raised from device events (`raiseAlarms`, called by ingest after each
 * batch) and by theft rules (`openAlarms`, issue #30), worked by agents (`acknowledgeAlarm`, `recordDispatch`,
 * `resolveAlarm`), each change in the audit trail. Its HTTP face is the area `areas/alarm-desk`; nothing here knows
 * of HTTP.
 */
export { type AlarmReport, openAlarms, type ReportedEvent, raiseAlarms, testReports } from './raise.ts'
export { alarmStatusSql, holder, selectAlarms, toAlarm } from './view.ts'
export {
  type AlarmStepOutcome,
  acknowledgeAlarm,
  alarmInScope,
  alarmTrailOf,
  recordAlertOnOpenAlarms,
  recordDispatch,
  resolveAlarm,
} from './work.ts'
