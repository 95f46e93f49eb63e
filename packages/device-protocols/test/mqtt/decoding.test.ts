import fc from 'fast-check'
import { ulid } from 'ulid'
import { describe, expect, it } from 'vitest'
import { type DeviceEvent, deviceEventTypes } from '../../src/event.ts'
import { buildEventEnvelope, parseEventEnvelope } from '../../src/mqtt/index.ts'

const id = ulid(Date.parse('2024-05-01T10:00:00Z'))

function envelope(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    v: 1,
    id,
    serial: 'TK0001',
    ts: '2024-05-01T10:00:00.000Z',
    type: 'gps',
    data: {
      latitudeDegrees: -26.2041,
      longitudeDegrees: 28.0473,
      altitudeMeters: 1753,
      speedKph: 62.5,
      headingDegrees: 180,
      satellites: 9,
    },
    ...overrides,
  })
}

function errorOf(payload: unknown, expected = {}) {
  const parsed = parseEventEnvelope(payload, expected)
  return parsed.ok ? undefined : parsed.error
}

describe('event envelope', () => {
  it('turns a valid gps envelope into the internal event', () => {
    expect(parseEventEnvelope(Buffer.from(envelope()), { serial: 'TK0001', type: 'gps' })).toEqual({
      ok: true,
      value: {
        id,
        serial: 'TK0001',
        time: new Date('2024-05-01T10:00:00Z'),
        type: 'gps',
        data: {
          latitudeDegrees: -26.2041,
          longitudeDegrees: 28.0473,
          altitudeMeters: 1753,
          speedKph: 62.5,
          headingDegrees: 180,
          satellites: 9,
        },
      },
    })
  })

  it('round-trips every event type through build and parse', () => {
    const events: DeviceEvent[] = [
      { id, serial: 'S1', time: new Date('2024-05-01T10:00:00.123Z'), type: 'lock', data: { motorStateId: 1 } },
      { id, serial: 'S1', time: new Date(0), type: 'ignition', data: { on: false } },
      {
        id,
        serial: 'S1',
        time: new Date(0),
        type: 'motor-error',
        data: { errorMessage: 'Relay open', source: 'motor' },
      },
      { id, serial: 'S1', time: new Date(0), type: 'tamper', data: { carBatteryStateId: 0, cancelled: false } },
      { id, serial: 'S1', time: new Date(0), type: 'sos', data: { sosStateId: 1 } },
      {
        id,
        serial: 'S1',
        time: new Date(0),
        type: 'battery',
        data: { carBatteryMillivolts: 12600, deviceBatteryMillivolts: null },
      },
      {
        id,
        serial: 'S1',
        time: new Date(0),
        type: 'status',
        data: { applicationVersion: 'v2.1.0', autoLockEnabledState: 1 },
      },
    ]
    for (const event of events)
      expect(parseEventEnvelope(buildEventEnvelope(event))).toEqual({ ok: true, value: event })
    expect(new Set(events.map((event) => event.type)).size + 1).toBe(deviceEventTypes.length)
  })

  it('drops unknown data fields', () => {
    const parsed = parseEventEnvelope(envelope({ type: 'sos', data: { sosStateId: 1, extra: 'x' } }))
    expect(parsed.ok && parsed.value.data).toEqual({ sosStateId: 1 })
  })

  it.each([
    ['not json', 'invalid-json', undefined],
    ['[1,2]', 'invalid-envelope', undefined],
    [envelope({ v: 2 }), 'unsupported-version', 'v'],
    [envelope({ id: 'abc' }), 'invalid-field', 'id'],
    [envelope({ serial: 'a/b' }), 'invalid-field', 'serial'],
    [envelope({ ts: '2024-05-01 10:00' }), 'invalid-field', 'ts'],
    [envelope({ ts: '2024-13-45T99:00:00Z' }), 'invalid-field', 'ts'],
    [envelope({ type: 'speeding' }), 'unknown-event-type', 'type'],
    [envelope({ data: null }), 'invalid-data', 'data'],
    [envelope({ data: { latitudeDegrees: 91 } }), 'invalid-data', 'data.latitudeDegrees'],
    [envelope({ type: 'ignition', data: { on: 'yes' } }), 'invalid-data', 'data.on'],
    [envelope({ type: 'motor-error', data: { errorMessage: 'x', source: 'fuel' } }), 'invalid-data', 'data.source'],
    [envelope({ type: 'lock', data: { motorStateId: -1 } }), 'invalid-data', 'data.motorStateId'],
    [
      envelope({ type: 'battery', data: { carBatteryMillivolts: 1.5, deviceBatteryMillivolts: 0 } }),
      'invalid-data',
      'data.carBatteryMillivolts',
    ],
  ])('refuses %s as %s', (payload, code, field) => {
    const error = errorOf(payload)
    expect(error?.code).toBe(code)
    expect(error?.field).toBe(field)
    expect(error?.message.length).toBeGreaterThan(5)
  })

  it('refuses an envelope that disagrees with its topic', () => {
    expect(errorOf(envelope(), { serial: 'TK0002' })?.code).toBe('serial-mismatch')
    expect(errorOf(envelope(), { type: 'lock' })?.code).toBe('type-mismatch')
  })

  it('refuses payloads above 16 KiB', () => {
    expect(errorOf(Buffer.alloc(17 * 1024, 0x20))?.code).toBe('payload-too-large')
  })

  it('never throws on garbage and always answers a typed error', () => {
    const codes = new Set([
      'payload-too-large',
      'invalid-json',
      'invalid-envelope',
      'unsupported-version',
      'invalid-field',
      'unknown-event-type',
      'serial-mismatch',
      'type-mismatch',
      'invalid-data',
    ])
    const garbage = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.uint8Array(),
      fc.json(),
      fc
        .record({
          v: fc.constant(1),
          id: fc.constant(id),
          serial: fc.string(),
          ts: fc.string(),
          type: fc.constantFrom(...deviceEventTypes),
          data: fc.anything(),
        })
        .map((value) => JSON.stringify(value)),
      fc.dictionary(fc.string(), fc.anything()).map((data) => envelope({ type: 'gps', data })),
    )
    fc.assert(
      fc.property(garbage, (payload) => {
        const parsed = parseEventEnvelope(payload)
        if (!parsed.ok) expect(codes.has(parsed.error.code)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
