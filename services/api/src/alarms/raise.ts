import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { watchedVehiclesSql } from '@vigil/db/scope'
import type { DeviceEvent } from '@vigil/device-protocols'
import { isSosAlert, isTamperActive, type KnownDevice, testReportSql } from '@vigil/devices'
import {
  type AlarmKind,
  type AlarmMessage,
  DEVICE_ALARM_KINDS_OF_RULES,
  type DeviceAlarmDecision,
  type DeviceAlarmKind,
  decideDeviceAlarm,
  type TheftRule,
} from '@vigil/domain'
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
  /**
   * The theft rule that fired (issue #30); 0 for what the device itself raised, whichever rule governs it, so a
   * vehicle has one open SOS (and one tamper) alarm even when a rule is set while one is open.
   */
  ruleId?: number
  /** The rule's name; none for a device's own alarm no rule governs (the desk names it by its kind). */
  ruleName?: string | null
  /** Why the rule fired, with when (the trail says it after the rule's name); none where no rule governs. */
  evidence?: string | null
  /** Where it happened when the report says (a rule's evidence); else the vehicle's last position. */
  latitudeDegrees?: number | null
  longitudeDegrees?: number | null
  firstMs: number
  lastMs: number
  count: number
}

/** What an event raises, if anything: an SOS press, or a tamper report of a disconnected car battery not cancelled. */
export function alarmKindOf(entry: ReportedEvent): DeviceAlarmKind | null {
  const { event } = entry
  if (event.type === 'sos') return isSosAlert(event.data) ? 'SOS' : null
  if (event.type === 'tamper') return isTamperActive(event.data) ? 'Tamper' : null
  return null
}

/** A device's report that raises, with what its rules decided (which rule, and its evidence). */
export interface DecidedReport {
  entry: ReportedEvent
  kind: DeviceAlarmKind
  decision: DeviceAlarmDecision
}

/**
 * A batch's alarm reports, grouped per vehicle and kind (a statement may touch an alarm row once); the latest
 * report's rule and evidence speak for the group.
 */
export function alarmReports(decided: readonly DecidedReport[]): AlarmReport[] {
  const reports = new Map<string, AlarmReport>()
  for (const { entry, kind, decision } of decided) {
    const vehicleId = entry.device.vehicleId
    if (vehicleId === null) continue
    const ms = entry.event.time.getTime()
    const key = `${vehicleId}|${kind}`
    const report = reports.get(key)
    const named = { ruleName: decision.rule?.name ?? null, evidence: decision.evidence }
    if (!report) {
      reports.set(key, { vehicleId, deviceId: entry.device.id, kind, ...named, firstMs: ms, lastMs: ms, count: 1 })
      continue
    }
    report.firstMs = Math.min(report.firstMs, ms)
    if (ms >= report.lastMs) Object.assign(report, named)
    report.lastMs = Math.max(report.lastMs, ms)
    report.count++
  }
  return [...reports.values()]
}

const deviceAlarmKinds = sql.raw(`(${DEVICE_ALARM_KINDS_OF_RULES.map((kind) => `'${kind}'`).join(', ')})`)

/**
 * The SOS and car-battery rules watching each of these vehicles, switched on or off (a rule switched off is what
 * silences an alarm). Read on each batch that raises, so a change applies to the next report on every node.
 */
