import { type AddressInfo, createServer, type Server } from 'node:net'
import { Aedes, type Client, type PublishPacket } from 'aedes'
import { type DeviceCommand, mqtt as protocol } from '../gateway/index.ts'
import { type GatewayHandlers, type GatewayLogger, handleDeviceTopic } from './gateway-handlers.ts'

export interface EmbeddedBrokerOptions {
  port: number
  host: string
  /** Checks a device's MQTT password (its per-device secret). */
  verifyDevice(serial: string, secret: string): Promise<boolean>
  handlers: GatewayHandlers
  logger: GatewayLogger
}

export interface DeviceBroker {
  /** Where devices connect, e.g. mqtt://127.0.0.1:1884 (the external broker's URL when there is one). */
  readonly url: string
  isOnline(serial: string): boolean
  sendCommand(serial: string, command: DeviceCommand): Promise<void>
  close(): Promise<void>
}

/**
 * Aedes, minus the fan-out of what devices publish. The platform takes every device publish in `authorizePublish`,
 * and no subscriber may receive another device's messages, so routing them on (retained store, offline queues, topic
 * matching) would only cost the broker most of its time per message.
 */
class DeviceAedes extends Aedes {
  /** Device publishes the platform has taken; Aedes hands the same packet object to `publish` next. */
  readonly taken = new WeakSet<object>()

  // Aedes calls publish(packet, client, done) for a client's message and publish(packet, done) from its API.
  override publish(packet: PublishPacket, callback: (error?: Error) => void): void
  override publish(packet: PublishPacket, ...rest: unknown[]): void {
    if (!this.taken.has(packet)) {
      Reflect.apply(super.publish, this, [packet, ...rest])
      return
    }
    this.taken.delete(packet)
    const done = rest.at(-1)
    if (typeof done === 'function') done(null)
  }
}

/**
 * Aedes in process: devices sign in with their serial and secret, may touch only their own topics, and a QoS 1
 * event is acknowledged (PUBACK) only after ingest committed it, because Aedes writes the PUBACK once
 * `authorizePublish` calls back.
 */
export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<DeviceBroker> {
  const { handlers, logger } = options
  const serialOf = new Map<string, string>()
  const online = new Map<string, Client>()

  // A committed batch acknowledges many messages of a device at once: one socket write for all its PUBACKs.
  const corked = new WeakSet<Client>()
  const corkUntilNextTick = (client: Client) => {
    if (corked.has(client)) return
    corked.add(client)
    client.conn.cork()
    process.nextTick(() => {
      corked.delete(client)
      client.conn.uncork()
    })
  }

  // Devices publish on a handful of topics each: each event topic is parsed once (command answers carry an id, so
  // their topics are not kept).
  const eventTargets = new Map<string, protocol.DeviceTopic>()
  const publishTarget = (serial: string, topic: string): protocol.DeviceTopic | null => {
    const known = eventTargets.get(topic)
    if (known !== undefined) return known.serial === serial ? known : null
    const target = protocol.devicePublishTarget(serial, topic)
    if (target?.kind === 'event') {
      if (eventTargets.size >= 100_000) eventTargets.clear()
      eventTargets.set(topic, target)
    }
    return target
  }

  const broker = new DeviceAedes({
    authenticate: (client, username, password, done) => {
      const secret = password?.toString() ?? ''
      if (!username || !protocol.isValidSerial(username)) {
        logger.warn({ clientId: client.id }, 'device refused: no valid serial as username')
        done(null, false)
        return
      }
      options.verifyDevice(username, secret).then(
        (ok) => {
          if (ok) serialOf.set(client.id, username)
          else logger.warn({ serial: username, clientId: client.id }, 'device refused: unknown serial or wrong secret')
          done(null, ok)
        },
        (error: unknown) => {
          logger.error({ err: error, serial: username }, 'device sign-in failed')
          done(null, false)
        },
      )
    },
    authorizePublish: (client, packet, callback) => {
      if (!client) return callback(null)
      const serial = serialOf.get(client.id)
      const target = serial === undefined ? null : publishTarget(serial, packet.topic)
      if (target === null) {
        logger.warn({ serial, topic: packet.topic }, 'device publish refused: not its own topic')
        return callback(new Error('Not allowed'))
      }
      handleDeviceTopic(handlers, logger, target, packet.topic, packet.payload as Buffer).then(
        () => {
          corkUntilNextTick(client)
          broker.taken.add(packet)
          callback(null)
        },
        // No PUBACK: the connection drops and the device sends the message again.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const serial = serialOf.get(client.id)
      if (serial === undefined || !protocol.deviceMaySubscribe(serial, subscription.topic)) {
        logger.warn({ serial, topic: subscription.topic }, 'device subscribe refused: not its own topic')
        return callback(new Error('Not allowed'))
      }
      callback(null, subscription)
    },
    // Devices never receive each other's messages: only the platform's commands reach them.
    authorizeForward: (client, packet) => {
      const serial = serialOf.get(client.id)
      return serial !== undefined && packet.topic.startsWith(protocol.deviceTopicPrefix(serial)) ? packet : null
    },
  })
  await broker.listen()

  broker.on('subscribe', (subscriptions, client) => {
    const serial = client ? serialOf.get(client.id) : undefined
    if (serial === undefined) return
    if (!subscriptions.some((subscription) => subscription.topic === protocol.commandRequestFilter(serial))) return
    online.set(serial, client!)
    void handlers.connection(serial, true).catch((error: unknown) => logger.error({ err: error }, 'device online'))
  })
  broker.on('clientDisconnect', (client) => {
    const serial = serialOf.get(client.id)
    serialOf.delete(client.id)
    if (serial === undefined || online.get(serial) !== client) return
    online.delete(serial)
    void handlers.connection(serial, false).catch((error: unknown) => logger.error({ err: error }, 'device offline'))
  })

  const server: Server = createServer(broker.handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address

  return {
    url: `mqtt://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`,
    isOnline: (serial) => online.has(serial),
    sendCommand: (serial, command) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: protocol.commandRequestTopic(serial, command.cmdId),
            payload: Buffer.from(protocol.buildCommandRequest(command)),
            dup: false,
            ...protocol.commandRequestPublishOptions,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    close: async () => {
      for (const client of online.values()) client.close()
      await new Promise<void>((resolve) => broker.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
