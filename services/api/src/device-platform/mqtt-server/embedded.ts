import type { EventLoopUtilization } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import type { DeviceCommand, DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import type { GatewayHandlers, GatewayLogger } from '../gateway-handlers.ts'
import { handleDeviceTopic } from './device-messages.ts'

export interface EmbeddedBrokerOptions {
  port: number
  host: string
  /** Checks a device's MQTT password (its per-device secret). */
  verifyDevice(serial: string, secret: string): Promise<boolean>
  handlers: GatewayHandlers
  logger: GatewayLogger
  /**
   * The most device events waiting on this thread for the database at once (default 10,000, several batches); beyond
   * it devices wait, their sockets unread, so an overload never grows this thread's memory or its collections.
   */
  maxEventsInFlight?: number
}

export interface DeviceBroker {
  /** Where devices connect, e.g. mqtt://127.0.0.1:1884 (the external broker's URL when there is one). */
  readonly url: string
  isOnline(serial: string): boolean
  sendCommand(serial: string, command: DeviceCommand): Promise<void>
  /** How busy the broker's own thread is (the embedded broker only), as `performance.eventLoopUtilization`. */
  eventLoopUtilization?(previous?: EventLoopUtilization): EventLoopUtilization
  close(): Promise<void>
}

/** Messages from the broker's thread (`embedded-worker.ts`). */
export type FromBroker =
  | { kind: 'listening'; address: string; family: string; port: number }
  | { kind: 'verify'; id: number; serial: string; secret: string }
  /** One turn's device events; settle the ticket once they are committed. */
  | { kind: 'events'; ticket: number; events: DeviceEvent[] }
  /** A command answer or connection state, for the platform to parse; settle the ticket once handled. */
  | { kind: 'message'; ticket: number; target: protocol.DeviceTopic; topic: string; payload: Uint8Array }
  | { kind: 'connection'; serial: string; online: boolean }
  | { kind: 'sent'; id: number; error?: string }
  | { kind: 'log'; level: 'info' | 'warn' | 'error'; details: object; message: string }
  | { kind: 'closed' }

/** Messages to the broker's thread. */
export type ToBroker =
  | { kind: 'verified'; id: number; ok: boolean }
  /** Acknowledges the ticket's messages (PUBACK), or, with an error, drops their connections so they are resent. */
  | { kind: 'settled'; ticket: number; error?: string }
  | { kind: 'command'; id: number; serial: string; command: DeviceCommand }
  | { kind: 'close' }

/** The embedded broker; `thread` is its current worker (tests stop it to check the broker comes back). */
export interface EmbeddedBroker extends DeviceBroker {
  readonly thread: Worker
}

/** How long a broker thread that stopped unexpectedly waits before the next one starts. */
const restartDelayMs = 1000

/**
 * Aedes on a thread of its own: devices sign in with their serial and secret, may touch only their own topics, and a
 * QoS 1 event is acknowledged (PUBACK) only after ingest committed it. Device sockets, MQTT parsing and event
 * envelopes cost the broker's thread; this thread checks secrets, stores events and answers commands. A thread that
 * stops unexpectedly is replaced on the same port: its devices go offline, reconnect and resend what was not
 * acknowledged.
 */
export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const { handlers, logger } = options
  const online = new Set<string>()
  let closing = false
  let current: BrokerThread

  const replace = (port: number) => {
    for (const serial of online) {
      void handlers.connection(serial, false).catch((error: unknown) => logger.error({ err: error }, 'device offline'))
    }
    online.clear()
    setTimeout(() => {
      if (closing) return
      startThread({ ...options, port }, online, () => replace(port)).then(
        (thread) => {
          // Closed while this thread was starting: it must not outlive the broker.
          if (closing) return void thread.close()
          current = thread
          logger.info({ port }, 'the embedded MQTT broker restarted')
        },
        (error: unknown) => {
          logger.error({ err: error }, 'the embedded MQTT broker could not restart')
          replace(port)
        },
      )
    }, restartDelayMs).unref()
  }

  current = await startThread(options, online, () => replace(current.port))
  const { address, family, port } = current
  const host = family === 'IPv6' ? `[${address}]` : address
  return {
    url: `mqtt://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
    get thread() {
      return current.worker
    },
    isOnline: (serial) => online.has(serial),
    sendCommand: (serial, command) => current.sendCommand(serial, command),
    eventLoopUtilization: (previous) => current.worker.performance.eventLoopUtilization(previous),
    close: async () => {
      closing = true
      await current.close()
    },
  }
}

interface BrokerThread {
  worker: Worker
  address: string
  family: string
  port: number
  sendCommand(serial: string, command: DeviceCommand): Promise<void>
  close(): Promise<void>
}

/**
 * One broker thread and its messages. Tickets and command ids belong to the thread that issued them, so an answer for
 * a thread that stopped never reaches its replacement.
 */
async function startThread(
  options: EmbeddedBrokerOptions,
  online: Set<string>,
  stoppedUnexpectedly: () => void,
): Promise<BrokerThread> {
  const { handlers, logger } = options
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
    workerData: {
      listenPort: options.port,
      host: options.host,
      maxEventsInFlight: options.maxEventsInFlight ?? 10_000,
    },
  })
  const post = (message: ToBroker) => worker.postMessage(message)
  const sending = new Map<number, { resolve(): void; reject(error: Error): void }>()
  let nextId = 1
  let closing = false
  let exited = false
  let closed!: () => void
  const whenClosed = new Promise<void>((resolve) => {
    closed = resolve
  })

  const settle = (ticket: number, work: Promise<void>) =>
    work.then(
      () => post({ kind: 'settled', ticket }),
      (error: unknown) =>
        post({ kind: 'settled', ticket, error: error instanceof Error ? error.message : String(error) }),
    )

  const listening = new Promise<{ address: string; family: string; port: number }>((resolve, reject) => {
    worker.once('error', reject)
    worker.on('message', (message: FromBroker) => {
      switch (message.kind) {
        case 'listening':
          worker.off('error', reject)
          resolve(message)
          break
        case 'verify':
          options.verifyDevice(message.serial, message.secret).then(
            (ok) => {
              if (!ok) logger.warn({ serial: message.serial }, 'device refused: unknown serial or wrong secret')
              post({ kind: 'verified', id: message.id, ok })
            },
            (error: unknown) => {
              logger.error({ err: error, serial: message.serial }, 'device sign-in failed')
              post({ kind: 'verified', id: message.id, ok: false })
            },
          )
          break
        case 'events':
          void settle(message.ticket, handlers.events(message.events))
          break
        case 'message':
          void settle(
            message.ticket,
            handleDeviceTopic(handlers, logger, message.target, message.topic, Buffer.from(message.payload)),
          )
          break
        case 'connection':
          if (message.online) online.add(message.serial)
          else online.delete(message.serial)
          void handlers
            .connection(message.serial, message.online)
            .catch((error: unknown) =>
              logger.error({ err: error }, message.online ? 'device online' : 'device offline'),
            )
          break
        case 'sent': {
          const waiting = sending.get(message.id)
          sending.delete(message.id)
          if (message.error === undefined) waiting?.resolve()
          else waiting?.reject(new Error(message.error))
          break
        }
        case 'log':
          logger[message.level](message.details, message.message)
          break
        case 'closed':
          closed()
          break
      }
    })
  })
  worker.on('error', (error) => logger.error({ err: error }, 'the embedded MQTT broker failed'))
  worker.on('exit', (code) => {
    exited = true
    closed()
    // Commands not handed over stay `sent`; the command service delivers them again.
    for (const waiting of sending.values()) waiting.reject(new Error('The embedded MQTT broker stopped.'))
    sending.clear()
    if (closing) return
    logger.error({ code }, 'the embedded MQTT broker thread stopped unexpectedly')
    stoppedUnexpectedly()
  })

  const address = await listening
  return {
    worker,
    ...address,
    sendCommand: (serial, command) =>
      new Promise<void>((resolve, reject) => {
        if (exited) return reject(new Error('The embedded MQTT broker stopped.'))
        const id = nextId++
        sending.set(id, { resolve, reject })
        post({ kind: 'command', id, serial, command })
      }),
    close: async () => {
      if (closing) return whenClosed
      closing = true
      post({ kind: 'close' })
      await whenClosed
      await worker.terminate()
    },
  }
}