export async function deviceAlarmRules(db: Database, vehicleIds: readonly number[]): Promise<Map<number, TheftRule[]>> {
  type Row = Omit<TheftRule, 'scopeId'> & { vehicle_id: number; scope_id: number }
  const rows = await queryRows<Row>(
    db,
    sql`with rules as (select r.* from theft_rules r where r.kind in ${deviceAlarmKinds}),
      watched as (${watchedVehiclesSql})
      select w.vehicle_id, r.id, r.name, r.kind, r.scope, r.scope_id, r.enabled, r.schedule, r.parameters
      from watched w join rules r on r.id = w.rule_id
      where w.vehicle_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(vehicleIds)}::jsonb))`,
  )
  const rules = new Map<number, TheftRule[]>()
  for (const { vehicle_id, scope_id, ...rule } of rows) {
    rules.set(vehicle_id, [...(rules.get(vehicle_id) ?? []), { ...rule, scopeId: scope_id }])
  }
  return rules
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
 * Raises an alarm for each new report that is not a test and that its vehicle's rules let raise (with no SOS or
 * car-battery rule set, every one: `decideDeviceAlarm`), or joins it to the vehicle's open alarm of that kind (one
 * statement, with its audit lines), and answers the pushes. Runs after the batch committed, so the vehicle's position
 * is current. No statement at all for a batch without alarm reports (the common case).
 */
export async function raiseAlarms(db: Database, stored: readonly ReportedEvent[]): Promise<AlarmMessage[]> {
  const candidates = stored.filter((entry) => entry.device.vehicleId !== null && alarmKindOf(entry) !== null)
  if (candidates.length === 0) return []
  const tests = await testReports(db, candidates)
  const live = candidates.filter((_, n) => !tests[n])
  if (live.length === 0) return []
  const rules = await deviceAlarmRules(db, [...new Set(live.map((entry) => entry.device.vehicleId!))])
  const decided = live.flatMap((entry): DecidedReport[] => {
    const kind = alarmKindOf(entry)!
    const decision = decideDeviceAlarm(kind, rules.get(entry.device.vehicleId!) ?? [], entry.event.time)
    return decision.raise ? [{ entry, kind, decision }] : []
  })
  return openAlarms(db, alarmReports(decided))
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
      n: r.ruleName ?? null,
      e: r.evidence ?? null,
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
      insert into alarms (vehicle_id, device_id, kind, rule_id, rule_name, evidence, raised_on, last_reported_on,
        report_count, latitude_degrees, longitude_degrees)
      select r.v, r.d, r.k, r.r, r.n, r.e, to_timestamp(r.f / 1000), to_timestamp(r.l / 1000), r.c,
        coalesce(r.y, v.gps_latitude_degrees), coalesce(r.x, v.gps_longitude_degrees)
      from jsonb_to_recordset(${batch}::jsonb) as r(v int, d int, k text, r int, n text, e text, y float8, x float8,
        f float8, l float8, c int)
      join vehicles v on v.id = r.v
      on conflict (vehicle_id, kind, rule_id) where resolved_on is null do update set
        last_reported_on = greatest(alarms.last_reported_on, excluded.last_reported_on),
        report_count = alarms.report_count + excluded.report_count,
        -- Named by the rule it was raised under; the evidence is the latest firing's.
        rule_name = coalesce(alarms.rule_name, excluded.rule_name),
        evidence = coalesce(excluded.evidence, alarms.evidence),
        latitude_degrees = coalesce(excluded.latitude_degrees, alarms.latitude_degrees),
        longitude_degrees = coalesce(excluded.longitude_degrees, alarms.longitude_degrees)
      -- xmax is 0 on a row this statement inserted, set on one it updated (a joined report).
      returning id, xmax = 0 as raised, last_reported_on, vehicle_id, kind, rule_id
    ),
    trail as (
      insert into alarm_trail (alarm_id, action, "on", detail)
      select up.id, case when raised then 'raised' else 'reported' end, up.last_reported_on, r.n || ': ' || r.e
      from up join jsonb_to_recordset(${batch}::jsonb) as r(v int, k text, r int, n text, e text)
        on r.v = up.vehicle_id and r.k = up.kind and r.r = up.rule_id
    )
    select id, raised from up`,
  )
  const raised = new Map(rows.map((row) => [Number(row.id), row.raised]))
  const found = await alarmsById(db, [...raised.keys()])
  return found.map((alarm) => ({ change: raised.get(alarm.id) ? 'raised' : 'reported', alarm }))
}
