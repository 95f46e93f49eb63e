import { describe, expect, it } from 'vitest'
import {
  type AvlRecord,
  codec8,
  codec8Extended,
  decodeFrame,
  encodeAvlFrame,
  encodeCommandFrame,
  encodeReplyFrame,
} from '../../src/teltonika/index.ts'

function decodeHex(hex: string) {
  const decoded = decodeFrame(Buffer.from(hex, 'hex'))
  if (!decoded.ok) throw new Error(`${decoded.error.code}: ${decoded.error.message}`)
  return decoded.value
}

describe('Codec 12', () => {
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
