import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import type { DeviceEvent } from '@vigil/device-protocols'
import {
  confirmedCommandsSql,
  type KnownDevice,
  lockCommandProvedBySql,
  lockedSql,
  tamperActiveSql,
} from '@vigil/devices'
import { type SQL, sql } from 'drizzle-orm'

/** An event whose device is known, ready to store. */
export interface IngestRow {
  event: DeviceEvent
  device: KnownDevice
}

/**
 * An event stored for the first time (resends and duplicates are not). `stale` when the device had already reported
 * a later reading of the same kind: it is history, not the vehicle's current state, and is not pushed as current.
 */
export type StoredEvent = IngestRow & { stale?: boolean }

const key = (deviceId: number, timeMs: number, type: string) => `${deviceId}|${timeMs}|${type}`

/**
 * Keeps the writes of batches in flight in order: a batch is stored only after the previous one was (so a resent
 * duplicate meets the earlier commit, and a vehicle's state never goes back to an older batch's).
 */
export interface StoreOrder {
  previousStored: Promise<unknown>
  stored(): void
}

type InsertedRow = { device_id: number; ms: number; type: string; stale: boolean }

/**
 * Stores a batch in one statement, so one round trip and one transaction: the events (dedupe on device, device time
 * and type), and from the new ones only: the devices' last contact and status, the vehicles' last-known state (for
 * each kind of reading the one with the latest device time), the commands their reports prove carried out, and the
 * history entries of lock and tamper reports. Each part that reads what a report means composes the device rules'
 * SQL (@vigil/devices), so it says what their TypeScript says. Answers the events that were new, in input order.
 */
export async function storeEvents(
  db: Database,
  rows: readonly IngestRow[],
  now: Date,
  order?: StoreOrder,
): Promise<StoredEvent[]> {
  if (rows.length === 0) return []
  // One JSON parameter: serialised natively, and no per-element array escaping in the driver. Read as jsonb, so the
  // server parses each event's data once (json_to_recordset would parse it again to make the jsonb column, which
  // doubled the statement's cost). Device time goes as epoch milliseconds: formatting a date costs more than the rest
  // of the row.
  const batch = JSON.stringify(
    rows.map(({ event, device }) => ({
      d: device.id,
      s: event.serial,
      t: event.type,
      dt: event.time.getTime(),
      j: event.data,
    })),
  )
  const types = new Set(rows.map(({ event }) => event.type))
  const provesCommands = types.has('lock') || types.has('status')
  const makesHistory = types.has('lock') || types.has('tamper')

  await order?.previousStored
  const inserted = await queryRows<InsertedRow>(
    db,
    sql`
    with inserted as (
      insert into device_events (device_id, serial_number, type, device_time, received_time, data)
      select d, s, t, to_timestamp(dt / 1000), ${now}::timestamptz, j
      from jsonb_to_recordset(${batch}::jsonb) as u(d int, s text, t text, dt float8, j jsonb)
      on conflict do nothing
      returning id, device_id, type, device_time, data
    ),
    ${storedBefore},
    ${deviceState},
    ${vehicleState(now)}
    ${provesCommands ? sql`, ${confirmedCommandsSql(sql`inserted`, now)}` : sql``}
    ${makesHistory ? sql`, ${history(provesCommands)}` : sql``}
    select i.device_id, i.type, (extract(epoch from i.device_time) * 1000)::float8 as ms,
      ${laterReading(sql`i`)} as stale
    from inserted i join stored_before b on b.device_id = i.device_id and b.type = i.type`,
  )
  order?.stored()
  return freshEvents(rows, inserted)
}

/**
 * For each device and kind of reading in the batch, the latest device time stored before this statement (its own
 * inserts are not visible to it): one probe of the events' key per device and kind, not per row, which cost a third of
 * the statement with a 5,000-row batch of 200 trackers (bench/RESULTS.md, issue #29).
 */
const storedBefore = sql`
    stored_before as (
      select g.device_id, g.type, (
        select e.device_time from device_events e
        where e.device_id = g.device_id and e.type = g.type
        order by e.device_time desc limit 1) as latest
      from (select distinct device_id, type from inserted) g
    )`

/** Whether the device had already stored a later reading of the row's kind (joined to `stored_before` as `b`). */
const laterReading = (row: SQL) => sql`coalesce(b.latest > ${row}.device_time, false)`

/** Last contact, and the application version and auto-lock state of the latest status report. */
const deviceState = sql`
    device_state as (
      update devices d set
        last_seen_on = greatest(d.last_seen_on, u.seen),
        online = true,
        application_version = coalesce(u.version, d.application_version),
        auto_lock_enabled_state = coalesce(u.auto_lock, d.auto_lock_enabled_state)
      from (
        select device_id, max(device_time) as seen,
          (array_agg(data->>'applicationVersion' order by device_time desc) filter (where type = 'status'))[1]
            as version,
          (array_agg((data->>'autoLockEnabledState')::smallint order by device_time desc)
            filter (where type = 'status'))[1] as auto_lock
        from inserted group by device_id
      ) u
      where d.id = u.device_id
    )`

/**
 * The new events of trackers fitted to a vehicle, then each vehicle's latest reading of each kind. A GPS fix only moves
 * the position forward; what a lock or tamper report means is the device rules' (`lockedSql`, `tamperActiveSql`).
 */
