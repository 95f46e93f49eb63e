/**
 * Hub benchmark: 2,000 WebSocket clients, each watching a share of 10,000 vehicles, receive GPS pushes published at a
 * target rate; the same frames are then broadcast by a bare `ws` server to the same clients for comparison.
 * Load clients run in a worker thread (raw `ws` speaking the SignalR JSON protocol); the hub and the publisher run here.
 * Each push carries a `sentAt` field so the clients can measure end-to-end latency.
 *
 * Env: BENCH_CLIENTS (2000), BENCH_VEHICLES (10000), BENCH_WATCHERS (watchers per vehicle, 2), BENCH_RATE (pushes/s,
 * 20000), BENCH_SECONDS (5).
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { createHub, createMemoryBackplane, type DeviceGpsLocationMessage, gpsLocation } from '@vigil/hub'
import { type WebSocket, WebSocketServer } from 'ws'
import { nowMs } from '../figures.ts'
import { RS } from '../hub-clients.ts'
import { type BenchShape, type FromWorker, type ToWorker, watchersOf } from './shared.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const shape: BenchShape = {
  clients: env('BENCH_CLIENTS', 2000),
  vehicles: env('BENCH_VEHICLES', 10_000),
  watchersPerVehicle: env('BENCH_WATCHERS', 2),
}
const rate = env('BENCH_RATE', 20_000)
const seconds = env('BENCH_SECONDS', 5)
const watchers = Array.from({ length: shape.vehicles }, (_, vehicleId) => watchersOf(shape, vehicleId))

const worker = new Worker(new URL('./clients.ts', import.meta.url))
const ask = async (message: ToWorker): Promise<FromWorker> => {
  const answer = once(worker, 'message') as Promise<[FromWorker]>
  worker.postMessage(message)
  return (await answer)[0]
}

/** A bench push: a real GPS message plus the publish time. */
const push = (vehicleId: number): DeviceGpsLocationMessage & { sentAt: number } => {
  const at = new Date().toISOString()
  return {
    vehicleId,
    latitudeDegrees: -26.2041 + vehicleId / 1e6,
    longitudeDegrees: 28.0473,
    deviceDateTime: at,
    receivedDateTime: at,
    sentAt: nowMs(),
  }
}

/** Publishes at `rate` pushes/s for `seconds`, yielding to the event loop between batches. */
const drive = async (publish: (vehicleId: number) => void) => {
  const started = nowMs()
  let sent = 0
  let vehicle = 0
  for (;;) {
    const elapsed = nowMs() - started
    if (elapsed >= seconds * 1000) return { sent, elapsedMs: elapsed }
    const due = Math.floor((rate * elapsed) / 1000) - sent
    for (let i = 0; i < due; i++) {
      publish(vehicle)
      vehicle = (vehicle + 7919) % shape.vehicles
    }
    sent += due
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

const measure = async (name: string, publish: (vehicleId: number) => void) => {
  await ask({ kind: 'report' })
  const { sent, elapsedMs } = await drive(publish)
  // Let frames in flight arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const report = await ask({ kind: 'report' })
  if (report.kind !== 'report') throw new Error('unexpected worker answer')
  const sorted = report.latencies.sort()
  return {
    name,
    'pushes/s published': Math.round(sent / (elapsedMs / 1000)),
    'frames expected': sent * shape.watchersPerVehicle,
    'frames delivered': report.received,
    'frames/s delivered': Math.round(report.received / (elapsedMs / 1000)),
    'p50 ms': Number(percentile(sorted, 0.5).toFixed(2)),
    'p99 ms': Number(percentile(sorted, 0.99).toFixed(2)),
    'max ms': Number((sorted[sorted.length - 1] ?? NaN).toFixed(2)),
  }
}

const benchHub = async () => {
  const hub = createHub({
    authenticate: async (token) => ({ userId: Number(token.slice('bench-'.length)), role: 'Technical-Agent' }),
    mayWatch: (principal, vehicleId) => watchers[vehicleId]?.includes(principal.userId) ?? false,
    backplane: createMemoryBackplane(),
  })
  const server = createServer((_req, res) => res.writeHead(404).end())
  hub.attach(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/DefaultHub`
  const connected = await ask({ kind: 'connect-hub', url, clients: shape.clients })
  console.log(
    `hub: ${hub.connectionCount} clients connected (${connected.kind === 'connected' ? connected.failed : '?'} failed)`,
  )
  const warmStart = nowMs()
  // The first push of each vehicle asks mayWatch about every connection; do that before measuring.
  for (let vehicleId = 0; vehicleId < shape.vehicles; vehicleId++)
    void hub.publish(vehicleId, gpsLocation(push(vehicleId)))
  console.log(`hub: audiences of ${shape.vehicles} vehicles built in ${(nowMs() - warmStart).toFixed(0)} ms`)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const result = await measure(
    'hub (SignalR JSON)',
    (vehicleId) => void hub.publish(vehicleId, gpsLocation(push(vehicleId))),
  )
  await ask({ kind: 'disconnect' })
  await hub.close()
  server.closeAllConnections()
  server.close()
  return result
}

const benchBare = async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false })
  await once(wss, 'listening')
  const sockets: WebSocket[] = []
  wss.on('connection', (socket, req) => {
    sockets[Number(new URL(req.url ?? '', 'http://x').searchParams.get('client'))] = socket
  })
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`
  await ask({ kind: 'connect-bare', url, clients: shape.clients })
  console.log(`bare ws: ${sockets.filter(Boolean).length} clients connected`)
  const result = await measure('bare ws broadcast', (vehicleId) => {
    const message = { type: 1, target: 'DeviceGpsLocationMessage', arguments: [push(vehicleId)] }
    const frame = Buffer.from(JSON.stringify(message) + RS)
    for (const client of watchers[vehicleId]!) sockets[client]?.send(frame, { binary: false })
  })
  await ask({ kind: 'disconnect' })
  wss.close()
  return result
}

console.log(
  `${shape.clients} clients, ${shape.vehicles} vehicles, ${shape.watchersPerVehicle} watchers per vehicle ` +
    `(${(shape.vehicles * shape.watchersPerVehicle) / shape.clients} vehicles per client), target ${rate} pushes/s for ${seconds} s`,
)
const hubResult = await benchHub()
const bareResult = await benchBare()
console.table([hubResult, bareResult])
console.log(
  `hub delivers ${((100 * hubResult['frames/s delivered']) / bareResult['frames/s delivered']).toFixed(0)}% of the bare ws rate; ` +
    `hub p99 ${hubResult['p99 ms']} ms`,
)
await worker.terminate()
