// Frames written for a tracker (Codec 12 commands, record acknowledgements) and, for the simulated fleet and tests,
// what a tracker writes (AVL records, Codec 12 replies).
import type { DeviceCommandName } from '../event.ts'
import { wrapFrame } from './framing.ts'
import {
  type AvlCodec,
  type AvlRecord,
  codec8Extended,
  codec12,
  commandType,
  fixedIoSizes,
  replyType,
} from './records.ts'

/** Codec 12 text per command; which output drives the immobiliser differs per model, so this is configuration. */
export type TeltonikaCommandProfile = Record<DeviceCommandName, string | null>

export const defaultTeltonikaCommandProfile: TeltonikaCommandProfile = {
  lock: 'setdigout 1',
  unlock: 'setdigout 0',
  // DOUT2 drives the fuel pump relay; '?' leaves DOUT1 as it is.
  'cut-fuel': 'setdigout ?1',
  'restore-fuel': 'setdigout ?0',
  'enable-auto-lock': null,
  // getver answers the firmware version (getinfo only the clock and uptime); see teltonikaStatusReport.
  status: 'getver',
}

/** The Codec 12 text for a command, or undefined when this model cannot do it. */
export function teltonikaCommandText(
  name: DeviceCommandName,
  profile: TeltonikaCommandProfile = defaultTeltonikaCommandProfile,
): string | undefined {
  return profile[name] ?? undefined
}

/** A Codec 12 command from the server, e.g. `getinfo` or `setdigout 1`. */
export function encodeCommandFrame(text: string): Buffer {
  return encodeCodec12(commandType, text)
}

/** A Codec 12 reply from a device. */
export function encodeReplyFrame(text: string): Buffer {
  return encodeCodec12(replyType, text)
}

function encodeCodec12(type: number, text: string): Buffer {
  const payload = Buffer.from(text, 'ascii')
  const data = Buffer.alloc(payload.length + 8)
  data.writeUInt8(codec12, 0)
  data.writeUInt8(1, 1)
  data.writeUInt8(type, 2)
  data.writeUInt32BE(payload.length, 3)
  payload.copy(data, 7)
  data.writeUInt8(1, 7 + payload.length)
  return wrapFrame(data)
}

/** The server's answer to an AVL packet: the record count, int32 big-endian. */
export function encodeRecordAck(count: number): Buffer {
  const ack = Buffer.alloc(4)
  ack.writeInt32BE(count)
  return ack
}

export function encodeAvlFrame(codec: AvlCodec, records: readonly AvlRecord[]): Buffer {
  return wrapFrame(encodeAvlData(codec, records))
}

/** The bytes from the codec id to the second record count: what the frame length and CRC cover. */
export function encodeAvlData(codec: AvlCodec, records: readonly AvlRecord[]): Buffer {
  const writer = new ByteWriter()
  writer.u8(codec)
  writer.u8(records.length)
  for (const record of records) writeRecord(writer, codec, record)
  writer.u8(records.length)
  return writer.toBuffer()
}

function writeRecord(writer: ByteWriter, codec: AvlCodec, record: AvlRecord): void {
  const wide = codec === codec8Extended
  const writeId = (value: number) => (wide ? writer.u16(value) : writer.u8(value))
  writer.u64(BigInt(record.timestamp.getTime()))
  writer.u8(record.priority)
  writer.i32(Math.round(record.longitudeDegrees * 1e7))
  writer.i32(Math.round(record.latitudeDegrees * 1e7))
  writer.i16(record.altitudeMeters)
  writer.u16(record.angleDegrees)
  writer.u8(record.satellites)
  writer.u16(record.speedKph)
  writeId(record.eventIoId)
  if (!wide && record.io.some((element) => element.size === 'variable')) {
    throw new RangeError('Codec 8 has no variable-length IO elements')
  }
  writeId(record.io.length)
  for (const size of fixedIoSizes) {
    const group = record.io.filter((element) => element.size === size)
    writeId(group.length)
    for (const element of group) {
      writeId(element.id)
      if (size === 8) writer.u64(BigInt(element.value as bigint | number))
      else if (size === 4) writer.u32(element.value as number)
      else if (size === 2) writer.u16(element.value as number)
      else writer.u8(element.value as number)
    }
  }
  if (wide) {
    const group = record.io.filter((element) => element.size === 'variable')
    writer.u16(group.length)
    for (const element of group) {
      const value = element.value as Uint8Array
      writer.u16(element.id)
      writer.u16(value.byteLength)
      writer.bytes(value)
    }
  }
}

/** Appends big-endian values. */
class ByteWriter {
  private readonly parts: Buffer[] = []

  private put(size: number, write: (buffer: Buffer) => void): void {
    const buffer = Buffer.alloc(size)
    write(buffer)
    this.parts.push(buffer)
  }

  u8(value: number): void {
    this.put(1, (buffer) => buffer.writeUInt8(value))
  }

  u16(value: number): void {
    this.put(2, (buffer) => buffer.writeUInt16BE(value))
  }

  i16(value: number): void {
    this.put(2, (buffer) => buffer.writeInt16BE(value))
  }

  u32(value: number): void {
    this.put(4, (buffer) => buffer.writeUInt32BE(value))
  }

  i32(value: number): void {
    this.put(4, (buffer) => buffer.writeInt32BE(value))
  }

  u64(value: bigint): void {
    this.put(8, (buffer) => buffer.writeBigUInt64BE(value))
  }

  bytes(value: Uint8Array): void {
    this.parts.push(Buffer.from(value))
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.parts)
  }
}
