import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { hubMessages, problemTitles } from '@vigil/domain'
import type { WebSocketServer } from 'ws'
import type { HubConnection, HubPrincipal } from './connection.ts'
import { LongPollingTransport } from './transports/long-polling.ts'
import { attachServerSentEvents } from './transports/sse.ts'
import { attachWebSocket } from './transports/websocket.ts'

/** What the HTTP side of the hub needs from the hub itself. */
export interface EndpointContext {
  authenticate(token: string): Promise<HubPrincipal | null>
  find(connectionToken: string): HubConnection | undefined
  create(principal: HubPrincipal): HubConnection
  readonly accepting: boolean
  readonly webSockets: WebSocketServer
  readonly pollTimeoutMs: number
  readonly corsOrigins: readonly string[]
  readonly maxPostBytes: number
}

const TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
]

const text = (res: ServerResponse, status: number, body = '', headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body), ...headers })
  res.end(body)
}

const json = (res: ServerResponse, body: unknown): void => {
  const payload = JSON.stringify(body)
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) })
  res.end(payload)
}

const unauthorized = (res: ServerResponse): void => text(res, 401, '', { 'WWW-Authenticate': 'Bearer' })

/** Browsers put the token in `access_token` (they cannot set headers on WebSockets or EventSource); Node sends a header. */
export const accessToken = (req: IncomingMessage, url: URL): string | null => {
  const header = req.headers.authorization
  if (header && /^bearer /i.test(header)) return header.slice(7).trim() || null
  return url.searchParams.get('access_token') || null
}

const requestUrl = (req: IncomingMessage): URL => new URL(req.url ?? '/', 'http://hub.invalid')

const principalOf = async (context: EndpointContext, req: IncomingMessage, url: URL): Promise<HubPrincipal | null> => {
  const token = accessToken(req, url)
  return token ? context.authenticate(token).catch(() => null) : null
}

/** Answers credentialed cross-origin requests from configured origins; true when the request was a preflight. */
const cors = (context: EndpointContext, req: IncomingMessage, res: ServerResponse): boolean => {
  const origin = req.headers.origin
  if (!origin || !context.corsOrigins.includes(origin)) return false
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Vary', 'Origin')
  if (req.method !== 'OPTIONS') return false
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE')
  res.setHeader('Access-Control-Allow-Headers', 'authorization, x-requested-with, x-signalr-user-agent, content-type')
  text(res, 204)
  return true
}

const negotiateVersion = (url: URL): number | string => {
  for (const [name, value] of url.searchParams) {
    if (name.toLowerCase() !== 'negotiateversion') continue
    return /^\d+$/.test(value) ? Math.min(Number(value), 1) : value
  }
  return 0
}

/** POST `<hub>/negotiate`: authenticates, creates the connection and lists the transports. */
export const negotiate = async (context: EndpointContext, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  req.resume()
  if (cors(context, req, res)) return
  if (req.method !== 'POST') return text(res, 405)
  const url = requestUrl(req)
  const version = negotiateVersion(url)
  if (typeof version === 'string') {
    return json(res, { error: hubMessages.invalidProtocolVersion(version) })
  }
  const principal = await principalOf(context, req, url)
  if (!principal) return unauthorized(res)
  if (!context.accepting) return text(res, 503, hubMessages.shuttingDown)
  const connection = context.create(principal)
  json(
    res,
    version === 0
      ? { negotiateVersion: 0, connectionId: connection.connectionId, availableTransports: TRANSPORTS }
      : {
          negotiateVersion: 1,
          connectionId: connection.connectionId,
          connectionToken: connection.connectionToken,
          availableTransports: TRANSPORTS,
        },
  )
}

const readBody = (req: IncomingMessage, limit: number): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.destroy()
        resolve(null)
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString()))
    req.on('error', reject)
  })

type Lookup = { connection: HubConnection } | { status: number; body?: string; unauthorized?: true }

