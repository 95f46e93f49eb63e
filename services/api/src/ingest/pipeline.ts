import type { Database } from '@vigil/db'
import type { DeviceEvent } from '@vigil/device-protocols'
import { type DeviceRegistry, isLocked, isTamperActive, type KnownDevice } from '@vigil/devices'
import type { AlarmMessage } from '@vigil/domain'
import { alarmChange, battery, gpsLocation, type HubMessage, lockUnlock, tamper } from '@vigil/hub'
import { raiseAlarms } from '../alarms/raise.ts'
import { Histogram } from '../ops/metrics.ts'
import { ContactPushes } from './contact.ts'
import { type IngestRow, type StoredEvent, type StoreOrder, storeEvents } from './store.ts'

export interface IngestLogger {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface IngestOptions {
  db: () => Database
  registry: DeviceRegistry
  clock: () => Date
  /** Pushes to the hub; awaited before devices are acknowledged. */
  publish(vehicleId: number, message: HubMessage): Promise<void>
  /** Called after each committed batch with the events stored for the first time. */
  onStored?(events: readonly StoredEvent[]): void
  logger?: IngestLogger
  /** A batch is written once this many events wait... */
  batchRows?: number
  /** ...or the oldest has waited this long. */
  maxDelayMs?: number
  /** The most events one transaction takes when a backlog has built up. */
  maxBatchRows?: number
  /**
   * Batches in flight at once (default 1). Above 1 the next batch is prepared while the previous one is stored, and
   * is stored while the previous one's pushes go out; writes stay in order (see StoreOrder), so it needs a connection
   * pool, not PGlite's single session.
   */
  concurrency?: number
  /**
   * Ingest statements that may run at once (default 1), each on its own pooled connection: a batch's events are split
   * by vehicle (a tracker fitted to none: by tracker) so one vehicle's and one tracker's reports always go through the
   * same lane, in order, and lanes never touch the same rows. One statement at a time was the PostgreSQL ceiling
   * (bench/RESULTS.md, issue #29); PGlite has one session, so 1 there.
   */
  lanes?: number
  /** At most one contact push per vehicle this often (ms; CONTACT_PUSH_INTERVAL_MS by default, 0 for every batch). */
  contactIntervalMs?: number
  /** The theft rules (issue #30): each committed batch is run through them; their firings are pushed as alarms. */
  theftRules?: { evaluate(stored: readonly StoredEvent[]): Promise<AlarmMessage[]> }
}

export interface Ingest {
  /**
   * Stores the events, updates the vehicles and pushes to the hub; resolves only after all of that, so the caller
   * acknowledges the device then. Events of unknown devices are logged and dropped (acknowledged, never stored).
   */
  submit(events: readonly DeviceEvent[]): Promise<void>
  /** Events waiting for the next batch. */
  readonly backlog: number
  /** Events stored for the first time since start. */
  readonly stored: number
  /** Batch sizes and how long events waited for their commit (for /metrics). */
  readonly metrics: { batchEvents: Histogram; lagSeconds: Histogram }
  /** Writes what is waiting and stops taking more. */
  close(): Promise<void>
}

interface Waiting {
  events: readonly DeviceEvent[]
  /** When the gateway handed the events over (ms). */
  at: number
  resolve(): void
  reject(error: unknown): void
}

const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/**
 * Batches device events by size and time into one transaction each; the batch grows with the backlog up to
 * `maxBatchRows`. Batches in flight write events, vehicle state and hub pushes in arrival order.
 */
export function createIngest(options: IngestOptions): Ingest {
  const batchRows = options.batchRows ?? 500
  const maxDelayMs = options.maxDelayMs ?? 20
  const maxBatchRows = options.maxBatchRows ?? 5000
  const concurrency = Math.max(1, options.concurrency ?? 1)
  const lanes = Math.max(1, options.lanes ?? 1)
  let waiting: Waiting[] = []
  let waitingRows = 0
  let timer: NodeJS.Timeout | undefined
  let closed = false
  let stored = 0
  const inFlight = new Set<Promise<void>>()
  const metrics = {
    batchEvents: new Histogram(
      'vigil_ingest_batch_events',
      'Device events per committed ingest batch',
      [1, 10, 50, 100, 250, 500, 1000, 2500, 5000],
    ),
    lagSeconds: new Histogram(
      'vigil_ingest_lag_seconds',
      'Ingest lag: from a gateway handing events over to their batch committing',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
  }
  // The previous batch's milestones; each batch waits on them (resolved even when that batch failed).
  let lastStored: Promise<unknown>[] = Array.from({ length: lanes }, () => Promise.resolve())
  let lastPublished: Promise<unknown> = Promise.resolve()
  const contacts = new ContactPushes({
    publish: options.publish,
    ...(options.contactIntervalMs !== undefined ? { intervalMs: options.contactIntervalMs } : {}),
    onError: (error) => options.logger?.warn({ err: error }, 'contact push not sent'),
  })

  const schedule = () => {
    while (inFlight.size < concurrency && waitingRows > 0 && (waitingRows >= batchRows || closed)) {
      clearTimeout(timer)
      timer = undefined
      startBatch()
    }
    if (timer === undefined && waitingRows > 0 && inFlight.size < concurrency) {
      timer = setTimeout(() => {
        timer = undefined
        if (inFlight.size < concurrency && waitingRows > 0) startBatch()
      }, maxDelayMs)
    }
  }

  function startBatch(): void {
    let rows = 0
    let take = 0
    while (take < waiting.length && (take === 0 || rows + waiting[take]!.events.length <= maxBatchRows)) {
      rows += waiting[take]!.events.length
      take++
    }
    const batch = waiting.slice(0, take)
    waiting = waiting.slice(take)
    waitingRows -= rows
    const running: Promise<void> = writeBatch(batch).finally(() => {
      inFlight.delete(running)
      // The next batch starts on the next turn, so sockets are read in between.
      setImmediate(schedule)
    })
    inFlight.add(running)
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    const storedGates = lastStored.map(() => gate())
    const published = gate()
    const orders: StoreOrder[] = storedGates.map((storedGate, lane) => ({
      previousStored: lastStored[lane]!,
      stored: storedGate.open,
    }))
    const previousPublished = lastPublished
    lastStored = storedGates.map((storedGate) => storedGate.opened)
    lastPublished = published.opened
    try {
      const events = batch.flatMap((item) => item.events)
      const devices = await options.registry.resolve(events.map((event) => event.serial))
      const rows: IngestRow[][] = orders.map(() => [])
      for (const event of events) {
        const device = devices.get(event.serial)
        if (device) rows[laneOf(device, lanes)]!.push({ event, device })
        else options.logger?.warn({ serial: event.serial, type: event.type }, 'event from an unknown device dropped')
      }
      const receivedAt = options.clock()
      const written = await Promise.allSettled(
        rows.map((laneRows, lane) =>
          storeEvents(options.db(), laneRows, receivedAt, laneRows.length > 0 ? orders[lane] : undefined),
        ),
      )
      // A lane that failed fails the batch (its devices resend; what the other lanes stored comes back as duplicates),
      // but what the other lanes committed is pushed and raises its alarms now, since its resends will not.
      const fresh = written.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
      const failed = written.find((result) => result.status === 'rejected')
      stored += fresh.length
      const alarms = await Promise.all([raiseAlarms(options.db(), fresh), options.theftRules?.evaluate(fresh) ?? []])
        .then((raised) => raised.flat())
        .catch((error: unknown) => {
          options.logger?.error({ err: error }, 'alarms not raised for a stored batch')
          return []
        })
      await previousPublished
      const pushes = [
        ...hubMessages(fresh, receivedAt),
        ...alarms.map((alarm) => [alarm.alarm.vehicleId, alarmChange(alarm)] as const),
      ]
      await Promise.all(
        [...pushes, ...contacts.take(fresh, pushes, receivedAt)].map(([vehicleId, message]) =>
          options.publish(vehicleId, message),
        ),
      )
      published.open()
      if (failed) throw failed.reason
      metrics.batchEvents.observe(events.length)
      const committedAt = Date.now()
      for (const item of batch) metrics.lagSeconds.observe((committedAt - item.at) / 1000)
      options.onStored?.(fresh)
      for (const item of batch) item.resolve()
    } catch (error) {
      options.logger?.error({ err: error, events: batch.length }, 'device events not stored; devices will resend')
      for (const item of batch) item.reject(error)
    } finally {
      // A batch with no known device, or a failed one, must not hold the next batches up.
      for (const [lane, order] of orders.entries()) {
        await order.previousStored
        storedGates[lane]!.open()
      }
      await previousPublished
      published.open()
    }
  }

  return {
    submit(events) {
      if (events.length === 0) return Promise.resolve()
      if (closed) return Promise.reject(new Error('Ingest is closed.'))
      return new Promise<void>((resolve, reject) => {
        waiting.push({ events, at: Date.now(), resolve, reject })
        waitingRows += events.length
        schedule()
      })
    },
    get backlog() {
      return waitingRows
    },
    get stored() {
      return stored
    },
    metrics,
    async close() {
      closed = true
      clearTimeout(timer)
      timer = undefined
      schedule()
      while (inFlight.size > 0) {
        await Promise.all(inFlight)
        schedule()
      }
      await contacts.flush()
    },
  }
}

/**
 * The lane of a tracker's events: by its vehicle, so two trackers of one vehicle never update it from two statements
 * at once (its state's "only forward" checks read it before they write it), and by the tracker when it is fitted to none.
 */
const laneOf = (device: KnownDevice, lanes: number): number =>
  lanes === 1 ? 0 : (device.vehicleId ?? device.id) % lanes

/**
 * Hub pushes for a committed batch: lock and tamper reports in device-time order, and each vehicle's latest GPS fix and
 * latest battery readings (the other reports move only the tracker's last contact: `ContactPushes` adds those),
 * each with its device time and the time the platform received it (`receivedAt`, the events' stored receive time). A
 * late report (the device had already reported a later one) is history, not pushed.
 */
export function hubMessages(stored: readonly StoredEvent[], receivedAt: Date): [number, HubMessage][] {
  const receivedDateTime = receivedAt.toISOString()
  const messages: [number, HubMessage][] = []
  const latestGps = new Map<number, StoredEvent>()
  const latestBattery = new Map<number, StoredEvent>()
  const byDeviceTime = stored
    .filter((entry) => entry.device.vehicleId !== null && !entry.stale)
    .sort((a, b) => a.event.time.getTime() - b.event.time.getTime())
  for (const entry of byDeviceTime) {
    const vehicleId = entry.device.vehicleId!
    const { event } = entry
    const deviceDateTime = event.time.toISOString()
    if (event.type === 'gps') {
      latestGps.set(vehicleId, entry)
    } else if (event.type === 'battery') {
      latestBattery.set(vehicleId, entry)
    } else if (event.type === 'lock') {
      messages.push([
        vehicleId,
        lockUnlock({ vehicleId, locked: isLocked(event.data), deviceDateTime, receivedDateTime }),
      ])
    } else if (event.type === 'tamper') {
      messages.push([
        vehicleId,
        tamper({
          vehicleId,
          tamperActive: isTamperActive(event.data),
          carBatteryStateId: event.data.carBatteryStateId,
          cancelled: event.data.cancelled,
          deviceDateTime,
          receivedDateTime,
        }),
      ])
    }
  }
  for (const [vehicleId, { event }] of latestGps) {
    if (event.type !== 'gps') continue
    const { latitudeDegrees, longitudeDegrees } = event.data
    messages.push([
      vehicleId,
      gpsLocation({
        vehicleId,
        latitudeDegrees,
        longitudeDegrees,
        deviceDateTime: event.time.toISOString(),
        receivedDateTime,
      }),
    ])
  }
  // Both readings as the tracker sent them, as ingest stores them on the vehicle (a missing one as null).
  for (const [vehicleId, { event }] of latestBattery) {
    if (event.type !== 'battery') continue
    const { carBatteryMillivolts, deviceBatteryMillivolts } = event.data
    messages.push([
      vehicleId,
      battery({
        vehicleId,
        carBatteryMillivolts: carBatteryMillivolts ?? null,
        deviceBatteryMillivolts: deviceBatteryMillivolts ?? null,
        deviceDateTime: event.time.toISOString(),
        receivedDateTime,
      }),
    ])
  }
  return messages
}
