import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as signalR10 from '@microsoft/signalr'
import * as signalR8 from '@microsoft/signalr-8'
import { jwtVerify, SignJWT } from 'jose'
import { afterEach } from 'vitest'
import { createHub, createMemoryBackplane, type Hub, type HubOptions, type HubPrincipal } from '../src/index.ts'

const secret = new TextEncoder().encode('hub-test-secret-hub-test-secret-0')

export interface TestUser {
  userId: number
  role: 'Admin' | 'Technical-Agent' | 'Company-Admin' | 'Account-Holder'
  companyIds?: number[]
}

export const agent: TestUser = { userId: 1, role: 'Technical-Agent' }
export const owner: TestUser = { userId: 100, role: 'Account-Holder' }
export const companyAdmin: TestUser = { userId: 300, role: 'Company-Admin', companyIds: [20] }

/** Vehicle 1 belongs to account holder 100 (company 10); vehicle 2 to account holder 200 (company 20). */
export const vehicles = new Map([
  [1, { ownerId: 100, companyId: 10 }],
  [2, { ownerId: 200, companyId: 20 }],
])

export const signToken = (user: TestUser, expiresInSeconds = 3600): Promise<string> =>
  new SignJWT({ role: user.role, companyIds: user.companyIds ?? [] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.userId))
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(secret)

export const authenticate = async (token: string): Promise<HubPrincipal | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    return {
      userId: Number(payload.sub),
      role: String(payload.role),
      companyIds: Array.isArray(payload.companyIds) ? payload.companyIds.map(Number) : [],
      expiresAt: (payload.exp ?? 0) * 1000,
    }
  } catch {
    return null
  }
}

/** The API's rule in miniature: agents see every vehicle, company admins their companies', account holders their own. */
export const mayWatch = (principal: HubPrincipal, vehicleId: number): boolean => {
  const vehicle = vehicles.get(vehicleId)
  if (!vehicle) return false
  if (principal.role === 'Admin' || principal.role === 'Technical-Agent') return true
  if (principal.role === 'Company-Admin') return principal.companyIds?.includes(vehicle.companyId) ?? false
  return principal.role === 'Account-Holder' && vehicle.ownerId === principal.userId
}

export interface HubServer {
  hub: Hub
  server: Server
  port: number
  url: string
  stop(): Promise<void>
}

/** A bare node:http server with the hub attached; `port` 0 picks a free one, a fixed port restarts on the same address. */
export const startHubServer = async (options: Partial<HubOptions> = {}, port = 0): Promise<HubServer> => {
  // Tests never pick up REDIS_URL or NATS_URL from the environment by accident.
  const hub = createHub({ authenticate, mayWatch, ...options, backplane: options.backplane ?? createMemoryBackplane() })
  const server = createServer((_req, res) => res.writeHead(404).end('not the hub'))
  hub.attach(server)
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  await hub.ready()
  const actualPort = (server.address() as AddressInfo).port
  return {
    hub,
    server,
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}/DefaultHub`,
    stop: async () => {
      await hub.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type SignalR = typeof signalR10
export const clients: [string, SignalR][] = [
  ['@microsoft/signalr 10.0.11', signalR10],
  ['@microsoft/signalr 8.0.17', signalR8 as unknown as SignalR],
]
export const transports = ['WebSockets', 'ServerSentEvents', 'LongPolling'] as const
export type TransportName = (typeof transports)[number]

export interface ClientOptions {
  transport: TransportName
  token: string | (() => string)
  reconnectDelays?: number[]
  serverTimeoutMs?: number
  keepAliveMs?: number
}

export const connectClient = (signalR: SignalR, url: string, options: ClientOptions) => {
  const tokenFactory = typeof options.token === 'string' ? () => options.token as string : options.token
  let builder = new signalR.HubConnectionBuilder().withUrl(url, {
    accessTokenFactory: tokenFactory,
    transport: signalR.HttpTransportType[options.transport],
  })
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays)
  return builder
    .withServerTimeout(options.serverTimeoutMs ?? 30_000)
    .withKeepAliveInterval(options.keepAliveMs ?? 15_000)
    .configureLogging(process.env.HUB_DEBUG ? signalR.LogLevel.Trace : signalR.LogLevel.None)
    .build()
}

/** Resolves with the arguments of the next call of a client method. */
export const nextPush = (connection: signalR10.HubConnection, target: string): Promise<unknown[]> =>
  new Promise((resolve) => {
    const handler = (...args: unknown[]) => {
      connection.off(target, handler)
      resolve(args)
    }
    connection.on(target, handler)
  })

/** Resolves when `condition` holds, checking whenever the event loop turns; for hub-side state without an event. */
export const eventually = async (condition: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * The hub servers a test file starts, each stopped after its test; a test that stops one itself takes it out of
 * `running` first.
 */
export function hubServersStoppedAfterEach() {
  const running: HubServer[] = []
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()))
  })
  const start = async (...args: Parameters<typeof startHubServer>) => {
    const server = await startHubServer(...args)
    running.push(server)
    return server
  }
  return { running, start }
}
