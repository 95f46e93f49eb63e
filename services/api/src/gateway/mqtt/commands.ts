import {
  type DeviceCommand,
  type DeviceCommandResult,
  type DeviceCommandStatus,
  isDeviceCommandName,
} from '../event.ts'
import { fail, ok, type Result } from '../result.ts'
import { isJsonObject, parseJsonPayload, readBoolean, readDateTime, readInteger } from './json-fields.ts'
import { isValidCommandId } from './topics.ts'

export type CommandPayloadErrorCode = 'payload-too-large' | 'invalid-json' | 'invalid-payload' | 'invalid-field'

/** Commands are never retained: a retained unlock would run again whenever the device resubscribes. */
export const commandRequestPublishOptions = { qos: 1, retain: false } as const
export const commandResponsePublishOptions = { qos: 1, retain: false } as const
export const eventPublishOptions = { qos: 1, retain: false } as const
/** The connection state is retained so the platform learns it on (re)subscribe; the will says offline. */
export const connPublishOptions = { qos: 1, retain: true } as const

function readObject(payload: unknown): Result<Record<string, unknown>, CommandPayloadErrorCode> {
  const json = parseJsonPayload(payload)
  if (!json.ok) {
    return json.reason === 'too-large'
      ? fail('payload-too-large', 'The payload is larger than 16 KiB.')
      : fail('invalid-json', 'The payload is not valid JSON.')
  }
  if (!isJsonObject(json.value)) return fail('invalid-payload', 'The payload must be a JSON object.')
  return ok(json.value)
}

export function buildCommandRequest(command: DeviceCommand): string {
  return JSON.stringify({
    cmdId: command.cmdId,
    name: command.name,
    params: command.params,
    expiresAt: command.expiresAt.toISOString(),
    attempt: command.attempt,
  })
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

export function buildCommandResponse(result: DeviceCommandResult): string {
  return JSON.stringify({ status: result.status, reply: result.reply ?? null, ts: result.time.toISOString() })
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

export function buildConnPayload(state: ConnectionState): string {
  return JSON.stringify({ online: state.online, ts: state.time.toISOString() })
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
