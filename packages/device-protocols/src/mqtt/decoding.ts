// A device's JSON (and the platform's command requests) read into the internal types, or a typed reason it was
// refused: never a throw, whatever arrives.
import { isValid as isValidUlid } from 'ulid'
import {
  type DeviceCommand,
  type DeviceCommandResult,
  type DeviceCommandStatus,
  type DeviceEvent,
  type DeviceEventDataByType,
  type DeviceEventType,
  isDeviceCommandName,
  isDeviceEventType,
  type MotorErrorSource,
  motorErrorSources,
} from '../event.ts'
import { fail, ok, type Result } from '../result.ts'
import { isValidCommandId, isValidSerial } from './framing.ts'
import {
  isJsonObject,
  type JsonObject,
  parseJsonPayload,
  readBoolean,
  readDateTime,
  readFiniteNumber,
  readInteger,
  readString,
} from './json-fields.ts'

function readJson(payload: unknown): Result<unknown, 'payload-too-large' | 'invalid-json'> {
  const json = parseJsonPayload(payload)
  if (json.ok) return ok(json.value)
  return json.reason === 'too-large'
    ? fail('payload-too-large', 'The payload is larger than 16 KiB.')
    : fail('invalid-json', 'The payload is not valid JSON.')
}

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
  const json = readJson(payload)
  if (!json.ok) return json
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

type DataResult<T extends DeviceEventType> = Result<DeviceEventDataByType[T], 'invalid-data'>
type DataReader<T extends DeviceEventType> = (data: JsonObject) => DataResult<T>

function invalid(field: string, expected: string) {
  return fail('invalid-data', `data.${field} must be ${expected}.`, `data.${field}`)
}

const readers: { [T in DeviceEventType]: DataReader<T> } = {
  gps(data) {
    const latitudeDegrees = readFiniteNumber(data.latitudeDegrees, -90, 90)
    if (latitudeDegrees === undefined) return invalid('latitudeDegrees', 'a number from -90 to 90')
    const longitudeDegrees = readFiniteNumber(data.longitudeDegrees, -180, 180)
    if (longitudeDegrees === undefined) return invalid('longitudeDegrees', 'a number from -180 to 180')
    const altitudeMeters = readFiniteNumber(data.altitudeMeters, -1000, 100_000)
    if (altitudeMeters === undefined) return invalid('altitudeMeters', 'a number from -1000 to 100000')
    const speedKph = readFiniteNumber(data.speedKph, 0, 1000)
    if (speedKph === undefined) return invalid('speedKph', 'a number from 0 to 1000')
    const headingDegrees = readFiniteNumber(data.headingDegrees, 0, 360)
    if (headingDegrees === undefined) return invalid('headingDegrees', 'a number from 0 to 360')
    const satellites = readInteger(data.satellites, 0, 255)
    if (satellites === undefined) return invalid('satellites', 'an integer from 0 to 255')
    return ok({ latitudeDegrees, longitudeDegrees, altitudeMeters, speedKph, headingDegrees, satellites })
  },
  lock(data) {
    const motorStateId = readInteger(data.motorStateId, 0, 255)
    if (motorStateId === undefined) return invalid('motorStateId', 'an integer from 0 to 255')
    return ok({ motorStateId })
  },
  ignition(data) {
    const on = readBoolean(data.on)
    if (on === undefined) return invalid('on', 'true or false')
    return ok({ on })
  },
  'motor-error'(data) {
    const errorMessage = readString(data.errorMessage, 500)
    if (errorMessage === undefined) return invalid('errorMessage', 'a text of at most 500 characters')
    const source = data.source
    if (!(motorErrorSources as readonly unknown[]).includes(source)) return invalid('source', '"ignition" or "motor"')
    return ok({ errorMessage, source: source as MotorErrorSource })
  },
  tamper(data) {
    const carBatteryStateId = readInteger(data.carBatteryStateId, 0, 255)
    if (carBatteryStateId === undefined) return invalid('carBatteryStateId', 'an integer from 0 to 255')
    const cancelled = readBoolean(data.cancelled)
    if (cancelled === undefined) return invalid('cancelled', 'true or false')
    return ok({ carBatteryStateId, cancelled })
  },
  sos(data) {
    const sosStateId = readInteger(data.sosStateId, 0, 255)
    if (sosStateId === undefined) return invalid('sosStateId', 'an integer from 0 to 255')
    return ok({ sosStateId })
  },
  battery(data) {
    const car = data.carBatteryMillivolts === null ? null : readInteger(data.carBatteryMillivolts, 0, 100_000)
    if (car === undefined) return invalid('carBatteryMillivolts', 'an integer from 0 to 100000 or null')
    const device = data.deviceBatteryMillivolts === null ? null : readInteger(data.deviceBatteryMillivolts, 0, 100_000)
    if (device === undefined) return invalid('deviceBatteryMillivolts', 'an integer from 0 to 100000 or null')
    return ok({ carBatteryMillivolts: car, deviceBatteryMillivolts: device })
  },
  status(data) {
    const applicationVersion = readString(data.applicationVersion, 100)
    if (applicationVersion === undefined) return invalid('applicationVersion', 'a text of at most 100 characters')
    const autoLockEnabledState = readInteger(data.autoLockEnabledState, 0, 255)
    if (autoLockEnabledState === undefined) return invalid('autoLockEnabledState', 'an integer from 0 to 255')
    return ok({ applicationVersion, autoLockEnabledState })
  },
}

