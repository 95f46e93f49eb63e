// The embedded broker's own thread: Aedes with its device sockets, MQTT parsing, the topic ACL, event envelopes and
// the PUBACK writes run here, so the API's event loop keeps only what needs the database or the hub (sign-in checks,
// ingest, command answers, online state). `embedded.ts` is the API's side.

import { type AddressInfo, createServer } from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'
import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { Aedes, type Client, type PublishPacket } from 'aedes'
import type { GatewayLogger } from '../gateway-handlers.ts'
import { parseDeviceEvent } from './device-messages.ts'
import type { FromBroker, ToBroker } from './embedded.ts'

const port = parentPort!
const { listenPort, host, maxEventsInFlight } = workerData as {
  listenPort: number
  host: string
  maxEventsInFlight: number
}
const send = (message: FromBroker) => port.postMessage(message)
/** Logs on the API's thread, with its logger. */
const logger: GatewayLogger = {
  info: (details, message) => send({ kind: 'log', level: 'info', details, message }),
  warn: (details, message) => send({ kind: 'log', level: 'warn', details, message }),
  error: (details, message) => send({ kind: 'log', level: 'error', details, message }),
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

/** A publish waiting for the platform: Aedes writes its PUBACK when `done` is called without an error. */
interface Held {
  client: Client
  packet: PublishPacket
  done(error?: Error | null): void
}

const serialOf = new Map<string, string>()
const online = new Map<string, Client>()
/** Publishes waiting for the platform, by ticket; `events` when they count against `maxEventsInFlight`. */
const held = new Map<number, { entries: Held[]; events: boolean }>()
const verifying = new Map<number, (ok: boolean) => void>()
let nextId = 1

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

// The events of one turn (every socket read since the last) go to the platform as one message and one ingest
// submission, acknowledged together once committed. At most `maxEventsInFlight` wait on the API's thread: the rest wait
// here, and since Aedes reads a device's next packets only once its current ones are settled, their devices' sockets
// are not read meanwhile; TCP pushes back on the trackers instead of a backlog growing on the API's thread.
let turnEvents: DeviceEvent[] = []
let turnHeld: Held[] = []
let inFlight = 0
/** Set on a graceful stop: publishes arriving from then on are not taken. */
let closing = false
const flushTurn = () => {
  const room = maxEventsInFlight - inFlight
  // Full, or already taken by a settle that freed room before this turn's flush ran.
  if (room <= 0 || turnEvents.length === 0) return
  const events = turnEvents.length <= room ? turnEvents : turnEvents.slice(0, room)
  const entries = turnHeld.length <= room ? turnHeld : turnHeld.slice(0, room)
  turnEvents = events === turnEvents ? [] : turnEvents.slice(room)
  turnHeld = entries === turnHeld ? [] : turnHeld.slice(room)
  const ticket = nextId++
  held.set(ticket, { entries, events: true })
  inFlight += events.length
  send({ kind: 'events', ticket, events })
}

const acknowledge = (entry: Held) => {
  corkUntilNextTick(entry.client)
  broker.taken.add(entry.packet)
  entry.done(null)
}

const broker = new DeviceAedes({
  authenticate: (client, username, password, done) => {
    const secret = password?.toString() ?? ''
    if (!username || !protocol.isValidSerial(username)) {
      logger.warn({ clientId: client.id }, 'device refused: no valid serial as username')
      done(null, false)
      return
    }
    const id = nextId++
    verifying.set(id, (ok) => {
      if (ok) serialOf.set(client.id, username)
      done(null, ok)
    })
    send({ kind: 'verify', id, serial: username, secret })
  },
  authorizePublish: (client, packet, callback) => {
    if (!client) return callback(null)
    // Stopping: left unanswered (no PUBACK), the device sends it again to the node it reconnects to.
    if (closing) return
    const serial = serialOf.get(client.id)
    const target = serial === undefined ? null : publishTarget(serial, packet.topic)
    if (target === null) {
      logger.warn({ serial, topic: packet.topic }, 'device publish refused: not its own topic')
      return callback(new Error('Not allowed'))
    }
    const payload = packet.payload as Buffer
    const entry: Held = { client, packet, done: callback }
    if (target.kind === 'event') {
      const event = parseDeviceEvent(logger, target, packet.topic, payload)
      if (event === undefined) {
        acknowledge(entry)
        return
      }
      if (turnEvents.length === 0 && inFlight < maxEventsInFlight) setImmediate(flushTurn)
      turnEvents.push(event)
      turnHeld.push(entry)
      return
    }
    // Command answers and connection states are few: the platform parses them itself.
    const ticket = nextId++
    held.set(ticket, { entries: [entry], events: false })
    send({ kind: 'message', ticket, target, topic: packet.topic, payload: new Uint8Array(payload) })
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
  send({ kind: 'connection', serial, online: true })
})
broker.on('clientDisconnect', (client) => {
  const serial = serialOf.get(client.id)
  serialOf.delete(client.id)
  if (serial === undefined || online.get(serial) !== client) return
  online.delete(serial)
  send({ kind: 'connection', serial, online: false })
})

const server = createServer(broker.handle)
await new Promise<void>((resolve, reject) => {
  server.once('error', reject)
  server.listen(listenPort, host, () => resolve())
})

/** On a graceful stop, how long publishes already taken may take to commit (and be acknowledged) before devices drop. */
const drainMs = 5000

// A graceful stop: no new device connections or publishes, the events already taken are committed and acknowledged,
// then every device connection closes so trackers resend what is left (unacknowledged) to another node.
const close = async () => {
  closing = true
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
  flushTurn()
  const deadline = Date.now() + drainMs
  while ((held.size > 0 || turnEvents.length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  for (const client of online.values()) client.close()
  await new Promise<void>((resolve) => broker.close(() => resolve()))
  await stopped
  send({ kind: 'closed' })
}

port.on('message', (message: ToBroker) => {
  switch (message.kind) {
    case 'verified': {
      const verified = verifying.get(message.id)
      verifying.delete(message.id)
      verified?.(message.ok)
      break
    }
    case 'settled': {
      const { entries, events } = held.get(message.ticket) ?? { entries: [], events: false }
      held.delete(message.ticket)
      if (events) inFlight -= entries.length
      if (message.error === undefined) for (const entry of entries) acknowledge(entry)
      // No PUBACK: the connection drops and the device sends the message again.
      else for (const entry of entries) entry.done(new Error(message.error))
      if (turnEvents.length > 0) flushTurn()
      break
    }
    case 'command': {
      const { id, serial, command } = message
      broker.publish(
        {
          cmd: 'publish',
          topic: protocol.commandRequestTopic(serial, command.cmdId),
          payload: Buffer.from(protocol.buildCommandRequest(command)),
          dup: false,
          ...protocol.commandRequestPublishOptions,
        },
        (error) => send({ kind: 'sent', id, ...(error ? { error: error.message } : {}) }),
      )
      break
    }
    case 'close':
      void close()
      break
  }
})

const address = server.address() as AddressInfo
send({ kind: 'listening', address: address.address, family: address.family, port: address.port })
