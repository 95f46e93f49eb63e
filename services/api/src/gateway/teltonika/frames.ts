import { fail, ok, type Result } from '../result.ts'
import { type AvlCodec, type AvlRecord, codec8, codec8Extended, encodeAvlData, readAvlRecords } from './avl.ts'
import { ByteReader, TruncatedInput } from './byte-reader.ts'
import { crc16Ibm } from './crc.ts'

export const codec12 = 0x0c
const commandType = 0x05
const replyType = 0x06
export const keepAliveByte = 0xff
/** A frame is preamble (4 zero bytes) + data length (4) + data + CRC (4). */
const frameOverhead = 12

export type TeltonikaFrame =
  | { kind: 'avl'; codec: AvlCodec; records: AvlRecord[] }
  | { kind: 'command'; text: string }
  | { kind: 'reply'; text: string }

export type FrameErrorCode =
  | 'bad-preamble'
  | 'length-mismatch'
  | 'crc-mismatch'
  | 'unsupported-codec'
  | 'truncated'
  | 'record-count-mismatch'
  | 'trailing-bytes'

function wrapData(data: Buffer): Buffer {
  const frame = Buffer.alloc(data.length + frameOverhead)
  data.copy(frame, 8)
  frame.writeUInt32BE(data.length, 4)
  frame.writeUInt32BE(crc16Ibm(data), 8 + data.length)
  return frame
}

export function encodeAvlFrame(codec: AvlCodec, records: readonly AvlRecord[]): Buffer {
  return wrapData(encodeAvlData(codec, records))
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
  return wrapData(data)
}

/** A Codec 12 command from the server, e.g. `getinfo` or `setdigout 1`. */
export function encodeCommandFrame(text: string): Buffer {
  return encodeCodec12(commandType, text)
}

/** A Codec 12 reply from a device. */
export function encodeReplyFrame(text: string): Buffer {
  return encodeCodec12(replyType, text)
}

/** The server's answer to an AVL packet: the record count, int32 big-endian. */
export function encodeRecordAck(count: number): Buffer {
  const ack = Buffer.alloc(4)
  ack.writeInt32BE(count)
  return ack
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
  const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)
  if (bytes.length < frameOverhead + 1) return fail('truncated', 'The frame is shorter than its header and CRC.')
  if (bytes.readUInt32BE(0) !== 0) return fail('bad-preamble', 'The frame does not start with four zero bytes.')
  const dataLength = bytes.readUInt32BE(4)
  if (dataLength + frameOverhead !== bytes.length) {
    return fail('length-mismatch', `The data length ${dataLength} does not match the frame size ${bytes.length}.`)
  }
  const data = bytes.subarray(8, 8 + dataLength)
  const expectedCrc = bytes.readUInt32BE(8 + dataLength)
  const actualCrc = crc16Ibm(data)
  if (expectedCrc !== actualCrc) {
    return fail('crc-mismatch', `CRC 0x${actualCrc.toString(16)} does not match 0x${expectedCrc.toString(16)}.`)
  }
  const reader = new ByteReader(data)
  try {
    const decoded = decodeData(reader)
    if (decoded.ok && reader.remaining !== 0) return fail('trailing-bytes', 'The data has bytes after its last count.')
    return decoded
  } catch (error) {
    if (error instanceof TruncatedInput) return fail('truncated', 'The data ends in the middle of a record.')
    return fail('truncated', 'The data could not be read.')
  }
}

/** The CRC a frame carries (its last four bytes). */
export function frameCrc(frame: Uint8Array): number {
  return Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength).readUInt32BE(frame.byteLength - 4)
}
