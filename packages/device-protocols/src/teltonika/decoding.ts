// A tracker's frames read into the internal types: AVL records into device events, Codec 12 replies into command
// answers and status reports. A frame that cannot be read is a typed error, never a throw.
import { ulid } from 'ulid'
import type { DeviceCommandStatus, DeviceEvent, DeviceEventDataByType, DeviceEventType, StatusData } from '../event.ts'
import { fail, ok, type Result } from '../result.ts'
import { ByteReader, TruncatedInput } from './byte-reader.ts'
import { type UnwrapErrorCode, unwrapFrame } from './framing.ts'
import {
  type AvlCodec,
  type AvlIoElement,
  type AvlRecord,
  codec8,
  codec8Extended,
  codec12,
  commandType,
  fixedIoSizes,
  ioNumber,
  replyType,
  teltonikaIo,
} from './records.ts'

export type TeltonikaFrame =
  | { kind: 'avl'; codec: AvlCodec; records: AvlRecord[] }
  | { kind: 'command'; text: string }
  | { kind: 'reply'; text: string }

export type FrameErrorCode =
  | UnwrapErrorCode
  | 'unsupported-codec'
  | 'truncated'
  | 'record-count-mismatch'
  | 'trailing-bytes'

function readIoValue(reader: ByteReader, size: 1 | 2 | 4 | 8): number | bigint {
  if (size === 1) return reader.u8()
  if (size === 2) return reader.u16()
  if (size === 4) return reader.u32()
  return reader.u64()
}

function readRecord(reader: ByteReader, codec: AvlCodec): AvlRecord {
  const wide = codec === codec8Extended
  const readId = () => (wide ? reader.u16() : reader.u8())
  const timestamp = new Date(Number(reader.u64()))
  const priority = reader.u8()
  const longitudeDegrees = reader.i32() / 1e7
  const latitudeDegrees = reader.i32() / 1e7
  const altitudeMeters = reader.i16()
  const angleDegrees = reader.u16()
  const satellites = reader.u8()
  const speedKph = reader.u16()
  const eventIoId = readId()
  readId() // the total IO count repeats the group counts below
  const io: AvlIoElement[] = []
  for (const size of fixedIoSizes) {
    const count = readId()
    for (let index = 0; index < count; index++) {
      const id = readId()
      const value = readIoValue(reader, size)
      io.push(size === 8 ? { id, size, value: value as bigint } : { id, size, value: value as number })
    }
  }
  if (wide) {
    const count = reader.u16()
    for (let index = 0; index < count; index++) {
      const id = reader.u16()
      const value = reader.slice(reader.u16())
      io.push({ id, size: 'variable', value: new Uint8Array(value) })
    }
  }
  return {
    timestamp,
    priority,
    longitudeDegrees,
    latitudeDegrees,
    altitudeMeters,
    angleDegrees,
    satellites,
    speedKph,
    eventIoId,
    io,
  }
}

/** Reads `count` records; throws TruncatedInput when the bytes end early. */
export function readAvlRecords(reader: ByteReader, codec: AvlCodec, count: number): AvlRecord[] {
  const records: AvlRecord[] = []
  for (let index = 0; index < count; index++) records.push(readRecord(reader, codec))
  return records
}

function decodeData(reader: ByteReader): Result<TeltonikaFrame, FrameErrorCode> {
  const codec = reader.u8()
  if (codec === codec8 || codec === codec8Extended) {
    const count = reader.u8()
    const records = readAvlRecords(reader, codec, count)
    if (reader.u8() !== count) return fail('record-count-mismatch', 'The two record counts differ.')
    return ok({ kind: 'avl', codec, records })
  }
  if (codec === codec12) {
    const count = reader.u8()
    const type = reader.u8()
    const text = reader.slice(reader.u32()).toString('latin1')
    if (reader.u8() !== count) return fail('record-count-mismatch', 'The two command counts differ.')
    if (type === commandType) return ok({ kind: 'command', text })
    if (type === replyType) return ok({ kind: 'reply', text })
    return fail('unsupported-codec', `Codec 12 type 0x${type.toString(16)} is not a command or reply.`)
  }
  return fail('unsupported-codec', `Codec 0x${codec.toString(16).padStart(2, '0')} is not supported.`)
}

