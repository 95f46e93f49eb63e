// The codecs and what an AVL record carries, as both directions see them.

export const codec8 = 0x08
export const codec8Extended = 0x8e
export const codec12 = 0x0c
/** Codec 12 message types. */
export const commandType = 0x05
export const replyType = 0x06
export type AvlCodec = typeof codec8 | typeof codec8Extended

export type AvlIoElement =
  | { id: number; size: 1 | 2 | 4; value: number }
  | { id: number; size: 8; value: bigint }
  | { id: number; size: 'variable'; value: Uint8Array }

/** 0 low, 1 high, 2 panic. */
export type AvlPriority = number

export interface AvlRecord {
  timestamp: Date
  priority: AvlPriority
  longitudeDegrees: number
  latitudeDegrees: number
  altitudeMeters: number
  angleDegrees: number
  satellites: number
  speedKph: number
  /** The IO id whose change produced this record; 0 for a periodic record. */
  eventIoId: number
  io: AvlIoElement[]
}

/** The fixed-size IO groups, in the order a record holds them (Codec 8E adds a variable-length group after them). */
export const fixedIoSizes = [1, 2, 4, 8] as const

/** IO ids as most Teltonika models number them (check per model). */
export const teltonikaIo = {
  ignition: 239,
  movement: 240,
  externalVoltageMillivolts: 66,
  batteryVoltageMillivolts: 67,
  immobiliserRelay: 179,
  unplug: 252,
  alarm: 236,
} as const

/** The value of an IO element as a number (8-byte values beyond 2^53 lose precision; none we map are that large). */
export function ioNumber(record: AvlRecord, id: number): number | undefined {
  const element = record.io.find((candidate) => candidate.id === id)
  if (element === undefined || element.size === 'variable') return undefined
  return Number(element.value)
}
