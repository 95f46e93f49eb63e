import type { ByteReader } from './byte-reader.ts'

export const codec8 = 0x08
export const codec8Extended = 0x8e
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

const fixedSizes = [1, 2, 4, 8] as const

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
  for (const size of fixedSizes) {
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

/** Appends big-endian values; the encoder side serves the simulated fleet and tests. */
class ByteWriter {
  private readonly parts: Buffer[] = []

  u8(value: number): void {
    const b = Buffer.alloc(1)
    b.writeUInt8(value)
    this.parts.push(b)
  }

  u16(value: number): void {
    const b = Buffer.alloc(2)
    b.writeUInt16BE(value)
    this.parts.push(b)
  }

  i16(value: number): void {
    const b = Buffer.alloc(2)
    b.writeInt16BE(value)
    this.parts.push(b)
  }

  u32(value: number): void {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(value)
    this.parts.push(b)
  }

  i32(value: number): void {
    const b = Buffer.alloc(4)
    b.writeInt32BE(value)
    this.parts.push(b)
  }

  u64(value: bigint): void {
    const b = Buffer.alloc(8)
    b.writeBigUInt64BE(value)
    this.parts.push(b)
  }

  bytes(value: Uint8Array): void {
    this.parts.push(Buffer.from(value))
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.parts)
  }
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
  for (const size of fixedSizes) {
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

/** The bytes from the codec id to the second record count: what the frame length and CRC cover. */
export function encodeAvlData(codec: AvlCodec, records: readonly AvlRecord[]): Buffer {
  const writer = new ByteWriter()
  writer.u8(codec)
  writer.u8(records.length)
  for (const record of records) writeRecord(writer, codec, record)
  writer.u8(records.length)
  return writer.toBuffer()
}

/** The value of an IO element as a number (8-byte values beyond 2^53 lose precision; none we map are that large). */
export function ioNumber(record: AvlRecord, id: number): number | undefined {
  const element = record.io.find((candidate) => candidate.id === id)
  if (element === undefined || element.size === 'variable') return undefined
  return Number(element.value)
}
