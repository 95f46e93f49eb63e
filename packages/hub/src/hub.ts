import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { hubMessages } from '@vigil/domain'
import type { FastifyPluginCallback } from 'fastify'
import { WebSocketServer } from 'ws'
import { type MayWatch, VehicleAudiences } from './audiences.ts'
import { type Backplane, backplaneFromEnv } from './backplane/index.ts'
import { type ConnectionHost, HubConnection, type HubPrincipal } from './connection.ts'
import { type EndpointContext, negotiate, serveConnection, upgrade } from './endpoint.ts'
import type { HubMessage } from './messages.ts'
import { isGpsFrame, isWatchedFrame, pushFrame, watchHeartbeatFrame } from './protocol.ts'
import { LongPollingTransport } from './transports/long-polling.ts'

/** A pino-compatible logger (Fastify's `app.log` fits). */
export interface HubLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface HubOptions {
  /** Resolves an access token (header or `access_token` query) to a principal; null answers 401. */
  authenticate(token: string): Promise<HubPrincipal | null>
  /** Whether the principal may receive this vehicle's pushes; answer from claims or memory, it runs per (connection, vehicle). */
  mayWatch: MayWatch
  /** Fan-out to other API nodes; defaults to `backplaneFromEnv()` (Redis, NATS or in memory). */
  backplane?: Backplane
  /** A ping is sent when nothing was sent for this long (ASP.NET's KeepAliveInterval). */
  keepAliveMs?: number
  /** A connection that sent nothing (not even a ping) for this long is dropped (ASP.NET's ClientTimeoutInterval). */
  clientTimeoutMs?: number
  handshakeTimeoutMs?: number
  /** Negotiated-but-never-attached connections, and long-polling clients with no poll outstanding, are reaped after this. */
  disconnectTimeoutMs?: number
  pollTimeoutMs?: number
  /** How often a connection with a WatchVehicles set gets its watch heartbeat (docs/hub-protocol-additions.md). */
  watchHeartbeatMs?: number
  /** Unsent bytes a connection may hold before it is dropped (its client reconnects and refetches). */
  maxBufferedBytes?: number
  /** How long a `mayWatch` answer is reused before it is asked again. */
  decisionTtlMs?: number
  /** Origins allowed to call the hub cross-origin with credentials; same-origin needs none. */
  corsOrigins?: readonly string[]
  logger?: HubLogger
  /** Sees each push published from this node before it is delivered; the API counts them by type for /metrics. */
  onPublish?(message: HubMessage): void
}

export interface HubAttachOptions {
  /** The hub's path, prefix included, e.g. `/api/DefaultHub`. */
  path?: string
}

export interface Hub {
  /** Serves the hub on a bare `node:http` server (Fastify's `app.server` works too), ahead of its own request handler. */
  attach(server: Server, options?: HubAttachOptions): void
  /** The same as a Fastify plugin; the route prefix of the registration applies. */
  readonly fastifyPlugin: FastifyPluginCallback<HubAttachOptions>
  /** Delivers a push to every connection allowed to see the vehicle, on this node and (through the backplane) all others. */
  publish(vehicleId: number, message: HubMessage): Promise<void>
  /** Resolves once the backplane is subscribed, so pushes from other nodes arrive. */
  ready(): Promise<void>
  /** Drops every cached `mayWatch` answer, e.g. after a company link or a vehicle's owner changed. */
  forgetPermissions(): void
  /** Closes a user's connections; with allowReconnect their clients re-negotiate (and are re-authorised). */
  disconnectUser(userId: number, options?: { error?: string; allowReconnect?: boolean }): number
  readonly connectionCount: number
  /** Sends Close with allowReconnect to every client, waits briefly for them to go, and stops the backplane. */
  close(): Promise<void>
}

const silentLogger: HubLogger = { info: () => {}, warn: () => {}, error: () => {} }

