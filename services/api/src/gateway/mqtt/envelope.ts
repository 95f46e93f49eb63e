import { isValid as isValidUlid } from 'ulid'
import { type DeviceEvent, type DeviceEventType, isDeviceEventType } from '../event.ts'
import { fail, ok, type Result } from '../result.ts'
import { readEventData } from './event-data.ts'
import { isJsonObject, parseJsonPayload, readDateTime } from './json-fields.ts'
import { isValidSerial } from './topics.ts'

export type EnvelopeErrorCode =
  | 'payload-too-large'
  | 'invalid-json'
  | 'invalid-envelope'
  | 'unsupported-version'
  | 'invalid-field'
  | 'unknown-event-type'
  | 'serial-mismatch'
  | 'type-mismatch'
  | 'invalid-data'

/** What the topic already says about the event; the envelope must agree with it. */
export interface EnvelopeExpectation {
  serial?: string
  type?: DeviceEventType
}

/** Turns a device's MQTT payload into the internal event, or a reason it was refused. */
export function parseEventEnvelope(
  payload: unknown,
  expected: EnvelopeExpectation = {},
): Result<DeviceEvent, EnvelopeErrorCode> {
  const json = parseJsonPayload(payload)
  if (!json.ok) {
    return json.reason === 'too-large'
      ? fail('payload-too-large', 'The payload is larger than 16 KiB.')
      : fail('invalid-json', 'The payload is not valid JSON.')
  }
  const envelope = json.value
  if (!isJsonObject(envelope)) return fail('invalid-envelope', 'The envelope must be a JSON object.')
  if (envelope.v !== 1) return fail('unsupported-version', 'The envelope version v must be 1.', 'v')
  const { id, serial, ts, type } = envelope
  if (typeof id !== 'string' || !isValidUlid(id)) return fail('invalid-field', 'id must be a ULID.', 'id')
  if (!isValidSerial(serial)) return fail('invalid-field', 'serial must be a device serial.', 'serial')
  if (expected.serial !== undefined && serial !== expected.serial) {
    return fail('serial-mismatch', `The envelope serial "${serial}" does not match the topic.`, 'serial')
  }
  const time = readDateTime(ts)
  if (time === undefined) return fail('invalid-field', 'ts must be an ISO-8601 date-time with a zone.', 'ts')
  if (!isDeviceEventType(type)) return fail('unknown-event-type', 'type is not a known event type.', 'type')
  if (expected.type !== undefined && type !== expected.type) {
    return fail('type-mismatch', `The envelope type "${type}" does not match the topic.`, 'type')
  }
  const data = readEventData(type, envelope.data)
  if (!data.ok) return data
  return ok({ id, serial, time, type, data: data.value } as DeviceEvent)
}

/** The JSON a device publishes for an event. */
export function buildEventEnvelope(event: DeviceEvent): string {
  return JSON.stringify({
    v: 1,
    id: event.id,
    serial: event.serial,
    ts: event.time.toISOString(),
    type: event.type,
    data: event.data,
  })
}
