import type { HubMessage } from './messages.ts'

/** Every JSON hub protocol record, the handshake included, ends with this byte. */
export const RECORD_SEPARATOR = '\x1e'

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const

export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`
export const PING_FRAME = `{"type":6}${RECORD_SEPARATOR}`

export const handshakeError = (error: string): string => JSON.stringify({ error }) + RECORD_SEPARATOR

export const closeFrame = (options: { error?: string; allowReconnect?: boolean }): string =>
  JSON.stringify({ type: MessageType.Close, ...options }) + RECORD_SEPARATOR

export const completionError = (invocationId: string, error: string): string =>
  JSON.stringify({ type: MessageType.Completion, invocationId, error }) + RECORD_SEPARATOR

export const completionOk = (invocationId: string): string =>
  JSON.stringify({ type: MessageType.Completion, invocationId }) + RECORD_SEPARATOR

/** Serialises a push once into the exact text every recipient receives (no invocationId: it is not a client-result call). */
export const pushFrame = (message: HubMessage): string =>
  JSON.stringify({ type: MessageType.Invocation, target: message.target, arguments: [message.message] }) +
  RECORD_SEPARATOR

/** The client method of the watch heartbeat (docs/hub-protocol-additions.md). */
export const WATCH_HEARTBEAT_TARGET = 'WatchHeartbeat'

/**
 * The watch heartbeat a connection with a WatchVehicles set receives: the set the hub holds for it, and for each of
 * those vehicles it may see, how many GPS pushes this node has handed out for it so far. A client that received fewer
 * of them between two heartbeats than the count grew by has lost pushes.
 */
export const watchHeartbeatFrame = (vehicleIds: readonly number[], gpsPushes: Record<number, number>): string =>
  JSON.stringify({
    type: MessageType.Invocation,
    target: WATCH_HEARTBEAT_TARGET,
    arguments: [{ vehicleIds, gpsPushes }],
  }) + RECORD_SEPARATOR

const GPS_FRAME_START = `{"type":${MessageType.Invocation},"target":"DeviceGpsLocationMessage",`
const CONTACT_FRAME_START = `{"type":${MessageType.Invocation},"target":"DeviceContactMessage",`
const BATTERY_FRAME_START = `{"type":${MessageType.Invocation},"target":"DeviceBatteryMessage",`

/** Whether a serialised push (ours or one from another node) is a GPS position, which goes only to its watchers. */
export const isGpsFrame = (text: string): boolean => text.startsWith(GPS_FRAME_START)

/**
 * Whether a serialised push goes only to the connections watching its vehicle: a GPS position, a tracker's contact or
 * its battery readings (they move only the cards on screen, and they come at fleet rate).
 */
export const isWatchedFrame = (text: string): boolean =>
  isGpsFrame(text) || text.startsWith(CONTACT_FRAME_START) || text.startsWith(BATTERY_FRAME_START)

/** Splits incoming text on 0x1E, keeping a trailing partial record until the rest arrives. */
export class RecordReader {
  private partial = ''

  push(chunk: string): string[] {
    const text = this.partial + chunk
    const parts = text.split(RECORD_SEPARATOR)
    this.partial = parts.pop() ?? ''
    return parts
  }

  get pendingLength(): number {
    return this.partial.length
  }
}

export interface HubRecord {
  type?: number
  target?: unknown
  invocationId?: unknown
  arguments?: unknown
  protocol?: unknown
  version?: unknown
}

export const parseRecord = (text: string): HubRecord | null => {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as HubRecord) : null
  } catch {
    return null
  }
}
