import type { DeviceCommandName, DeviceEventType } from '@vigil/device-protocols'

/** How a command ended: confirmed by the device, or why not. */
export type CommandOutcome =
  | { status: 'confirmed'; reply: unknown }
  | { status: 'failed'; reason: string }
  | { status: 'timed_out'; reason: string }

export interface SentCommand {
  commandId: string
  /** Settles once the command is confirmed, failed, or `timeoutMs` passed; rejects when the signal aborts. */
  outcome: Promise<CommandOutcome>
}

export interface ObservedEvent {
  type: DeviceEventType
  /** Device time of the reading. */
  time: Date
  /** When the platform stored it. */
  receivedTime: Date
  data: Record<string, unknown>
}

export interface WaitOptions {
  timeoutMs: number
  signal: AbortSignal
  /** Only events the platform received at or after this instant count. */
  since: Date
}

/**
 * What a burn-in test may do to a device. Kept small so the suites do not care whether the platform is reached
 * through the shared database (production) or another way.
 */
export interface DevicePort {
  sendCommand(
    serial: string,
    name: DeviceCommandName,
    params: Record<string, unknown>,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<SentCommand>
  /** The first event of `type` (any type when null) matching `predicate`, or null when none came in time. */
  waitForEvent(
    serial: string,
    type: DeviceEventType | null,
    predicate: (event: ObservedEvent) => boolean,
    options: WaitOptions,
  ): Promise<ObservedEvent | null>
  /** The device's newest event of `type` (any type when null). */
  latestEvent(serial: string, type: DeviceEventType | null): Promise<ObservedEvent | null>
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
