import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { isSosAlert, isTamperActive } from '@vigil/devices'
import type { AlarmKind, AlarmMessage } from '@vigil/domain'
import { sql } from 'drizzle-orm'
import type { StoredEvent } from '../ingest/store.ts'
import { alarmsById } from './view.ts'

/** The alarm reports of one vehicle and kind in a batch: they raise one alarm, or join the open one. */
interface AlarmReport {
  vehicleId: number
  deviceId: number
  kind: AlarmKind
  firstMs: number
  lastMs: number
  count: number
}

/** What an event raises, if anything: an SOS press, or a tamper report of a disconnected car battery not cancelled. */
export function alarmKindOf(entry: StoredEvent): AlarmKind | null {
  const { event } = entry
  if (event.type === 'sos') return isSosAlert(event.data) ? 'SOS' : null
  if (event.type === 'tamper') return isTamperActive(event.data) ? 'Tamper' : null
  return null
}

/** A batch's alarm reports, grouped per vehicle and kind (a statement may touch an alarm row once). */
export function alarmReports(stored: readonly StoredEvent[]): AlarmReport[] {
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
 * Raises an alarm for each new report, or joins it to the vehicle's open alarm of that kind (one statement, with
 * its audit lines), and answers the pushes. Runs after the batch committed, so the vehicle's position is current.
 * No statement at all for a batch without alarm reports (the common case).
 */
export async function raiseAlarms(db: Database, stored: readonly StoredEvent[]): Promise<AlarmMessage[]> {
  const reports = alarmReports(stored)
  if (reports.length === 0) return []
  const batch = JSON.stringify(
    reports.map((r) => ({ v: r.vehicleId, d: r.deviceId, k: r.kind, f: r.firstMs, l: r.lastMs, c: r.count })),
  )
  const rows = await queryRows<{ id: number; raised: boolean }>(
    db,
    sql`
    with up as (
      insert into alarms (vehicle_id, device_id, kind, raised_on, last_reported_on, report_count,
        latitude_degrees, longitude_degrees)
      select r.v, r.d, r.k, to_timestamp(r.f / 1000), to_timestamp(r.l / 1000), r.c,
        v.gps_latitude_degrees, v.gps_longitude_degrees
      from jsonb_to_recordset(${batch}::jsonb) as r(v int, d int, k text, f float8, l float8, c int)
      join vehicles v on v.id = r.v
      on conflict (vehicle_id, kind) where resolved_on is null do update set
        last_reported_on = greatest(alarms.last_reported_on, excluded.last_reported_on),
        report_count = alarms.report_count + excluded.report_count,
        latitude_degrees = coalesce(excluded.latitude_degrees, alarms.latitude_degrees),
        longitude_degrees = coalesce(excluded.longitude_degrees, alarms.longitude_degrees)
      -- xmax is 0 on a row this statement inserted, set on one it updated (a joined report).
      returning id, xmax = 0 as raised, last_reported_on
    ),
    trail as (
      insert into alarm_trail (alarm_id, action, "on")
      select id, case when raised then 'raised' else 'reported' end, last_reported_on from up
    )
    select id, raised from up`,
  )
  const raised = new Map(rows.map((row) => [Number(row.id), row.raised]))
  const found = await alarmsById(db, [...raised.keys()])
  return found.map((alarm) => ({ change: raised.get(alarm.id) ? 'raised' : 'reported', alarm }))
}