/** Decodes one whole frame (as the splitter yields it): checks preamble, length and CRC first. */
export function decodeFrame(frame: Uint8Array): Result<TeltonikaFrame, FrameErrorCode> {
  const data = unwrapFrame(frame)
  if (!data.ok) return data
  const reader = new ByteReader(data.value)
  try {
    const decoded = decodeData(reader)
    if (decoded.ok && reader.remaining !== 0) return fail('trailing-bytes', 'The data has bytes after its last count.')
    return decoded
  } catch (error) {
    if (error instanceof TruncatedInput) return fail('truncated', 'The data ends in the middle of a record.')
    return fail('truncated', 'The data could not be read.')
  }
}

/** The last state seen on one connection, so periodic records only become events when something changes. */
export interface TeltonikaSessionState {
  ignition?: number
  immobiliserRelay?: number
  unplug?: number
  alarm?: number
}

export interface RecordsToEventsOptions {
  previous?: TeltonikaSessionState
  /** Event ids; seeded with the record time so ids sort like the events. */
  newId?: (timeMs: number) => string
}

export interface RecordsToEventsOutcome {
  events: DeviceEvent[]
  state: TeltonikaSessionState
}

/** Maps decoded AVL records of one device to internal events. */
export function recordsToEvents(
  imei: string,
  records: readonly AvlRecord[],
  options: RecordsToEventsOptions = {},
): RecordsToEventsOutcome {
  const newId = options.newId ?? ((timeMs: number) => ulid(timeMs))
  const state: TeltonikaSessionState = { ...options.previous }
  const events: DeviceEvent[] = []
  for (const record of records) {
    const time = record.timestamp
    const push = <T extends DeviceEventType>(type: T, data: DeviceEventDataByType[T]) => {
      events.push({ id: newId(time.getTime()), serial: imei, time, type, data } as DeviceEvent)
    }
    /** A state IO becomes an event when it caused the record or differs from the last one seen; an alarm-like IO
     * seen first in its normal state is not news. */
    const changed = (key: keyof TeltonikaSessionState, id: number, normal?: number): number | undefined => {
      const value = ioNumber(record, id)
      if (value === undefined) return undefined
      const before = state[key]
      state[key] = value
      if (record.eventIoId === id || (before !== undefined && before !== value)) return value
      if (before === undefined && value !== normal) return value
      return undefined
    }

    const hasFix = record.satellites > 0 && (record.latitudeDegrees !== 0 || record.longitudeDegrees !== 0)
    if (hasFix) {
      push('gps', {
        latitudeDegrees: record.latitudeDegrees,
        longitudeDegrees: record.longitudeDegrees,
        altitudeMeters: record.altitudeMeters,
        speedKph: record.speedKph,
        headingDegrees: record.angleDegrees,
        satellites: record.satellites,
      })
    }
    const ignition = changed('ignition', teltonikaIo.ignition)
    if (ignition !== undefined) push('ignition', { on: ignition !== 0 })
    const relay = changed('immobiliserRelay', teltonikaIo.immobiliserRelay)
    if (relay !== undefined) push('lock', { motorStateId: relay === 0 ? 0 : 1 })
    const unplug = changed('unplug', teltonikaIo.unplug, 0)
    if (unplug !== undefined) push('tamper', { carBatteryStateId: unplug === 1 ? 0 : 1, cancelled: false })
    const alarm = changed('alarm', teltonikaIo.alarm, 0)
    if (alarm !== undefined) push('sos', { sosStateId: alarm === 0 ? 0 : 1 })
    const car = ioNumber(record, teltonikaIo.externalVoltageMillivolts)
    const device = ioNumber(record, teltonikaIo.batteryVoltageMillivolts)
    if (car !== undefined || device !== undefined) {
      push('battery', { carBatteryMillivolts: car ?? null, deviceBatteryMillivolts: device ?? null })
    }
  }
  return { events, state }
}

/** Devices answer free text; an answer that names an error is a failed command. */
export function teltonikaReplyStatus(reply: string): DeviceCommandStatus {
  return /error|fail|invalid|unknown|not supported/i.test(reply) ? 'error' : 'ok'
}

/**
 * The status report in a `getver` answer. Firmware answers either `Ver:03.27.07_00 GPS:... Hw:FMB920 ...` or
 * `Code Ver:03.18.14_04 Device IMEI:...`; a Teltonika tracker has no auto-lock (the profile cannot enable it), so its
 * state is 0. Undefined when the answer names no version.
 */
export function teltonikaStatusReport(reply: string): StatusData | undefined {
  const version = /(?:^|\s)(?:Code )?Ver:\s*(\S+)/i.exec(reply)?.[1]
  return version === undefined ? undefined : { applicationVersion: version, autoLockEnabledState: 0 }
}