const vehicleState = (now: Date) => sql`
    linked as (
      select i.id, i.device_id, i.type, i.device_time, i.data, dv.vehicle_id
      from inserted i join devices dv on dv.id = i.device_id
      where dv.vehicle_id is not null
    ),
    newest as (
      select distinct on (vehicle_id, type) device_id, vehicle_id, type, device_time, data
      from linked order by vehicle_id, type, device_time desc
    ),
    -- A report that arrives late (an earlier device time than one already stored) leaves the state as it is.
    latest as (
      select n.vehicle_id, n.type, n.device_time, n.data
      from newest n join stored_before b on b.device_id = n.device_id and b.type = n.type
      where not ${laterReading(sql`n`)}
    ),
    readings as (
      select vehicle_id,
        max(device_time) filter (where type = 'gps') as gps_time,
        max((data->>'latitudeDegrees')::float8) filter (where type = 'gps') as latitude,
        max((data->>'longitudeDegrees')::float8) filter (where type = 'gps') as longitude,
        max((data->>'altitudeMeters')::float4) filter (where type = 'gps') as altitude,
        max((data->>'speedKph')::float4) filter (where type = 'gps') as speed,
        bool_or(${lockedSql(sql`data`)}) filter (where type = 'lock') as is_locked,
        bool_or(${tamperActiveSql(sql`data`)}) filter (where type = 'tamper') as tamper_active,
        bool_or(true) filter (where type = 'battery') as has_battery,
        max((data->>'carBatteryMillivolts')::int) filter (where type = 'battery') as car_mv,
        max((data->>'deviceBatteryMillivolts')::int) filter (where type = 'battery') as device_mv,
        bool_or((data->>'on')::boolean) filter (where type = 'ignition') as ignition_on
      from latest group by vehicle_id
    ),
    -- A GPS fix only moves the position forward.
    newer as (
      select r.*, r.gps_time is not null and (cur.gps_date_time is null or cur.gps_date_time <= r.gps_time) as moves
      from readings r join vehicles cur on cur.id = r.vehicle_id
    ),
    vehicle_state as (
      update vehicles v set
        gps_date_time = case when u.moves then u.gps_time else v.gps_date_time end,
        gps_latitude_degrees = case when u.moves then u.latitude else v.gps_latitude_degrees end,
        gps_longitude_degrees = case when u.moves then u.longitude else v.gps_longitude_degrees end,
        gps_altitude_meters = case when u.moves then u.altitude else v.gps_altitude_meters end,
        gps_speed_kph = case when u.moves then u.speed else v.gps_speed_kph end,
        is_locked = coalesce(u.is_locked, v.is_locked),
        tamper_active = coalesce(u.tamper_active, v.tamper_active),
        car_battery_millivolts = case when u.has_battery then u.car_mv else v.car_battery_millivolts end,
        device_battery_millivolts = case when u.has_battery then u.device_mv else v.device_battery_millivolts end,
        ignition_on = coalesce(u.ignition_on, v.ignition_on),
        state_updated_on = ${now}::timestamptz
      from newer u
      where v.id = u.vehicle_id
      returning v.id, v.gps_latitude_degrees, v.gps_longitude_degrees
    )`

/**
 * LockState for every lock report and TamperAlert for every tamper report of a fitted tracker (spec section 3), in
 * arrival order, with the position the vehicle is known at once the batch is stored; a lock names who asked for the
 * latest command it confirmed, and whether staff or a company admin did.
 */
const history = (provesCommands: boolean): SQL => sql`
    history as (
      insert into vehicle_history (vehicle_id, type, date_time, is_locked, is_locked_by_user_id,
        is_locked_changed_by_admin_user, tamper_cancelled, tamper_car_battery_state,
        last_known_gps_latitude_degrees, last_known_gps_longitude_degrees)
      select l.vehicle_id,
        case when l.type = 'lock' then 'LockState' else 'TamperAlert' end,
        l.device_time,
        case when l.type = 'lock' then ${lockedSql(sql`l.data`)} end,
        requester.user_id,
        case when l.type = 'lock' then coalesce(requester.role is not null and requester.role <> 'Account-Holder', false) end,
        case when l.type = 'tamper' then (l.data->>'cancelled')::boolean end,
        case when l.type = 'tamper' then (l.data->>'carBatteryStateId')::smallint end,
        case when vs.id is not null then vs.gps_latitude_degrees else v.gps_latitude_degrees end,
        case when vs.id is not null then vs.gps_longitude_degrees else v.gps_longitude_degrees end
      from linked l
      join vehicles v on v.id = l.vehicle_id
      left join vehicle_state vs on vs.id = l.vehicle_id
      left join lateral (${
        provesCommands
          ? sql`select c.requested_by_user_id as user_id, r.name as role
        from confirmed c
        left join users usr on usr.id = c.requested_by_user_id
        left join roles r on r.id = usr.role_id
        where l.type = 'lock' and c.device_id = l.device_id
          and c.name = ${lockCommandProvedBySql(sql`l.data`)}
        order by c.created_on desc limit 1`
          : sql`select null::int as user_id, null::text as role`
      }) requester on true
      where l.type in ('lock', 'tamper')
      order by l.id
    )`

/** The batch's rows that the insert took (a duplicate inside the batch is stored once), in input order. */
function freshEvents(rows: readonly IngestRow[], inserted: readonly InsertedRow[]): StoredEvent[] {
  const fresh = new Map<string, boolean>()
  for (const row of inserted) fresh.set(key(row.device_id, Number(row.ms), row.type), row.stale)
  const stored: StoredEvent[] = []
  for (const row of rows) {
    const rowKey = key(row.device.id, row.event.time.getTime(), row.event.type)
    const stale = fresh.get(rowKey)
    if (stale === undefined) continue
    fresh.delete(rowKey)
    stored.push(stale ? { ...row, stale } : row)
  }
  return stored
}
