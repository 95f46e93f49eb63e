/**
 * MQTT frames the bytes (the broker does that); what frames a message of ours is its topic: which device, which kind
 * of message, which event type or command. Every topic is under `tk/v1/dev/{serial}/`.
 */
import { type DeviceEventType, isDeviceEventType } from '../event.ts'
import { fail, ok, type Result } from '../result.ts'

export const topicRoot = 'tk/v1/dev'

/** Serials and command ids are single topic levels: no wildcards, no separators, nothing MQTT treats specially. */
const topicLevelPattern = /^[A-Za-z0-9_.-]{1,64}$/

export function isValidSerial(serial: unknown): serial is string {
  return typeof serial === 'string' && topicLevelPattern.test(serial)
}

export function isValidCommandId(cmdId: unknown): cmdId is string {
  return typeof cmdId === 'string' && topicLevelPattern.test(cmdId)
}

export type DeviceTopic =
  | { kind: 'event'; serial: string; type: DeviceEventType }
  | { kind: 'conn'; serial: string }
  | { kind: 'command-request'; serial: string; cmdId: string }
  | { kind: 'command-response'; serial: string; cmdId: string }

export type TopicErrorCode = 'not-a-device-topic' | 'invalid-serial' | 'unknown-event-type' | 'invalid-command-id'

export function deviceTopicPrefix(serial: string): string {
  return `${topicRoot}/${serial}/`
}

export function eventTopic(serial: string, type: DeviceEventType): string {
  return `${topicRoot}/${serial}/evt/${type}`
}

export function connTopic(serial: string): string {
  return `${topicRoot}/${serial}/conn`
}

export function commandRequestTopic(serial: string, cmdId: string): string {
  return `${topicRoot}/${serial}/cmd/req/${cmdId}`
}

export function commandResponseTopic(serial: string, cmdId: string): string {
  return `${topicRoot}/${serial}/cmd/res/${cmdId}`
}

/** What a device subscribes to for its commands. */
export function commandRequestFilter(serial: string): string {
  return `${topicRoot}/${serial}/cmd/req/+`
}

/** What the platform subscribes to (shared by all devices). */
export const platformSubscriptions = [
  `${topicRoot}/+/evt/+`,
  `${topicRoot}/+/conn`,
  `${topicRoot}/+/cmd/res/+`,
] as const

export function parseDeviceTopic(topic: unknown): Result<DeviceTopic, TopicErrorCode> {
  if (typeof topic !== 'string') return fail('not-a-device-topic', 'The topic is not a string.')
  const levels = topic.split('/')
  if (levels.length < 5 || `${levels[0]}/${levels[1]}/${levels[2]}` !== topicRoot) {
    return fail('not-a-device-topic', `The topic "${topic}" is not under ${topicRoot}/{serial}/.`)
  }
  const serial = levels[3]!
  if (!isValidSerial(serial)) return fail('invalid-serial', `The serial "${serial}" is not a valid device serial.`)
  const rest = levels.slice(4)
  if (rest.length === 1 && rest[0] === 'conn') return ok({ kind: 'conn', serial })
  if (rest.length === 2 && rest[0] === 'evt') {
    const type = rest[1]
    if (!isDeviceEventType(type)) return fail('unknown-event-type', `The event type "${type}" is not known.`)
    return ok({ kind: 'event', serial, type })
  }
  if (rest.length === 3 && rest[0] === 'cmd' && (rest[1] === 'req' || rest[1] === 'res')) {
    const cmdId = rest[2]
    if (!isValidCommandId(cmdId)) return fail('invalid-command-id', `The command id "${cmdId}" is not valid.`)
    return ok({ kind: rest[1] === 'req' ? 'command-request' : 'command-response', serial, cmdId })
  }
  return fail('not-a-device-topic', `The topic "${topic}" is not part of the device topic schema.`)
}

/** Commands are never retained: a retained unlock would run again whenever the device resubscribes. */
export const commandRequestPublishOptions = { qos: 1, retain: false } as const
export const commandResponsePublishOptions = { qos: 1, retain: false } as const
export const eventPublishOptions = { qos: 1, retain: false } as const
/** The connection state is retained so the platform learns it on (re)subscribe; the will says offline. */
export const connPublishOptions = { qos: 1, retain: true } as const
