import { type SQL, sql } from 'drizzle-orm'
import { confirmCommandsByTelemetry, type TelemetryConfirmation } from '../commands/telemetry.ts'
import type { Database } from '../db/client.ts'
import { arrayParam, queryRows } from '../db/raw.ts'
import type { KnownDevice } from '../devices/registry.ts'
import type { DeviceEvent } from '../gateway/index.ts'
import { lastKnownState, type VehicleStateChange } from './vehicle-state.ts'

/** An event whose device is known, ready to store. */
export interface IngestRow {
  event: DeviceEvent
  device: KnownDevice
}

/** An event stored for the first time (resends and duplicates are not). */
export interface StoredEvent extends IngestRow {
  deviceEventId: number
  /** Set on a lock event that confirmed a command: who asked for it. */
  confirmation?: TelemetryConfirmation
}

const key = (deviceId: number, timeMs: number, type: string) => `${deviceId}|${timeMs}|${type}`

const array = arrayParam

/**
 * Lets batches in flight overlap while keeping the order of their writes: a batch inserts its events only after the
 * previous batch inserted (so a resent duplicate waits on the earlier commit, never the reverse), and writes device
 * and vehicle state only after the previous batch did (its row locks then hold the later batch until it commits).
 */
export interface StoreOrder {
  previousInserted: Promise<unknown>
  inserted(): void
  previousStateWritten: Promise<unknown>
  stateWritten(): void
}

/** Event types whose storing takes more than rows and state: command confirmations (lock, status), history entries
 * (lock, tamper). A batch without them is stored by one statement. */
const takesTransaction = new Set<string>(['lock', 'status', 'tamper'])

type InsertedRow = { id: string | number; device_id: number; ms: number; type: string }

/**
 * Stores a batch: events (dedupe on device, device time and type), the vehicles' last-known state, the devices' last
 * contact and status, command confirmations and history entries. Answers the events that were new, in input order.
 * Most batches are position reports alone; they go as one statement (its own transaction, one round trip), the rest as
 * a transaction of several.
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
  const insertEvents = sql`
    insert into device_events (device_id, serial_number, type, device_time, received_time, data)
    select d, s, t, to_timestamp(dt / 1000), ${now}::timestamptz, j
    from jsonb_to_recordset(${batch}::jsonb) as u(d int, s text, t text, dt float8, j jsonb)
    on conflict do nothing
    returning id, device_id, (extract(epoch from device_time) * 1000)::float8 as ms, type`

  if (!rows.some(({ event }) => takesTransaction.has(event.type))) {
    // State is written from the whole batch, but only for devices with a new event in it: a batch of resends alone
    // changes nothing, and within a batch the latest reading of each kind wins (and GPS only moves forward).
    await order?.previousInserted
    await order?.previousStateWritten
    const vehicles = vehicleStateUpdate(lastKnownState(rows), now, sql`(select device_id from inserted)`)
    const inserted = await queryRows<InsertedRow>(
      db,
      sql`with inserted as (${insertEvents}),
        device_state as (${deviceStateUpdate(rows, sql`(select device_id from inserted)`)})
        ${vehicles ? sql`, vehicle_state as (${vehicles})` : sql``}
      select * from inserted`,
    )
    order?.inserted()
    order?.stateWritten()
    return freshEvents(rows, inserted)
  }

  return db.transaction(async (tx) => {
    await order?.previousInserted
    const inserted = await queryRows<InsertedRow>(tx as unknown as Database, insertEvents)
    order?.inserted()
    const stored = freshEvents(rows, inserted)
    await order?.previousStateWritten
    if (stored.length === 0) {
      order?.stateWritten()
      return stored
    }

    await tx.execute(deviceStateUpdate(stored))
    for (const event of stored) {
      if (event.event.type === 'lock' || event.event.type === 'status') {
        const confirmation = await confirmCommandsByTelemetry(tx as unknown as Database, event.device, event.event, now)
        if (confirmation) event.confirmation = confirmation
      }
    }
    const vehicles = vehicleStateUpdate(lastKnownState(stored), now)
    if (vehicles) await tx.execute(vehicles)
    await recordHistory(tx as unknown as Database, stored)
    order?.stateWritten()
    return stored
  })
}

/** The batch's rows that the insert took (a duplicate inside the batch is stored once), in input order. */
function freshEvents(rows: readonly IngestRow[], inserted: readonly InsertedRow[]): StoredEvent[] {
  const ids = new Map<string, number>()
  for (const row of inserted) ids.set(key(row.device_id, Number(row.ms), row.type), Number(row.id))
  const stored: StoredEvent[] = []
  for (const row of rows) {
    const k = key(row.device.id, row.event.time.getTime(), row.event.type)
    const id = ids.get(k)
    if (id === undefined) continue
    ids.delete(k)
    stored.push({ ...row, deviceEventId: id })
  }
  return stored
}

/** The update of the devices' last contact, version and auto-lock state; limited to `onlyDevices` when given. */
function deviceStateUpdate(stored: readonly IngestRow[], onlyDevices?: SQL): SQL {
  const byDevice = new Map<number, { seen: Date; version: string | null; autoLock: number | null }>()
  for (const { device, event } of stored) {
    const entry = byDevice.get(device.id) ?? { seen: event.time, version: null, autoLock: null }
    if (event.time > entry.seen) entry.seen = event.time
    if (event.type === 'status') {
      entry.version = event.data.applicationVersion
      entry.autoLock = event.data.autoLockEnabledState
    }
    byDevice.set(device.id, entry)
  }
  const entries = [...byDevice.entries()].sort(([a], [b]) => a - b)
  return sql`
    update devices d set
      last_seen_on = greatest(d.last_seen_on, u.seen),
      online = true,
      application_version = coalesce(u.version, d.application_version),
      auto_lock_enabled_state = coalesce(u.auto_lock, d.auto_lock_enabled_state)
    from unnest(${array(entries.map(([id]) => id))}::int[],
                ${array(entries.map(([, entry]) => entry.seen.toISOString()))}::timestamptz[],
                ${array(entries.map(([, entry]) => entry.version))}::text[],
                ${array(entries.map(([, entry]) => entry.autoLock))}::smallint[]) as u(id, seen, version, auto_lock)
    where d.id = u.id${onlyDevices ? sql` and u.id in ${onlyDevices}` : sql``}`
}

