// Where one message ends and the next begins on a tracker's TCP stream: the IMEI handshake, then frames of
// preamble | data length | data | CRC, with lone keep-alive bytes between them.
import { fail, type GatewayError, ok, type Result } from '../result.ts'
import { crc16Ibm } from './crc.ts'

export const keepAliveByte = 0xff
/** A frame is preamble (4 zero bytes) + data length (4) + data + CRC (4). */
const frameOverhead = 12

const imeiLength = 15
const handshakeLength = 2 + imeiLength

export type HandshakeErrorCode = 'bad-imei-length' | 'bad-imei'

export type HandshakeOutcome =
  | { status: 'incomplete' }
  | { status: 'ok'; imei: string; consumed: number }
  | { status: 'error'; error: GatewayError<HandshakeErrorCode> }

/** Reads `00 0F` + 15 ASCII IMEI digits from the start of a connection's bytes. */
export function parseHandshake(bytes: Uint8Array): HandshakeOutcome {
  if (bytes.byteLength >= 2) {
    const length = (bytes[0]! << 8) | bytes[1]!
    if (length !== imeiLength) {
      return { status: 'error', error: { code: 'bad-imei-length', message: `The IMEI length ${length} is not 15.` } }
    }
  }
  if (bytes.byteLength < handshakeLength) return { status: 'incomplete' }
  const imei = Buffer.from(bytes.subarray(2, handshakeLength)).toString('latin1')
  if (!/^\d{15}$/.test(imei)) {
    return { status: 'error', error: { code: 'bad-imei', message: 'The IMEI is not 15 ASCII digits.' } }
  }
  return { status: 'ok', imei, consumed: handshakeLength }
}

export function encodeHandshake(imei: string): Buffer {
  if (!/^\d{15}$/.test(imei)) throw new RangeError('An IMEI is 15 digits')
  return Buffer.concat([Buffer.from([0x00, imeiLength]), Buffer.from(imei, 'latin1')])
}

export const handshakeAccepted = Buffer.from([0x01])
export const handshakeRejected = Buffer.from([0x00])

export type SplitterErrorCode = 'bad-preamble' | 'frame-too-large'

export type SplitterItem = { kind: 'frame'; frame: Buffer } | { kind: 'keep-alive' }

export interface SplitterOutput {
  items: SplitterItem[]
  /** Once set the stream cannot be re-synchronised: close the connection. */
  error?: GatewayError<SplitterErrorCode>
}

export interface FrameSplitter {
  push(chunk: Uint8Array): SplitterOutput
  /** Bytes held back waiting for the rest of a frame. */
  readonly pendingBytes: number
}

/** Splits a TCP byte stream into whole frames by their length field, whatever the chunking. */
export function createFrameSplitter(options: { maxDataLength?: number } = {}): FrameSplitter {
  const maxDataLength = options.maxDataLength ?? 64 * 1024
  let buffer = Buffer.alloc(0)
  let broken: GatewayError<SplitterErrorCode> | undefined

  function next(): SplitterItem | GatewayError<SplitterErrorCode> | undefined {
    if (buffer.length === 0) return undefined
    if (buffer[0] === keepAliveByte) {
      buffer = buffer.subarray(1)
      return { kind: 'keep-alive' }
    }
    const preambleBytes = Math.min(4, buffer.length)
    for (let index = 0; index < preambleBytes; index++) {
      if (buffer[index] !== 0) return { code: 'bad-preamble', message: 'A frame must start with four zero bytes.' }
    }
    if (buffer.length < 8) return undefined
    const dataLength = buffer.readUInt32BE(4)
    if (dataLength > maxDataLength) {
      return { code: 'frame-too-large', message: `The frame data length ${dataLength} exceeds ${maxDataLength}.` }
    }
    const frameLength = dataLength + frameOverhead
    if (buffer.length < frameLength) return undefined
    const frame = Buffer.from(buffer.subarray(0, frameLength))
    buffer = buffer.subarray(frameLength)
    return { kind: 'frame', frame }
  }

  return {
    push(chunk) {
      if (broken) return { items: [], error: broken }
      buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk])
      const items: SplitterItem[] = []
      for (;;) {
        const item = next()
        if (item === undefined) return { items }
        if ('code' in item) {
          broken = item
          buffer = Buffer.alloc(0)
          return { items, error: item }
        }
        items.push(item)
      }
    },
    get pendingBytes() {
      return buffer.length
    },
  }
}

/** A frame around its data: the zero preamble, the data length, the data, and the CRC-16/IBM of the data. */
export function wrapFrame(data: Buffer): Buffer {
  const frame = Buffer.alloc(data.length + frameOverhead)
  data.copy(frame, 8)
  frame.writeUInt32BE(data.length, 4)
  frame.writeUInt32BE(crc16Ibm(data), 8 + data.length)
  return frame
}

export type UnwrapErrorCode = 'truncated' | 'bad-preamble' | 'length-mismatch' | 'crc-mismatch'

/** The data of one whole frame (as the splitter yields it), once its preamble, length and CRC check out. */
export function unwrapFrame(frame: Uint8Array): Result<Buffer, UnwrapErrorCode> {
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
  return ok(data)
}

/** The CRC a frame carries (its last four bytes). */
export function frameCrc(frame: Uint8Array): number {
  return Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength).readUInt32BE(frame.byteLength - 4)
}
