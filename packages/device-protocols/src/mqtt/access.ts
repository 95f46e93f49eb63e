import { type DeviceTopic, deviceTopicPrefix, isValidSerial, parseDeviceTopic } from './framing.ts'

/**
 * A device may publish only its own events, its connection state and answers to its commands:
 * never a command request, never anything outside `tk/v1/dev/{serial}/`.
 */
export function deviceMayPublish(serial: string, topic: string): boolean {
  return devicePublishTarget(serial, topic) !== null
}

/** What the topic of an allowed publish addresses (parsed once for the check and the handling), or null. */
export function devicePublishTarget(serial: string, topic: string): DeviceTopic | null {
  if (!isValidSerial(serial)) return null
  const parsed = parseDeviceTopic(topic)
  if (!parsed.ok || parsed.value.serial !== serial || parsed.value.kind === 'command-request') return null
  return parsed.value
}

/** A device may subscribe only to filters that stay under its own prefix (the serial level may not be a wildcard). */
export function deviceMaySubscribe(serial: string, filter: string): boolean {
  if (!isValidSerial(serial)) return false
  const prefix = deviceTopicPrefix(serial)
  if (!filter.startsWith(prefix)) return false
  const levels = filter.slice(prefix.length).split('/')
  if (levels.some((level) => level === '')) return false
  // '#' is only valid as the last level; '+' and '#' must fill a whole level.
  return levels.every(
    (level, index) =>
      (level === '#' && index === levels.length - 1) || level === '+' || (!level.includes('+') && !level.includes('#')),
  )
}