/**
 * The update of the vehicles' last-known state, or nothing to do; limited to the vehicles of `onlyDevices` when given.
 */
function vehicleStateUpdate(changes: readonly VehicleStateChange[], now: Date, onlyDevices?: SQL): SQL | undefined {
  if (changes.length === 0) return undefined
  const column = <T>(read: (change: VehicleStateChange) => T) => array(changes.map(read))
  return sql`
    update vehicles v set
      gps_date_time = case when u.gps_time is not null and (v.gps_date_time is null or v.gps_date_time <= u.gps_time)
        then u.gps_time else v.gps_date_time end,
      gps_latitude_degrees = case when u.gps_time is not null and (v.gps_date_time is null or v.gps_date_time <= u.gps_time)
        then u.latitude else v.gps_latitude_degrees end,
      gps_longitude_degrees = case when u.gps_time is not null and (v.gps_date_time is null or v.gps_date_time <= u.gps_time)
        then u.longitude else v.gps_longitude_degrees end,
      gps_altitude_meters = case when u.gps_time is not null and (v.gps_date_time is null or v.gps_date_time <= u.gps_time)
        then u.altitude else v.gps_altitude_meters end,
      gps_speed_kph = case when u.gps_time is not null and (v.gps_date_time is null or v.gps_date_time <= u.gps_time)
        then u.speed else v.gps_speed_kph end,
      is_locked = coalesce(u.is_locked, v.is_locked),
      tamper_active = coalesce(u.tamper_active, v.tamper_active),
      car_battery_millivolts = case when u.has_battery then u.car_mv else v.car_battery_millivolts end,
      device_battery_millivolts = case when u.has_battery then u.device_mv else v.device_battery_millivolts end,
      ignition_on = coalesce(u.ignition_on, v.ignition_on),
      state_updated_on = ${now}::timestamptz
    from unnest(${column((c) => c.vehicleId)}::int[],
                ${column((c) => c.gps?.time.toISOString() ?? null)}::timestamptz[],
                ${column((c) => c.gps?.latitudeDegrees ?? null)}::float8[],
                ${column((c) => c.gps?.longitudeDegrees ?? null)}::float8[],
                ${column((c) => c.gps?.altitudeMeters ?? null)}::float4[],
                ${column((c) => c.gps?.speedKph ?? null)}::float4[],
                ${column((c) => c.isLocked ?? null)}::boolean[],
                ${column((c) => c.tamperActive ?? null)}::boolean[],
                ${column((c) => c.battery !== undefined)}::boolean[],
                ${column((c) => c.battery?.carBatteryMillivolts ?? null)}::int[],
                ${column((c) => c.battery?.deviceBatteryMillivolts ?? null)}::int[],
                ${column((c) => c.ignitionOn ?? null)}::boolean[],
                ${column((c) => c.deviceId)}::int[])
      as u(vehicle_id, gps_time, latitude, longitude, altitude, speed, is_locked, tamper_active, has_battery, car_mv,
           device_mv, ignition_on, device_id)
    where v.id = u.vehicle_id${onlyDevices ? sql` and u.device_id in ${onlyDevices}` : sql``}`
}

/** LockState for every lock report and TamperAlert for every tamper report of a linked device (spec section 3). */
async function recordHistory(db: Database, stored: readonly StoredEvent[]): Promise<void> {
  const entries = stored.filter(
    ({ event, device }) => device.vehicleId !== null && (event.type === 'lock' || event.type === 'tamper'),
  )
  if (entries.length === 0) return
  const column = <T>(read: (entry: StoredEvent) => T) => array(entries.map(read))
  await db.execute(sql`
    insert into vehicle_history (vehicle_id, type, date_time, is_locked, is_locked_by_user_id,
      is_locked_changed_by_admin_user, tamper_cancelled, tamper_car_battery_state,
      last_known_gps_latitude_degrees, last_known_gps_longitude_degrees)
    select u.vehicle_id, u.type, u.date_time, u.is_locked, u.user_id, u.by_admin, u.cancelled, u.battery_state,
      v.gps_latitude_degrees, v.gps_longitude_degrees
    from unnest(${column((e) => e.device.vehicleId)}::int[],
                ${column((e) => (e.event.type === 'lock' ? 'LockState' : 'TamperAlert'))}::text[],
                ${column((e) => e.event.time.toISOString())}::timestamptz[],
                ${column((e) => (e.event.type === 'lock' ? e.event.data.motorStateId !== 0 : null))}::boolean[],
                ${column((e) => e.confirmation?.requestedByUserId ?? null)}::int[],
                ${column((e) => (e.event.type === 'lock' ? (e.confirmation?.byAdmin ?? false) : null))}::boolean[],
                ${column((e) => (e.event.type === 'tamper' ? e.event.data.cancelled : null))}::boolean[],
                ${column((e) => (e.event.type === 'tamper' ? e.event.data.carBatteryStateId : null))}::smallint[])
      as u(vehicle_id, type, date_time, is_locked, user_id, by_admin, cancelled, battery_state)
    join vehicles v on v.id = u.vehicle_id`)
}
