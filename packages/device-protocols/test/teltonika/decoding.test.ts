import { describe, expect, it } from 'vitest'
import {
  type AvlRecord,
  defaultTeltonikaCommandProfile,
  recordsToEvents,
  teltonikaCommandText,
  teltonikaReplyStatus,
  teltonikaStatusReport,
} from '../../src/teltonika/index.ts'

const imei = '356307042441013'
let counter = 0
const newId = () => `ID${++counter}`

function record(overrides: Partial<AvlRecord>): AvlRecord {
  return {
    timestamp: new Date('2024-05-01T10:00:00Z'),
    priority: 0,
    longitudeDegrees: 18.4241,
    latitudeDegrees: -33.9249,
    altitudeMeters: 25,
    angleDegrees: 90,
    satellites: 9,
    speedKph: 40,
    eventIoId: 0,
    io: [],
    ...overrides,
  }
}

describe('records to internal events', () => {
  it('maps a fix to a gps event', () => {
    const { events } = recordsToEvents(imei, [record({})], { newId })
    expect(events).toEqual([
      {
        id: expect.any(String),
        serial: imei,
        time: new Date('2024-05-01T10:00:00Z'),
        type: 'gps',
        data: {
          latitudeDegrees: -33.9249,
          longitudeDegrees: 18.4241,
          altitudeMeters: 25,
          speedKph: 40,
          headingDegrees: 90,
          satellites: 9,
        },
      },
    ])
  })

  it('reports ignition, relay (lock), unplug (tamper) and alarm (sos) when they change', () => {
    const first = recordsToEvents(
      imei,
      [
        record({
          satellites: 0,
          io: [
            { id: 239, size: 1, value: 1 },
            { id: 179, size: 1, value: 0 },
            { id: 252, size: 1, value: 0 },
            { id: 236, size: 1, value: 0 },
          ],
        }),
      ],
      { newId },
    )
    // First sight: the states are reported, but an unplug or alarm in its normal state is not news.
    expect(first.events.map((event) => [event.type, event.data])).toEqual([
      ['ignition', { on: true }],
      ['lock', { motorStateId: 0 }],
    ])
    const periodic = recordsToEvents(imei, [record({ satellites: 0, io: [{ id: 239, size: 1, value: 1 }] })], {
      previous: first.state,
      newId,
    })
    expect(periodic.events).toEqual([])
    const changed = recordsToEvents(
      imei,
      [
        record({
          satellites: 0,
          eventIoId: 252,
          io: [
            { id: 239, size: 1, value: 0 },
            { id: 179, size: 1, value: 1 },
            { id: 252, size: 1, value: 1 },
            { id: 236, size: 1, value: 1 },
          ],
        }),
      ],
      { previous: first.state, newId },
    )
    expect(changed.events.map((event) => [event.type, event.data])).toEqual([
      ['ignition', { on: false }],
      ['lock', { motorStateId: 1 }],
      ['tamper', { carBatteryStateId: 0, cancelled: false }],
      ['sos', { sosStateId: 1 }],
    ])
  })

  it('reports a state IO that caused the record even when it did not change', () => {
    const { events } = recordsToEvents(
      imei,
      [record({ satellites: 0, eventIoId: 239, io: [{ id: 239, size: 1, value: 1 }] })],
      { previous: { ignition: 1 }, newId },
    )
    expect(events.map((event) => event.type)).toEqual(['ignition'])
  })

  it('gives each event a ULID by default', () => {
    const { events } = recordsToEvents(imei, [record({})])
    expect(events[0]!.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
  })
})

describe('Codec 12 command texts', () => {
  it('uses setdigout for the immobiliser and getver for status, configurable per model', () => {
    expect(teltonikaCommandText('lock')).toBe('setdigout 1')
    expect(teltonikaCommandText('unlock')).toBe('setdigout 0')
    expect(teltonikaCommandText('status')).toBe('getver')
    expect(teltonikaCommandText('enable-auto-lock')).toBeUndefined()
    expect(teltonikaCommandText('lock', { ...defaultTeltonikaCommandProfile, lock: 'setdigout 01' })).toBe(
      'setdigout 01',
    )
  })

  it("reads the firmware version of a getver answer as the tracker's status report", () => {
    expect(teltonikaStatusReport('Ver:03.27.07_00 GPS:AXN_5.10_3333 Hw:FMB920 Mod:13 IMEI:352093089999999')).toEqual({
      applicationVersion: '03.27.07_00',
      autoLockEnabledState: 0,
    })
    expect(teltonikaStatusReport('Code Ver:03.18.14_04 Device IMEI:352094080000000 RTC Time: 2018-12-11')).toEqual({
      applicationVersion: '03.18.14_04',
      autoLockEnabledState: 0,
    })
    expect(teltonikaStatusReport('RTC:2019/6/10 10:04 Init:2019/6/10 9:00 UpTime:3600s')).toBeUndefined()
  })

  it('reads an error reply as a failed command', () => {
    expect(teltonikaReplyStatus('DOUT1:1 Timeout:INFINITY')).toBe('ok')
    expect(teltonikaReplyStatus('DOUT1 Error: relay failure')).toBe('error')
  })
})
