import { describe, expect, it } from 'vitest'
import {
  crc16Ibm,
  decodeFrame,
  encodeAvlFrame,
  encodeCommandFrame,
  encodeRecordAck,
  encodeReplyFrame,
  frameCrc,
  recordsToEvents,
  type TeltonikaFrame,
} from '../../src/teltonika/index.ts'
import { recordedFrames } from './vectors.ts'

function encode(frame: TeltonikaFrame): Buffer {
  if (frame.kind === 'avl') return encodeAvlFrame(frame.codec, frame.records)
  return frame.kind === 'command' ? encodeCommandFrame(frame.text) : encodeReplyFrame(frame.text)
}

describe.each(recordedFrames)('recorded frame: $name', (vector) => {
  const bytes = Buffer.from(vector.hex, 'hex')

  it('decodes to what it means', () => {
    expect(decodeFrame(bytes)).toEqual({ ok: true, value: vector.frame })
  })

  it('is written back byte for byte', () => {
    expect(encode(vector.frame).toString('hex').toUpperCase()).toBe(vector.hex.toUpperCase())
  })

  it('carries the CRC-16/IBM of its data', () => {
    expect(frameCrc(bytes)).toBe(vector.crc)
    expect(crc16Ibm(bytes.subarray(8, bytes.length - 4))).toBe(vector.crc)
  })
})

const recordFrames = recordedFrames.flatMap((vector) =>
  vector.frame.kind === 'avl' ? [{ ...vector, frame: vector.frame }] : [],
)

describe.each(recordFrames)('recorded records: $name', (vector) => {
  it('become the internal events, and are acknowledged with their count', () => {
    const { events } = recordsToEvents('356307042441013', vector.frame.records)
    expect(events.map(({ time, type, data }) => ({ time, type, data }))).toEqual(vector.events)
    expect(encodeRecordAck(vector.frame.records.length).toString('hex')).toBe(vector.ack)
  })
})
