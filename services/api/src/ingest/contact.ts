import type { DeviceContactMessage } from '@vigil/domain'
import { contact, type HubMessage } from '@vigil/hub'
import type { StoredEvent } from './store.ts'

/**
 * At most one contact push per vehicle this often. The card shows the last contact only as 'Silent for…', after 15
 * minutes without a report (`TRACKER_SILENT_AFTER_MS`), so a contact up to this late changes nothing a person sees,
 * while a push for every status and ignition report at fleet rate (2,000 trackers, several reports a minute
 * each) would be thousands a second for the hub to fan out and a browser to parse. The newest contact of the interval
 * still goes at its end (trailing edge), so a tracker that falls silent right after a throttled report is not shown
 * silent for longer than it is.
 */
export const CONTACT_PUSH_INTERVAL_MS = 30_000

export interface ContactPushOptions {
  /** Sends a contact push that waited for its vehicle's interval to end (the batch's own go with its pushes). */
  publish(vehicleId: number, message: HubMessage): Promise<void>
  intervalMs?: number
  onError?(error: unknown): void
}

interface Waiting {
  message: DeviceContactMessage
  timer: NodeJS.Timeout
}

const later = (a: string | undefined, b: string): string => (a !== undefined && Date.parse(a) >= Date.parse(b) ? a : b)

/** The newest device time each vehicle's pushes carry (every device push and an alarm's report count as contact). */
function carriedContact(pushes: readonly (readonly [number, HubMessage])[]): Map<number, string> {
  const carried = new Map<number, string>()
  for (const [vehicleId, push] of pushes) {
    const time =
      push.target === 'AlarmMessage'
        ? push.message.change === 'raised' || push.message.change === 'reported'
          ? push.message.alarm.lastReportedOn
          : undefined
        : 'deviceDateTime' in push.message
          ? push.message.deviceDateTime
          : undefined
    if (time !== undefined) carried.set(vehicleId, later(carried.get(vehicleId), time))
  }
  return carried
}

/**
 * The tracker's last contact moves with every report it sends (ingest's `greatest(last_seen_on, …)`), but only GPS,
 * lock, tamper, battery and alarm pushes carry it: a status or ignition report, or a tamper or SOS on test, reached
 * the card only on a reload. This adds a `DeviceContactMessage` for a vehicle whose newest report of a batch no other
 * push carried, throttled per vehicle (CONTACT_PUSH_INTERVAL_MS). Contact only moves forward (`laterTime` on both
 * sides), so a push that waited may arrive after later batches' pushes without harm.
 */
export class ContactPushes {
  private readonly intervalMs: number
  /** When each vehicle's last contact push went (ms since the epoch). */
  private readonly lastPushedAt = new Map<number, number>()
  private readonly waiting = new Map<number, Waiting>()
  private readonly options: ContactPushOptions

  constructor(options: ContactPushOptions) {
    this.options = options
    this.intervalMs = options.intervalMs ?? CONTACT_PUSH_INTERVAL_MS
  }

  /**
   * The contact pushes a stored batch needs now, given the pushes it already makes; the rest wait for their vehicle's
   * interval to end.
   */
  take(stored: readonly StoredEvent[], pushes: readonly (readonly [number, HubMessage])[], receivedAt: Date) {
    const newest = new Map<number, string>()
    for (const { device, event, stale } of stored) {
      // A late report of a kind the tracker already reported later is older than its last contact.
      if (device.vehicleId === null || stale) continue
      newest.set(device.vehicleId, later(newest.get(device.vehicleId), event.time.toISOString()))
    }
    const carried = carriedContact(pushes)
    const due: [number, HubMessage][] = []
    const now = Date.now()
    for (const [vehicleId, deviceDateTime] of newest) {
      const pushed = carried.get(vehicleId)
      if (pushed !== undefined) this.carried(vehicleId, pushed)
      if (pushed !== undefined && Date.parse(pushed) >= Date.parse(deviceDateTime)) continue
      const message: DeviceContactMessage = { vehicleId, deviceDateTime, receivedDateTime: receivedAt.toISOString() }
      const last = this.lastPushedAt.get(vehicleId)
      if (last === undefined || now - last >= this.intervalMs) {
        this.lastPushedAt.set(vehicleId, now)
        this.drop(vehicleId)
        due.push([vehicleId, contact(message)])
      } else {
        this.wait(vehicleId, message, last + this.intervalMs - now)
      }
    }
    return due
  }

  /** Sends every waiting contact push now (on close, so none is lost). */
  async flush(): Promise<void> {
    const waiting = [...this.waiting.keys()]
    await Promise.all(waiting.map((vehicleId) => this.send(vehicleId)))
  }

  /** A push that carried a contact at least as new as a waiting one makes it needless. */
  private carried(vehicleId: number, deviceDateTime: string): void {
    const waiting = this.waiting.get(vehicleId)
    if (waiting && Date.parse(deviceDateTime) >= Date.parse(waiting.message.deviceDateTime)) this.drop(vehicleId)
  }

  private wait(vehicleId: number, message: DeviceContactMessage, delayMs: number): void {
    const waiting = this.waiting.get(vehicleId)
    if (waiting) {
      // The newest report of the interval is the one that goes.
      if (Date.parse(message.deviceDateTime) > Date.parse(waiting.message.deviceDateTime)) waiting.message = message
      return
    }
    const timer = setTimeout(() => void this.send(vehicleId), Math.max(0, delayMs))
    timer.unref()
    this.waiting.set(vehicleId, { message, timer })
  }

  private drop(vehicleId: number): void {
    const waiting = this.waiting.get(vehicleId)
    if (!waiting) return
    clearTimeout(waiting.timer)
    this.waiting.delete(vehicleId)
  }

  private async send(vehicleId: number): Promise<void> {
    const waiting = this.waiting.get(vehicleId)
    if (!waiting) return
    this.drop(vehicleId)
    this.lastPushedAt.set(vehicleId, Date.now())
    await this.options
      .publish(vehicleId, contact(waiting.message))
      .catch((error: unknown) => this.options.onError?.(error))
  }
}
