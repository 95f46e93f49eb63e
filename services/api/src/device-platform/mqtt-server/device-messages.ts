import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import type { GatewayHandlers, GatewayLogger } from '../gateway-handlers.ts'

/**
 * Handles one MQTT message of a device (already authorised for its topic); resolves when it may be acknowledged.
 * A malformed message is logged and acknowledged: resending it would never make it valid.
 */
export async function handleDeviceMessage(
  handlers: GatewayHandlers,
  logger: GatewayLogger,
  topic: string,
  payload: Buffer,
): Promise<void> {
  const parsed = protocol.parseDeviceTopic(topic)
  if (!parsed.ok) {
    logger.warn({ topic, error: parsed.error }, 'message on an unknown topic ignored')
    return
  }
  return handleDeviceTopic(handlers, logger, parsed.value, topic, payload)
}

/** `handleDeviceMessage` for a topic already parsed (the embedded broker parses it to authorise the publish). */
export async function handleDeviceTopic(
  handlers: GatewayHandlers,
  logger: GatewayLogger,
  target: protocol.DeviceTopic,
  topic: string,
  payload: Buffer,
): Promise<void> {
  if (target.kind === 'event') {
    const event = parseDeviceEvent(logger, target, topic, payload)
    if (event) await handlers.events([event])
  } else if (target.kind === 'command-response') {
    const result = protocol.parseCommandResponse(target.cmdId, payload)
    if (!result.ok) {
      logger.warn({ topic, error: result.error }, 'malformed command answer ignored')
      return
    }
    await handlers.commandResult(result.value)
  } else if (target.kind === 'conn') {
    if (payload.length === 0) return // a cleared retained message
    const state = protocol.parseConnPayload(payload)
    if (!state.ok) {
      logger.warn({ topic, error: state.error }, 'malformed connection state ignored')
      return
    }
    await handlers.connection(target.serial, state.value.online)
  }
}

/**
 * The event in a device's message on an event topic, or undefined (logged) when it is malformed; a malformed event is
 * acknowledged all the same, since resending it would never make it valid.
 */
export function parseDeviceEvent(
  logger: GatewayLogger,
  target: protocol.DeviceTopic & { kind: 'event' },
  topic: string,
  payload: Buffer,
): DeviceEvent | undefined {
  // Decoded here once: cheaper than a decoder per message, and an oversized payload stays bytes to be refused.
  const text = payload.byteLength > protocol.maxPayloadBytes ? payload : payload.toString('utf8')
  const event = protocol.parseEventEnvelope(text, { serial: target.serial, type: target.type })
  if (event.ok) return event.value
  logger.warn({ topic, error: event.error }, 'malformed device event ignored')
  return undefined
}
