import { type SQL, sql } from 'drizzle-orm'

/**
 * How long an installation that was started but never completed keeps its tracker in test mode: an abandoned
 * checklist must not silence a vehicle's alarms for good.
 */
export const INSTALLATION_TEST_MODE_MS = 2 * 60 * 60 * 1000

/** A span of device time in which a tracker's reports are tests; `until` null while it lasts (exclusive). */
export interface TestWindow {
  from: Date
  until: Date | null
}

/** An installation is a test from its start until it completes, or until the test-mode limit runs out. */
export const installationTestWindow = (installation: { createdOn: Date; dateCompleted: Date | null }): TestWindow => {
  const limit = installation.createdOn.getTime() + INSTALLATION_TEST_MODE_MS
  const completed = installation.dateCompleted?.getTime() ?? Number.POSITIVE_INFINITY
  return { from: installation.createdOn, until: new Date(Math.min(limit, completed)) }
}

/** A burn-in unit is on test from when it was put on its station until it leaves it. */
export const burnInTestWindow = (unit: { addedOn: Date; removedOn: Date | null }): TestWindow => ({
  from: unit.addedOn,
  until: unit.removedOn,
})

/**
 * A report is a test when the tracker took it (device time) during one of its installations or while on a burn-in
 * station: it is recorded and shown to the installer or tester, but raises no alarm.
 */
export const isTestReport = (time: Date, windows: readonly TestWindow[]): boolean =>
  windows.some((window) => window.from <= time && (window.until === null || time < window.until))

/** `isTestReport` for a device id and device time, over the stored installations and burn-in units. */
export const testReportSql = (deviceId: SQL, time: SQL): SQL<boolean> => sql<boolean>`(exists (
    select 1 from installations ti
    where ti.device_id = ${deviceId} and ti.created_on <= ${time}
      and ${time} < least(coalesce(ti.date_completed, 'infinity'::timestamptz),
        ti.created_on + ${INSTALLATION_TEST_MODE_MS} * interval '1 millisecond')
  ) or exists (
    select 1 from burnin_units tb
    where tb.device_id = ${deviceId} and tb.added_on <= ${time} and (tb.removed_on is null or ${time} < tb.removed_on)
  ))`
