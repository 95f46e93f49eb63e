import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  crc16Ibm,
  createFrameSplitter,
  decodeFrame,
  encodeAvlFrame,
  encodeHandshake,
  encodeReplyFrame,
  type FrameSplitter,
  parseHandshake,
  type SplitterItem,
} from '../../src/teltonika/index.ts'
import { avlCodec, avlRecord, chunked } from './arbitraries.ts'
import { documentedCodec8 } from './vectors.ts'

const wikiCodec8 = Buffer.from(documentedCodec8.hex, 'hex')

function pushAll(splitter: FrameSplitter, chunks: Buffer[]): SplitterItem[] {
  return chunks.flatMap((chunk) => {
    const output = splitter.push(chunk)
    if (output.error) throw new Error(output.error.code)
    return output.items
  })
}

describe('handshake', () => {
  it('reads the IMEI from 00 0F and 15 ASCII digits', () => {
    const bytes = encodeHandshake('356307042441013')
    expect(bytes.toString('hex')).toBe('000f333536333037303432343431303133')
    expect(parseHandshake(bytes)).toEqual({ status: 'ok', imei: '356307042441013', consumed: 17 })
  })

  it('waits for the rest of a split handshake', () => {
    expect(parseHandshake(encodeHandshake('356307042441013').subarray(0, 9))).toEqual({ status: 'incomplete' })
  })

  it('refuses a wrong length or non-digit IMEI', () => {
    const wrongLength = parseHandshake(Buffer.from([0x00, 0x10]))
    expect(wrongLength.status === 'error' && wrongLength.error.code).toBe('bad-imei-length')
    const letters = parseHandshake(Buffer.concat([Buffer.from([0, 15]), Buffer.from('35630704244101X')]))
    expect(letters.status === 'error' && letters.error.code).toBe('bad-imei')
  })
})

describe('frame splitter', () => {
  it('splits two frames joined in one chunk and skips the keep-alive byte', () => {
    const reply = encodeReplyFrame('OK')
    const items = pushAll(createFrameSplitter(), [Buffer.concat([wikiCodec8, Buffer.from([0xff]), reply])])
    expect(items.map((item) => item.kind)).toEqual(['frame', 'keep-alive', 'frame'])
    expect(items[0]).toEqual({ kind: 'frame', frame: wikiCodec8 })
    expect(items[2]).toEqual({ kind: 'frame', frame: reply })
  })

  it('holds a frame split across chunks until it is whole', () => {
    const splitter = createFrameSplitter()
    expect(splitter.push(wikiCodec8.subarray(0, 5)).items).toEqual([])
    expect(splitter.push(wikiCodec8.subarray(5, 30)).items).toEqual([])
    expect(splitter.pendingBytes).toBe(30)
    expect(splitter.push(wikiCodec8.subarray(30)).items).toEqual([{ kind: 'frame', frame: wikiCodec8 }])
    expect(splitter.pendingBytes).toBe(0)
  })

  it('refuses a stream that does not start with the zero preamble, and stays refused', () => {
    const splitter = createFrameSplitter()
    expect(splitter.push(Buffer.from([0x00, 0x01])).error?.code).toBe('bad-preamble')
    expect(splitter.push(wikiCodec8).error?.code).toBe('bad-preamble')
  })

  it('refuses a frame longer than the limit before buffering it', () => {
    const header = Buffer.from('0000000000100000', 'hex')
    expect(createFrameSplitter({ maxDataLength: 4096 }).push(header).error?.code).toBe('frame-too-large')
  })

  it('yields the same frames however a valid stream is chunked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(avlCodec, fc.boolean())
            .chain(([codec, keepAlive]) =>
              fc
                .array(avlRecord(codec), { minLength: 1, maxLength: 3 })
                .map((records) => ({ codec, records, keepAlive })),
            ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        (packets, cuts) => {
          const frames = packets.map((packet) => encodeAvlFrame(packet.codec, packet.records))
          const stream = Buffer.concat(
            frames.flatMap((frame, index) => (packets[index]!.keepAlive ? [Buffer.from([0xff]), frame] : [frame])),
          )
          const items = pushAll(createFrameSplitter(), chunked(stream, cuts))
          const got = items.flatMap((item) => (item.kind === 'frame' ? [item.frame] : []))
          expect(got).toEqual(frames)
          got.forEach((frame, index) => {
            const decoded = decodeFrame(frame)
            const { codec, records } = packets[index]!
            expect(decoded).toEqual({ ok: true, value: { kind: 'avl', codec, records } })
          })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('rejects any frame whose CRC was corrupted', () => {
    fc.assert(
      fc.property(
        avlCodec.chain((codec) => fc.tuple(fc.constant(codec), avlRecord(codec))),
        fc.integer({ min: 1, max: 0xffff }),
        ([codec, record], flip) => {
          const frame = encodeAvlFrame(codec, [record])
          frame.writeUInt16BE(frame.readUInt16BE(frame.length - 2) ^ flip, frame.length - 2)
          const decoded = decodeFrame(frame)
          expect(decoded.ok ? 'ok' : decoded.error.code).toBe('crc-mismatch')
        },
      ),
    )
  })

  it('rejects a frame whose data was corrupted (the CRC catches it)', () => {
    fc.assert(
      fc.property(
        avlCodec.chain((codec) => fc.tuple(fc.constant(codec), avlRecord(codec))),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        ([codec, record], at, flip) => {
          const frame = encodeAvlFrame(codec, [record])
          const index = 8 + (at % (frame.length - 12))
          frame[index]! ^= flip
          expect(decodeFrame(frame).ok).toBe(false)
        },
      ),
    )
  })

  it('never throws on random bytes: only frames, keep-alives or a typed error', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 8 }), (chunks) => {
        const splitter = createFrameSplitter({ maxDataLength: 512 })
        for (const chunk of chunks) {
          const output = splitter.push(chunk)
          if (output.error) expect(['bad-preamble', 'frame-too-large']).toContain(output.error.code)
          for (const item of output.items) {
            if (item.kind === 'frame') {
              const decoded = decodeFrame(item.frame)
              if (!decoded.ok) expect(typeof decoded.error.code).toBe('string')
            }
          }
        }
      }),
      { numRuns: 500 },
    )
  })

  it('never throws when decoding random frame-shaped bytes with a valid header and CRC', () => {
    fc.assert(
      fc.property(fc.constantFrom(0x08, 0x8e, 0x0c, 0x10), fc.uint8Array({ maxLength: 120 }), (codec, body) => {
        const data = Buffer.concat([Buffer.from([codec]), body])
        const frame = Buffer.alloc(data.length + 12)
        frame.writeUInt32BE(data.length, 4)
        Buffer.from(data).copy(frame, 8)
        frame.writeUInt32BE(crc16Ibm(Buffer.from(data)), 8 + data.length)
        const decoded = decodeFrame(frame)
        if (!decoded.ok) {
          expect(['unsupported-codec', 'truncated', 'record-count-mismatch', 'trailing-bytes']).toContain(
            decoded.error.code,
          )
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('a damaged frame', () => {
  it('rejects a frame whose CRC does not match', () => {
    const bytes = Buffer.from(wikiCodec8)
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1)
    const decoded = decodeFrame(bytes)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.error.code).toBe('crc-mismatch')
  })

  it('rejects a frame whose data length does not match its size', () => {
    const bytes = Buffer.from(wikiCodec8).subarray(0, 40)
    const decoded = decodeFrame(bytes)
    expect(decoded.ok ? 'ok' : decoded.error.code).toBe('length-mismatch')
  })
})
