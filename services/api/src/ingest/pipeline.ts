import type { Database } from '../db/client.ts'
import type { DeviceRegistry } from '../devices/registry.ts'
import type { DeviceEvent } from '../gateway/index.ts'
import { gpsLocation, type HubMessage, lockUnlock, tamper } from '../hub/index.ts'
import { type IngestRow, type StoredEvent, storeEvents } from './store.ts'
import { isTamperActive } from './vehicle-state.ts'

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
}

export interface Ingest {
  /**
   * Stores the events, updates the vehicles and pushes to the hub; resolves only after all of that, so the caller
   * acknowledges the device then. Events of unknown devices are logged and dropped (acknowledged, never stored).
   */
  submit(events: readonly DeviceEvent[]): Promise<void>
  /** Events waiting for the next batch. */
  readonly backlog: number
  /** Writes what is waiting and stops taking more. */
  close(): Promise<void>
}

interface Waiting {
  events: readonly DeviceEvent[]
  resolve(): void
  reject(error: unknown): void
}

/**
 * Batches device events by size and time into one transaction each (one batch in flight at a time, so vehicle state
 * is written in arrival order); the batch grows with the backlog up to `maxBatchRows`.
 */
export function createIngest(options: IngestOptions): Ingest {
  const batchRows = options.batchRows ?? 500
  const maxDelayMs = options.maxDelayMs ?? 20
  const maxBatchRows = options.maxBatchRows ?? 5000
  let waiting: Waiting[] = []
  let waitingRows = 0
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> | undefined
  let closed = false

  const schedule = () => {
    if (flushing) return
    if (waitingRows >= batchRows) {
      clearTimeout(timer)
      timer = undefined
      flushing = flushLoop()
    } else if (timer === undefined && waitingRows > 0) {
      timer = setTimeout(() => {
        timer = undefined
        if (!flushing) flushing = flushLoop()
      }, maxDelayMs)
    }
  }

  async function flushLoop(): Promise<void> {
    try {
      while (waiting.length > 0) {
        let rows = 0
        let take = 0
        while (take < waiting.length && (take === 0 || rows + waiting[take]!.events.length <= maxBatchRows)) {
          rows += waiting[take]!.events.length
          take++
        }
        const batch = waiting.slice(0, take)
        waiting = waiting.slice(take)
        waitingRows -= rows
        await writeBatch(batch)
        if (waitingRows < batchRows && !closed) break
      }
    } finally {
      flushing = undefined
      schedule()
    }
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const events = batch.flatMap((item) => item.events)
      const devices = await options.registry.resolve(events.map((event) => event.serial))
      const rows: IngestRow[] = []
      for (const event of events) {
        const device = devices.get(event.serial)
        if (device) rows.push({ event, device })
        else options.logger?.warn({ serial: event.serial, type: event.type }, 'event from an unknown device dropped')
      }
      const stored = await storeEvents(options.db(), rows, options.clock())
      await Promise.all(hubMessages(stored).map(([vehicleId, message]) => options.publish(vehicleId, message)))
      options.onStored?.(stored)
      for (const item of batch) item.resolve()
    } catch (error) {
      options.logger?.error({ err: error, events: batch.length }, 'device events not stored; devices will resend')
      for (const item of batch) item.reject(error)
    }
  }

  return {
    submit(events) {
      if (events.length === 0) return Promise.resolve()
      if (closed) return Promise.reject(new Error('Ingest is closed.'))
      return new Promise<void>((resolve, reject) => {
        waiting.push({ events, resolve, reject })
        waitingRows += events.length
        schedule()
      })
    },
    get backlog() {
      return waitingRows
    },
    async close() {
      closed = true
      clearTimeout(timer)
      timer = undefined
      while (flushing || waiting.length > 0) {
        if (!flushing) flushing = flushLoop()
        await flushing
      }
    },
  }
}

/** Hub pushes for a committed batch: every lock and tamper report, and each vehicle's latest GPS fix. */
export function hubMessages(stored: readonly StoredEvent[]): [number, HubMessage][] {
  const messages: [number, HubMessage][] = []
  const latestGps = new Map<number, StoredEvent>()
  for (const entry of stored) {
    const vehicleId = entry.device.vehicleId
    if (vehicleId === null) continue
    const { event } = entry
    if (event.type === 'gps') {
      const previous = latestGps.get(vehicleId)
      if (!previous || previous.event.time <= event.time) latestGps.set(vehicleId, entry)
    } else if (event.type === 'lock') {
      messages.push([vehicleId, lockUnlock({ vehicleId, locked: event.data.motorStateId !== 0 })])
    } else if (event.type === 'tamper') {
      messages.push([
        vehicleId,
        tamper({
          vehicleId,
          tamperActive: isTamperActive(event.data),
          carBatteryStateId: event.data.carBatteryStateId,
          cancelled: event.data.cancelled,
        }),
      ])
    }
  }
  for (const [vehicleId, { event }] of latestGps) {
    if (event.type !== 'gps') continue
    const { latitudeDegrees, longitudeDegrees } = event.data
    messages.push([vehicleId, gpsLocation({ vehicleId, latitudeDegrees, longitudeDegrees })])
  }
  return messages
}