/** Validates the `data` of an envelope for its type; unknown extra fields are dropped. */
export function readEventData<T extends DeviceEventType>(type: T, data: unknown): DataResult<T> {
  if (!isJsonObject(data)) return fail('invalid-data', 'data must be an object.', 'data')
  return (readers[type] as DataReader<T>)(data)
}

export type CommandPayloadErrorCode = 'payload-too-large' | 'invalid-json' | 'invalid-payload' | 'invalid-field'

function readObject(payload: unknown): Result<Record<string, unknown>, CommandPayloadErrorCode> {
  const json = readJson(payload)
  if (!json.ok) return json
  if (!isJsonObject(json.value)) return fail('invalid-payload', 'The payload must be a JSON object.')
  return ok(json.value)
}

export function parseCommandRequest(payload: unknown): Result<DeviceCommand, CommandPayloadErrorCode> {
  const read = readObject(payload)
  if (!read.ok) return read
  const { cmdId, name, params } = read.value
  if (!isValidCommandId(cmdId)) return fail('invalid-field', 'cmdId must be a command id.', 'cmdId')
  if (!isDeviceCommandName(name)) return fail('invalid-field', 'name is not a known command.', 'name')
  const commandParams = params === undefined ? {} : params
  if (!isJsonObject(commandParams)) return fail('invalid-field', 'params must be an object.', 'params')
  const expiresAt = readDateTime(read.value.expiresAt)
  if (expiresAt === undefined) return fail('invalid-field', 'expiresAt must be an ISO-8601 date-time.', 'expiresAt')
  const attempt = readInteger(read.value.attempt, 1, 1000)
  if (attempt === undefined) return fail('invalid-field', 'attempt must be an integer from 1.', 'attempt')
  return ok({ cmdId, name, params: commandParams, expiresAt, attempt })
}

/** The command id travels in the topic (MQTT 3.1.1 has no correlation data). */

export function parseCommandResponse(
  cmdId: string,
  payload: unknown,
): Result<DeviceCommandResult, CommandPayloadErrorCode> {
  const read = readObject(payload)
  if (!read.ok) return read
  const status = read.value.status
  if (status !== 'ok' && status !== 'error') return fail('invalid-field', 'status must be "ok" or "error".', 'status')
  const time = readDateTime(read.value.ts)
  if (time === undefined) return fail('invalid-field', 'ts must be an ISO-8601 date-time.', 'ts')
  return ok({ cmdId, status: status as DeviceCommandStatus, reply: read.value.reply ?? null, time })
}

export interface ConnectionState {
  online: boolean
  time: Date
}

export function parseConnPayload(payload: unknown): Result<ConnectionState, CommandPayloadErrorCode> {
  const read = readObject(payload)
  if (!read.ok) return read
  const online = readBoolean(read.value.online)
  if (online === undefined) return fail('invalid-field', 'online must be true or false.', 'online')
  const time = readDateTime(read.value.ts)
  if (time === undefined) return fail('invalid-field', 'ts must be an ISO-8601 date-time.', 'ts')
  return ok({ online, time })
}
