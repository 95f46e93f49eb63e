import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import type { DeviceEvent } from '@vigil/device-protocols'
import { isSosAlert, isTamperActive, type KnownDevice, testReportSql } from '@vigil/devices'
import type { AlarmKind, AlarmMessage } from '@vigil/domain'
import { sql } from 'drizzle-orm'
import { alarmsById } from './view.ts'

/**
 * A stored event with its device, as far as raising an alarm reads it. Named here rather than taken from ingest,
 * which calls in here: its stored events fit this shape, and the two folders do not import each other.
 */
export type ReportedEvent = { event: DeviceEvent; device: Pick<KnownDevice, 'id' | 'vehicleId'> }

/** The alarm reports of one vehicle, kind and rule in a batch: they raise one alarm, or join the open one. */
export interface AlarmReport {
  vehicleId: number
  deviceId: number
  kind: AlarmKind
  /** The theft rule that fired (issue #30), 0 for what the device itself raised. */
  ruleId?: number
  /** What the trail says about the report (a rule's name and evidence); none for the device's own alarms. */
  detail?: string | null
  /** Where it happened when the report says (a rule's evidence); else the vehicle's last position. */
  latitudeDegrees?: number | null
  longitudeDegrees?: number | null
  firstMs: number
  lastMs: number
  count: number
}

/** What an event raises, if anything: an SOS press, or a tamper report of a disconnected car battery not cancelled. */
export function alarmKindOf(entry: ReportedEvent): AlarmKind | null {
  const { event } = entry
  if (event.type === 'sos') return isSosAlert(event.data) ? 'SOS' : null
  if (event.type === 'tamper') return isTamperActive(event.data) ? 'Tamper' : null
  return null
}

/** A batch's alarm reports, grouped per vehicle and kind (a statement may touch an alarm row once). */
export function alarmReports(stored: readonly ReportedEvent[]): AlarmReport[] {
  const reports = new Map<string, AlarmReport>()
  for (const entry of stored) {
    const vehicleId = entry.device.vehicleId
    if (vehicleId === null) continue
    const kind = alarmKindOf(entry)
    if (!kind) continue
    const ms = entry.event.time.getTime()
    const key = `${vehicleId}|${kind}`
    const report = reports.get(key)
    if (!report) reports.set(key, { vehicleId, deviceId: entry.device.id, kind, firstMs: ms, lastMs: ms, count: 1 })
    else {
      report.firstMs = Math.min(report.firstMs, ms)
      report.lastMs = Math.max(report.lastMs, ms)
      report.count++
    }
  }
  return [...reports.values()]
}

/**
 * Which of the reports are tests (taken during the tracker's installation or while on a burn-in station, the
 * device rule `testReportSql`): they stay recorded and shown to the installer or tester, but raise no alarm.
 */
export async function testReports(db: Database, entries: readonly ReportedEvent[]): Promise<boolean[]> {
  const batch = JSON.stringify(entries.map((entry, n) => ({ n, d: entry.device.id, t: entry.event.time.getTime() })))
  const rows = await queryRows<{ test: boolean }>(
    db,
    sql`select ${testReportSql(sql`r.d`, sql`to_timestamp(r.t / 1000)`)} as test
      from jsonb_to_recordset(${batch}::jsonb) as r(n int, d int, t float8) order by r.n`,
  )
  return rows.map((row) => row.test)
}

/**
 * Raises an alarm for each new report that is not a test, or joins it to the vehicle's open alarm of that kind (one statement, with
 * its audit lines), and answers the pushes. Runs after the batch committed, so the vehicle's position is current.
 * No statement at all for a batch without alarm reports (the common case).
 */
export async function raiseAlarms(db: Database, stored: readonly ReportedEvent[]): Promise<AlarmMessage[]> {
  const candidates = stored.filter((entry) => entry.device.vehicleId !== null && alarmKindOf(entry) !== null)
  if (candidates.length === 0) return []
  const tests = await testReports(db, candidates)
  const reports = alarmReports(candidates.filter((_, n) => !tests[n]))
  return openAlarms(db, reports)
}

/**
 * Opens an alarm for each report, or joins it to the open alarm of its vehicle, kind and rule (one statement, with
 * its audit lines), and answers the pushes. The device's reports and the theft rules' firings both come this way,
 * so the desk, its trail and the pushes treat them alike.
 */
export async function openAlarms(db: Database, reports: readonly AlarmReport[]): Promise<AlarmMessage[]> {
  if (reports.length === 0) return []
  const batch = JSON.stringify(
    reports.map((r) => ({
      v: r.vehicleId,
      d: r.deviceId,
      k: r.kind,
      r: r.ruleId ?? 0,
      t: r.detail ?? null,
      y: r.latitudeDegrees ?? null,
      x: r.longitudeDegrees ?? null,
      f: r.firstMs,
      l: r.lastMs,
      c: r.count,
    })),
  )
  const rows = await queryRows<{ id: number; raised: boolean }>(
    db,
    sql`
    with up as (
      insert into alarms (vehicle_id, device_id, kind, rule_id, raised_on, last_reported_on, report_count,
        latitude_degrees, longitude_degrees)
      select r.v, r.d, r.k, r.r, to_timestamp(r.f / 1000), to_timestamp(r.l / 1000), r.c,
        coalesce(r.y, v.gps_latitude_degrees), coalesce(r.x, v.gps_longitude_degrees)
      from jsonb_to_recordset(${batch}::jsonb) as r(v int, d int, k text, r int, t text, y float8, x float8,
        f float8, l float8, c int)
      join vehicles v on v.id = r.v
      on conflict (vehicle_id, kind, rule_id) where resolved_on is null do update set
        last_reported_on = greatest(alarms.last_reported_on, excluded.last_reported_on),
        report_count = alarms.report_count + excluded.report_count,
        latitude_degrees = coalesce(excluded.latitude_degrees, alarms.latitude_degrees),
        longitude_degrees = coalesce(excluded.longitude_degrees, alarms.longitude_degrees)
      -- xmax is 0 on a row this statement inserted, set on one it updated (a joined report).
      returning id, xmax = 0 as raised, last_reported_on, vehicle_id, kind, rule_id
    ),
    trail as (
      insert into alarm_trail (alarm_id, action, "on", detail)
      select up.id, case when raised then 'raised' else 'reported' end, up.last_reported_on, r.t
      from up join jsonb_to_recordset(${batch}::jsonb) as r(v int, k text, r int, t text)
        on r.v = up.vehicle_id and r.k = up.kind and r.r = up.rule_id
    )
    select id, raised from up`,
  )
  const raised = new Map(rows.map((row) => [Number(row.id), row.raised]))
  const found = await alarmsById(db, [...raised.keys()])
  return found.map((alarm) => ({ change: raised.get(alarm.id) ? 'raised' : 'reported', alarm }))
}