/** The shared checks of every request on an existing connection (`?id=`), in ASP.NET's order. */
const lookup = async (context: EndpointContext, req: IncomingMessage, url: URL): Promise<Lookup> => {
  const id = url.searchParams.get('id')
  if (!id) return { status: 400, body: hubMessages.connectionIdRequired }
  const principal = await principalOf(context, req, url)
  if (!principal) return { status: 401, unauthorized: true }
  const connection = context.find(id)
  if (!connection) return { status: 404, body: hubMessages.noConnection }
  if (principal.userId !== connection.principal.userId) return { status: 403 }
  // A fresh token on a poll or send extends the connection's life.
  if (principal.expiresAt !== undefined) connection.principal.expiresAt = principal.expiresAt
  return { connection }
}

/** GET, POST and DELETE on `<hub>?id=`: the SSE stream, long polls, client sends and the long-polling stop. */
export const serveConnection = async (
  context: EndpointContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  if (cors(context, req, res)) return
  const url = requestUrl(req)
  const found = await lookup(context, req, url)
  if (!('connection' in found)) {
    req.resume()
    if (found.unauthorized) return unauthorized(res)
    return text(res, found.status, found.body)
  }
  const { connection } = found
  const transport = connection.transport
  if (req.method === 'GET') {
    const wantsEvents = (req.headers.accept ?? '').includes('text/event-stream')
    if (transport instanceof LongPollingTransport) {
      if (wantsEvents) return text(res, 400, hubMessages.transportInUse)
      return transport.poll(res)
    }
    if (transport) {
      return transport.name === (wantsEvents ? 'ServerSentEvents' : 'LongPolling')
        ? text(res, 409)
        : text(res, 400, hubMessages.transportInUse)
    }
    if (connection.state === 'closed') return text(res, 404, hubMessages.noConnection)
    if (wantsEvents) return attachServerSentEvents(connection, req, res)
    return new LongPollingTransport(connection, context.pollTimeoutMs).start(res)
  }
  if (req.method === 'POST') {
    if (transport?.name === 'WebSockets') {
      req.resume()
      return text(res, 405, hubMessages.postOnWebSocket)
    }
    const body = await readBody(req, context.maxPostBytes)
    if (body === null) return text(res, 413)
    // The client's Close record can race its DELETE: a send on a finished connection is a 404.
    if (!transport || connection.state === 'closed') return text(res, 404, hubMessages.noConnection)
    connection.receive(body)
    return text(res, 200)
  }
  req.resume()
  if (req.method === 'DELETE') {
    if (!(transport instanceof LongPollingTransport)) {
      return text(res, 400, hubMessages.deleteNotLongPolling)
    }
    transport.remove()
    return text(res, 202)
  }
  text(res, 405)
}

const refuse = (socket: Duplex, status: number, reason: string, extra = ''): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${extra}Content-Length: 0\r\nConnection: close\r\n\r\n`)
}

/** WebSocket upgrade on `<hub>?id=`; refusals happen before the upgrade so the client falls back to the next transport. */
export const upgrade = async (context: EndpointContext, req: IncomingMessage, socket: Duplex, head: Buffer) => {
  socket.on('error', () => socket.destroy())
  const url = requestUrl(req)
  const id = url.searchParams.get('id')
  let connection: HubConnection | undefined
  if (id) {
    const found = await lookup(context, req, url)
    if (!('connection' in found)) {
      return refuse(
        socket,
        found.status,
        found.unauthorized ? problemTitles[401] : hubMessages.upgradeRefused,
        found.unauthorized ? 'WWW-Authenticate: Bearer\r\n' : '',
      )
    }
    connection = found.connection
  } else {
    // skipNegotiation: the client connects straight away, so the connection is created here.
    const principal = await principalOf(context, req, url)
    if (!principal) return refuse(socket, 401, problemTitles[401], 'WWW-Authenticate: Bearer\r\n')
    if (!context.accepting) return refuse(socket, 503, problemTitles.serviceUnavailable)
    connection = context.create(principal)
  }
  if (connection.transport) {
    return connection.transport.name === 'WebSockets'
      ? refuse(socket, 409, problemTitles[409])
      : refuse(socket, 400, problemTitles.badRequest)
  }
  if (connection.state === 'closed') return refuse(socket, 404, problemTitles[404])
  const target = connection
  context.webSockets.handleUpgrade(req, socket, head, (webSocket) => {
    if (target.transport || target.state === 'closed') return webSocket.terminate()
    attachWebSocket(target, webSocket)
  })
}