export const createHub = (options: HubOptions): Hub => {
  const logger = options.logger ?? silentLogger
  const keepAliveMs = options.keepAliveMs ?? 15_000
  const clientTimeoutMs = options.clientTimeoutMs ?? 30_000
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000
  const disconnectTimeoutMs = options.disconnectTimeoutMs ?? 15_000
  const watchHeartbeatMs = options.watchHeartbeatMs ?? 5_000
  const onBackplaneError = (error: unknown) => logger.error({ err: error }, 'hub backplane error')
  const backplane = options.backplane ?? backplaneFromEnv(process.env, onBackplaneError)
  const connections = new Map<string, HubConnection>()
  const audiences = new VehicleAudiences(options.mayWatch, options.decisionTtlMs ?? 60_000, (error) =>
    logger.error({ err: error }, 'hub mayWatch failed'),
  )
  const webSockets = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 * 1024 })
  let accepting = true
  let drained: (() => void) | null = null

  const host: ConnectionHost = {
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    opened: (connection) => audiences.add(connection),
    closed: (connection) => audiences.remove(connection),
    forget: (connection) => {
      connections.delete(connection.connectionToken)
      if (!accepting && connections.size === 0) drained?.()
    },
    unknownMethod: (connection, target) =>
      logger.warn({ connectionId: connection.connectionId, target }, 'hub client invoked an unknown method'),
    overflowed: (connection) =>
      logger.warn(
        { connectionId: connection.connectionId, userId: connection.principal.userId },
        'hub client too slow: send buffer full, connection dropped',
      ),
  }

  const context: EndpointContext = {
    authenticate: options.authenticate,
    find: (token) => connections.get(token),
    create: (principal) => {
      const connection = new HubConnection(host, principal)
      connections.set(connection.connectionToken, connection)
      return connection
    },
    get accepting() {
      return accepting
    },
    webSockets,
    pollTimeoutMs: options.pollTimeoutMs ?? 90_000,
    corsOrigins: options.corsOrigins ?? [],
    maxPostBytes: 1024 * 1024,
  }

  /** GPS pushes handed to this node's connections so far, by vehicle (whichever node published them). */
  const gpsPushes = new Map<number, number>()
  let lastHeartbeatAt = Date.now()
  /**
   * Tells each connection that watches vehicles what the hub holds for it: its watch set and, for the vehicles it may
   * see, the GPS push counts. Pushes still in the outbox go first, so the counts never run ahead of what was sent.
   */
  const heartbeat = () => {
    if (outbox.size > 0) flush()
    for (const connection of connections.values()) {
      if (connection.state !== 'open' || connection.gpsWatch === null) continue
      const counts: Record<number, number> = {}
      for (const vehicleId of connection.gpsWatch) {
        if (connection.watching.has(vehicleId)) counts[vehicleId] = gpsPushes.get(vehicleId) ?? 0
      }
      connection.push(Buffer.from(watchHeartbeatFrame([...connection.gpsWatch], counts)))
    }
  }

  const sweep = () => {
    const now = Date.now()
    if (now - lastHeartbeatAt >= watchHeartbeatMs) {
      lastHeartbeatAt = now
      heartbeat()
    }
    for (const connection of connections.values()) {
      const transport = connection.transport
      const expiresAt = connection.principal.expiresAt
      if (!transport) {
        if (now - connection.createdAt > disconnectTimeoutMs) {
          logger.info({ connectionId: connection.connectionId }, 'hub connection reaped: no transport attached')
          connection.close()
        }
      } else if (transport instanceof LongPollingTransport) {
        // Long polling has no pings: a client is gone when it stops polling.
        if (!transport.polling && now - transport.idleSince > disconnectTimeoutMs) transport.remove()
        else if (connection.state === 'handshaking' && now - connection.createdAt > handshakeTimeoutMs) {
          connection.terminate()
        } else if (connection.state === 'open' && expiresAt !== undefined && now >= expiresAt) {
          connection.close({ error: hubMessages.accessTokenExpired, allowReconnect: true })
        }
      } else if (connection.state === 'handshaking') {
        if (now - connection.lastReceivedAt > handshakeTimeoutMs) connection.terminate()
      } else if (connection.state === 'open') {
        if (now - connection.lastReceivedAt > clientTimeoutMs) connection.terminate()
        else if (expiresAt !== undefined && now >= expiresAt) {
          connection.close({ error: hubMessages.accessTokenExpired, allowReconnect: true })
        } else if (now - connection.lastSentAt >= keepAliveMs) connection.ping()
      }
    }
  }
  const tickMs = Math.max(
    10,
    Math.min(1000, keepAliveMs / 4, clientTimeoutMs / 4, disconnectTimeoutMs / 4, watchHeartbeatMs / 2),
  )
  const sweeper = setInterval(sweep, tickMs)
  sweeper.unref()

  // Pushes wait in an outbox until the current burst (an ingest batch) has been published, then each connection gets
  // them as one transport message: SignalR allows several records per message, and 200 agents watching 2,000
  // events a second then cost 200 sends per batch instead of 400,000 sends a second.
  const outbox = new Map<HubConnection, Buffer[]>()
  let flushScheduled = false
  const flush = () => {
    flushScheduled = false
    // Connections that saw the same frames (every agent, for one) share one concatenated message.
    const frameIds = new Map<Buffer, number>()
    const idOf = (frame: Buffer) => {
      let id = frameIds.get(frame)
      if (id === undefined) {
        id = frameIds.size
        frameIds.set(frame, id)
      }
      return id
    }
    const messages = new Map<string, Buffer>()
    for (const [connection, frames] of outbox) {
      if (frames.length === 1) {
        connection.push(frames[0]!)
        continue
      }
      const key = frames.map(idOf).join(',')
      let message = messages.get(key)
      if (!message) {
        message = Buffer.concat(frames)
        messages.set(key, message)
      }
      connection.push(message)
    }
    outbox.clear()
  }
  const enqueue = (
    connections: Iterable<HubConnection>,
    text: string,
    gpsOf: number | null,
    watchedOf: number | null,
  ) => {
    // The heartbeat counts GPS pushes only (docs/hub-protocol-additions.md); contact pushes are not counted.
    if (gpsOf !== null) gpsPushes.set(gpsOf, (gpsPushes.get(gpsOf) ?? 0) + 1)
    // Made for the first recipient: most of a large fleet's positions are watched by nobody.
    let frame: Buffer | null = null
    for (const connection of connections) {
      // GPS, contact and battery go only to connections watching the vehicle (WatchVehicles); the rest to everyone allowed.
      if (watchedOf !== null && !connection.wantsGps(watchedOf)) continue
      frame ??= Buffer.from(text)
      const frames = outbox.get(connection)
      if (frames) frames.push(frame)
      else outbox.set(connection, [frame])
    }
    if (!flushScheduled && outbox.size > 0) {
      flushScheduled = true
      setImmediate(flush)
    }
  }

  const deliver = (vehicleId: number, text: string): void | Promise<void> => {
    const gpsOf = isGpsFrame(text) ? vehicleId : null
    const watchedOf = gpsOf ?? (isWatchedFrame(text) ? vehicleId : null)
    const members = audiences.resolve(vehicleId)
    if (!(members instanceof Promise)) return enqueue(members, text, gpsOf, watchedOf)
    return members.then((resolved) => enqueue(resolved, text, gpsOf, watchedOf))
  }

  const started = backplane.start((vehicleId, frame) => void deliver(vehicleId, frame))
  started.catch(onBackplaneError)

  const route = (path: string) => {
    const negotiatePath = `${path}/negotiate`
    return {
      request: (req: IncomingMessage, res: ServerResponse): boolean => {
        const pathname = (req.url ?? '').split('?', 1)[0]
        if (pathname === negotiatePath) void negotiate(context, req, res).catch(fail(res))
        else if (pathname === path) void serveConnection(context, req, res).catch(fail(res))
        else return false
        return true
      },
      upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
        if ((req.url ?? '').split('?', 1)[0] !== path) return false
        void upgrade(context, req, socket, head).catch(() => socket.destroy())
        return true
      },
    }
  }
  const fail = (res: ServerResponse) => (error: unknown) => {
    logger.error({ err: error }, 'hub request failed')
    if (!res.headersSent) res.writeHead(500).end()
    else res.destroy()
  }

  return {
    attach: (server, attachOptions) => {
      const routes = route(attachOptions?.path ?? '/DefaultHub')
      const others = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
      server.removeAllListeners('request')
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (!routes.request(req, res)) for (const listener of others) listener.call(server, req, res)
      })
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!routes.upgrade(req, socket, head) && server.listenerCount('upgrade') === 1) socket.destroy()
      })
    },
    fastifyPlugin: (fastify, pluginOptions, done) => {
      const path = pluginOptions.path ?? '/DefaultHub'
      const routes = route(fastify.prefix + path)
      // Hijacked before body parsing: the hub reads raw request streams (long polls and client sends).
      const onRequest = (
        request: { raw: IncomingMessage },
        reply: { raw: ServerResponse; hijack(): void },
        next: () => void,
      ) => {
        reply.hijack()
        routes.request(request.raw, reply.raw)
        next()
      }
      fastify.route({ method: 'POST', url: `${path}/negotiate`, onRequest, handler: async () => {} })
      fastify.route({ method: ['GET', 'POST', 'DELETE', 'OPTIONS'], url: path, onRequest, handler: async () => {} })
      fastify.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
        routes.upgrade(req, socket, head),
      )
      done()
    },
    publish: async (vehicleId, message) => {
      options.onPublish?.(message)
      const text = pushFrame(message)
      await deliver(vehicleId, text)
      await backplane.publish(vehicleId, text).catch(onBackplaneError)
    },
    ready: () => started,
    forgetPermissions: () => audiences.forgetDecisions(),
    disconnectUser: (userId, closeOptions) => {
      let count = 0
      for (const connection of connections.values()) {
        if (connection.principal.userId !== userId || connection.state === 'closed') continue
        connection.close(closeOptions ?? { allowReconnect: true })
        count++
      }
      return count
    },
    get connectionCount() {
      return audiences.size
    },
    close: async () => {
      if (!accepting) return
      accepting = false
      const gone = new Promise<void>((resolve) => {
        drained = resolve
        if (connections.size === 0) resolve()
      })
      for (const connection of connections.values()) connection.close({ allowReconnect: true })
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())
      await Promise.race([gone, grace])
      for (const connection of connections.values()) {
        connection.terminate()
        connection.transportEnded()
      }
      clearInterval(sweeper)
      webSockets.close()
      await backplane.close()
    },
  }
}
