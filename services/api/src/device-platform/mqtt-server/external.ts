import { hostname } from 'node:os'
import { type DeviceCommand, mqtt as protocol } from '@vigil/device-protocols'
import { connect, type IPublishPacket, type MqttClient } from 'mqtt'
import type { GatewayHandlers, GatewayLogger } from '../gateway-handlers.ts'
import { handleDeviceMessage } from './device-messages.ts'
import type { DeviceBroker } from './embedded.ts'

export interface ExternalBrokerOptions {
  url: string
  /** A stable id keeps the session (and unacknowledged events) across restarts; tests pass a unique one. */
  clientId?: string
  /**
   * 'persistent' (the default) keeps the broker queueing events for this client while it is away and redelivering
   * what it had not acknowledged; 'clean' for a client that will not come back under this id (tests), so the broker
   * does not keep a session queueing every event for it forever.
   */
  session?: 'persistent' | 'clean'
  /** With several API nodes, a shared subscription group spreads device traffic over them. */
  shareGroup?: string
  handlers: GatewayHandlers
  logger: GatewayLogger
}

/** On a graceful stop, how long messages already taken may take to commit (and be acknowledged) before disconnecting. */
const drainMs = 5000

/** Thrown to mqtt.js's handleMessage so it skips its own PUBACK; ours is sent after commit. */
class AckLater extends Error {}

/**
 * The platform as a client of an external broker (Mosquitto, EMQX, NATS-MQTT). Device credentials and ACLs are the
 * broker's; here events are acknowledged only after ingest committed them (a persistent session, so the broker
 * redelivers anything unacknowledged after a crash), without holding up the messages behind them.
 */
export async function connectExternalBroker(options: ExternalBrokerOptions): Promise<DeviceBroker> {
  const { handlers, logger } = options
  if (options.shareGroup !== undefined && /[/+#]/.test(options.shareGroup)) {
    throw new Error(`MQTT_SHARE_GROUP "${options.shareGroup}" may not contain /, + or #.`)
  }
  const online = new Set<string>()
  // Connected only once the handler below is in place: a broker hands a persistent session's events over right after
  // CONNACK, and mqtt.js's own handler would acknowledge them unstored (they were lost on every restart).
  const client: MqttClient = connect(options.url, {
    protocolVersion: 4,
    clientId: options.clientId ?? `vigil-platform-${hostname()}`,
    clean: options.session === 'clean',
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  })

  const sendPuback = (stream: unknown, messageId: number) => {
    // An ack for a message of an older connection would acknowledge a different message with the same id.
    if (client.stream !== stream || !client.connected) return
    ;(client as unknown as { _sendPacket(packet: object, cb: () => void): void })._sendPacket(
      { cmd: 'puback', messageId },
      () => {},
    )
  }

  // Messages being stored; a graceful stop acknowledges them before it disconnects.
  const pending = new Set<Promise<unknown>>()
  let closing = false

  client.handleMessage = (packet: IPublishPacket, callback) => {
    const stream = client.stream
    // Stopping: not taken and not acknowledged, so the broker delivers it again (to this client id or another node).
    if (closing) return callback(new AckLater())
    const work = (async () => {
      const topic = protocol.parseDeviceTopic(packet.topic)
      if (topic.ok && topic.value.kind === 'conn') {
        if (packet.payload.length > 0) {
          const state = protocol.parseConnPayload(packet.payload)
          if (state.ok) {
            if (state.value.online) online.add(topic.value.serial)
            else online.delete(topic.value.serial)
          }
        }
      }
      // The envelope's serial must match the topic's, so a device cannot speak for another one here either.
      await handleDeviceMessage(handlers, logger, packet.topic, packet.payload as Buffer)
    })()
    if (packet.qos === 0) {
      void work.catch((error: unknown) => logger.error({ err: error }, 'device message not handled'))
      callback()
      return
    }
    const acknowledged = work.then(
      () => sendPuback(stream, packet.messageId!),
      (error: unknown) =>
        logger.error({ err: error, topic: packet.topic }, 'device message not stored; not acknowledged'),
    )
    pending.add(acknowledged)
    void acknowledged.finally(() => pending.delete(acknowledged))
    callback(new AckLater())
  }

  await new Promise<void>((resolve, reject) => {
    const connected = () => {
      client.off('error', failed)
      resolve()
    }
    const failed = (error: Error) => {
      client.off('connect', connected)
      client.end()
      reject(error)
    }
    client.once('connect', connected)
    client.once('error', failed)
  })
  client.on('error', (error) => logger.error({ err: error }, 'device broker connection error'))

  const share = (filter: string) => (options.shareGroup ? `$share/${options.shareGroup}/${filter}` : filter)
  await client.subscribeAsync(
    protocol.platformSubscriptions.map((filter) => share(filter)),
    { qos: 1 },
  )

  return {
    url: options.url,
    isOnline: (serial) => online.has(serial) && client.connected,
    sendCommand: async (serial: string, command: DeviceCommand) => {
      await client.publishAsync(
        protocol.commandRequestTopic(serial, command.cmdId),
        protocol.buildCommandRequest(command),
        protocol.commandRequestPublishOptions,
      )
    },
    close: async () => {
      closing = true
      const drained = Promise.allSettled([...pending])
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainMs).unref())])
      await client.endAsync()
    },
  }
}
