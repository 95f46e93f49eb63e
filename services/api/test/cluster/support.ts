// The parts of a production deployment on one machine: a Mosquitto configured as the README says, the burn-in
// service as its own process, and a small reverse proxy (HTTP and WebSocket upgrades) in front of the API nodes.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { type AddressInfo, connect, createServer as createTcpServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '@vigil/db'
import { deviceEvents } from '@vigil/db/schema'
import type { MqttDevice } from '@vigil/device-sim'
import { inArray } from 'drizzle-orm'

export const freePort = async (): Promise<number> => {
  const server = createTcpServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  return port
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

/** A Mosquitto of the test's own with the README's settings: nothing dropped in flight or queued, persistence on. */
export async function startMosquitto(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-mosquitto-'))
  const port = await freePort()
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'max_inflight_messages 0',
      'max_queued_messages 0',
      'persistence true',
      `persistence_location ${dir}/`,
      '',
    ].join('\n'),
  )
  const child = spawn('mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100 && !(await accepts(port)); attempt++) await sleep(100)
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The burn-in service as production runs it: its own process on the shared PostgreSQL. */
export async function startBurnIn(env: Record<string, string>): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', join(import.meta.dirname, '../../../burnin/src/main.ts')],
    { env: { ...process.env, ...env, BURNIN_PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' },
  )
  for (let attempt = 0; attempt < 600 && !(await accepts(port)); attempt++) await sleep(100)
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
    },
  }
}

/**
 * A reverse proxy in front of the API nodes (HTTP and WebSocket upgrades). It is sticky per access token, as a load
 * balancer's session affinity is (a hub client's negotiate and its WebSocket must reach the same node): each new
 * token takes the next node in turn (requests without a token go where the turn stands), and a node that refuses
 * connections is skipped, as a health check would.
 * `upgrades` records which node each WebSocket went to.
 */
export async function startProxy(
  targets: () => string[],
): Promise<{ origin: string; upgrades: string[]; server: Server }> {
  let turn = 0
  const pinned = new Map<string, number>()
  const pick = async (url: string, authorization: string | undefined): Promise<string | undefined> => {
    const token =
      authorization?.replace(/^Bearer /, '') || new URL(url, 'http://proxy').searchParams.get('access_token')
    // Only a new token takes the next node: requests without one (pages, scripts, the sign-in itself) go where the
    // turn stands, so how many of them a page makes never decides which node its session lands on.
    let index = token ? pinned.get(token) : turn
    if (index === undefined) {
      index = turn++
      pinned.set(token!, index)
    }
    const nodes = targets()
    for (let tried = 0; tried < nodes.length; tried++) {
      const origin = nodes[(index + tried) % nodes.length]!
      if (await accepts(Number(new URL(origin).port))) return origin
    }
    return undefined
  }
  const upgrades: string[] = []
  const server = createServer(async (request, response) => {
    const origin = await pick(request.url ?? '/', request.headers.authorization)
    if (!origin) return response.writeHead(502).end()
    const upstream = httpRequest(
      `${origin}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  server.on('upgrade', async (request, socket, head) => {
    const origin = await pick(request.url ?? '/', request.headers.authorization)
    if (!origin) return socket.destroy()
    upgrades.push(origin)
    const upstream = connect({ host: '127.0.0.1', port: Number(new URL(origin).port) }, () => {
      const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    const close = () => {
      upstream.destroy()
      socket.destroy()
    }
    upstream.on('error', close)
    upstream.on('close', close)
    socket.on('error', close)
    socket.on('close', close)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, upgrades, server }
}

/**
 * Counts an event as acknowledged once Mosquitto's PUBACK came back (the trackers' publishing resolves then);
 * `missing` answers the acknowledged events the database does not hold, `duplicated` those it holds more than once
 * (counted per event: serial, kind and device time, which the natural key makes unique).
 */
export function trackAcknowledged(devices: MqttDevice[]) {
  const acknowledged = new Set<string>()
  for (const device of devices) {
    const publish = device.publish.bind(device)
    device.publish = async (events) => {
      await publish(events)
      for (const event of events) acknowledged.add(`${event.serial} ${event.type} ${event.time.toISOString()}`)
    }
  }
  const serials = devices.map((device) => device.tracker.serial)
  const copies = async (db: Database) => {
    const rows = await db
      .select({ serial: deviceEvents.serialNumber, type: deviceEvents.type, time: deviceEvents.deviceTime })
      .from(deviceEvents)
      .where(inArray(deviceEvents.serialNumber, serials))
    const counted = new Map<string, number>()
    for (const row of rows) {
      const key = `${row.serial} ${row.type} ${row.time.toISOString()}`
      counted.set(key, (counted.get(key) ?? 0) + 1)
    }
    return counted
  }
  const missing = async (db: Database) => {
    const stored = await copies(db)
    return [...acknowledged].filter((key) => !stored.has(key))
  }
  const duplicated = async (db: Database) => [...(await copies(db))].filter(([, count]) => count > 1)
  return { acknowledged, missing, duplicated }
}
