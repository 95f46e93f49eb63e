import { describe, expect, it } from 'vitest'
import {
  type AvlRecord,
  codec8,
  codec8Extended,
  crc16Ibm,
  decodeFrame,
  encodeAvlFrame,
  encodeCommandFrame,
  encodeRecordAck,
  encodeReplyFrame,
  frameCrc,
} from '../../../src/gateway/teltonika/index.ts'

const wikiCodec8 =
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF'

function decodeHex(hex: string) {
  const decoded = decodeFrame(Buffer.from(hex, 'hex'))
  if (!decoded.ok) throw new Error(`${decoded.error.code}: ${decoded.error.message}`)
  return decoded.value
}

describe('Codec 8 (the documented vector)', () => {
  it('decodes the one record exactly', () => {
    const frame = decodeHex(wikiCodec8)
    expect(frame.kind).toBe('avl')
    if (frame.kind !== 'avl') return
    expect(frame.codec).toBe(codec8)
    expect(frame.records).toHaveLength(1)
    const record = frame.records[0]!
    expect(record.timestamp.toISOString()).toBe('2019-06-10T10:04:46.000Z')
    expect(record.priority).toBe(1)
    expect(record.latitudeDegrees).toBe(0)
    expect(record.longitudeDegrees).toBe(0)
    expect(record.satellites).toBe(0)
    expect(record.speedKph).toBe(0)
    expect(record.eventIoId).toBe(1)
    expect(record.io.map((element) => [element.id, element.size, element.value])).toEqual([
      [21, 1, 3],
      [1, 1, 1],
      [66, 2, 24079],
      [241, 4, 24602],
      [78, 8, 0n],
    ])
  })

  it('carries CRC 0xC7CF, which is the CRC-16/IBM of its data', () => {
    const bytes = Buffer.from(wikiCodec8, 'hex')
    expect(frameCrc(bytes)).toBe(0xc7cf)
    expect(crc16Ibm(bytes.subarray(8, bytes.length - 4))).toBe(0xc7cf)
  })

  it('is acknowledged with the record count as int32 big-endian', () => {
    const frame = decodeHex(wikiCodec8)
    if (frame.kind !== 'avl') throw new Error('not avl')
    expect(encodeRecordAck(frame.records.length).toString('hex')).toBe('00000001')
  })

  it('re-encodes to the same bytes', () => {
    const frame = decodeHex(wikiCodec8)
    if (frame.kind !== 'avl') throw new Error('not avl')
    expect(encodeAvlFrame(codec8, frame.records).toString('hex').toUpperCase()).toBe(wikiCodec8)
  })

  it('rejects a frame whose CRC does not match', () => {
    const bytes = Buffer.from(wikiCodec8, 'hex')
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1)
    const decoded = decodeFrame(bytes)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.error.code).toBe('crc-mismatch')
  })

  it('rejects a frame whose data length does not match its size', () => {
    const bytes = Buffer.from(wikiCodec8, 'hex').subarray(0, 40)
    const decoded = decodeFrame(bytes)
    expect(decoded.ok ? 'ok' : decoded.error.code).toBe('length-mismatch')
  })
})

describe('Codec 12', () => {
  it('encodes getinfo exactly as documented', () => {
    expect(encodeCommandFrame('getinfo').toString('hex')).toBe('000000000000000f0c010500000007676574696e666f0100004312')
  })

  it('decodes its own command and a device reply', () => {
    expect(decodeHex(encodeCommandFrame('setdigout 1').toString('hex'))).toEqual({
      kind: 'command',
      text: 'setdigout 1',
    })
    expect(decodeHex(encodeReplyFrame('DOUT1:1 Timeout:INFINITY').toString('hex'))).toEqual({
      kind: 'reply',
      text: 'DOUT1:1 Timeout:INFINITY',
    })
  })
})

describe('Codec 8 Extended', () => {
  const record: AvlRecord = {
    timestamp: new Date('2024-03-01T08:15:30.250Z'),
    priority: 2,
    longitudeDegrees: 28.0473051,
    latitudeDegrees: -26.2041028,
    altitudeMeters: 1753,
    angleDegrees: 271,
    satellites: 11,
    speedKph: 63,
    eventIoId: 252,
    io: [
      { id: 239, size: 1, value: 1 },
      { id: 252, size: 1, value: 1 },
      { id: 66, size: 2, value: 12650 },
      { id: 67, size: 2, value: 4012 },
      { id: 16, size: 4, value: 123456789 },
      { id: 11, size: 8, value: 8944000000123456789n },
      { id: 385, size: 'variable', value: new Uint8Array([0x15, 0x03, 0x01]) },
    ],
  }

  it('round-trips a constructed record with u16 ids and a variable-length group', () => {
    const bytes = encodeAvlFrame(codec8Extended, [record, { ...record, eventIoId: 0, priority: 0 }])
    expect(bytes[8]).toBe(0x8e)
    const decoded = decodeHex(bytes.toString('hex'))
    expect(decoded).toEqual({
      kind: 'avl',
      codec: codec8Extended,
      records: [record, { ...record, eventIoId: 0, priority: 0 }],
    })
  })

  it('matches a hand-checked byte layout for the IO block', () => {
    const bytes = encodeAvlFrame(codec8Extended, [
      { ...record, io: [{ id: 385, size: 'variable', value: new Uint8Array([0xab]) }] },
    ])
    // event id 00FC, total 0001, four empty fixed groups, one variable: id 0181, length 0001, value AB
    expect(bytes.subarray(10 + 24, bytes.length - 5).toString('hex')).toBe('00fc00010000000000000000000101810001ab')
  })

  it('refuses to encode a variable-length element as Codec 8', () => {
    expect(() => encodeAvlFrame(codec8, [record])).toThrow(RangeError)
  })
})
