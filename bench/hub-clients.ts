// The benchmarks' hub clients (bench:hub's load clients, bench:live's agents): raw `ws` sockets speaking the SignalR
// JSON protocol in a worker thread, so thousands of them take nothing from the event loop being measured.
import { parentPort } from 'node:worker_threads'
import { WebSocket } from 'ws'

/** The SignalR JSON protocol's record separator, which ends every frame. */
export const RS = '\x1e'

/** What the main thread asks of any hub clients' worker, besides connecting them. */
export type ClientsRequest = { kind: 'report' } | { kind: 'disconnect' }
export type ClientsAnswer =
  | { kind: 'connected'; failed: number }
  | { kind: 'report'; received: number; latencies: Float64Array }
  | { kind: 'disconnected' }

/** What the clients received since the last report: the worker's frame handlers add to it. */
export interface ClientsTally {
  received: number
  latencies: number[]
}

type OnFrame = (frame: Buffer) => void

/**
 * Opens a WebSocket and hands every frame to `onFrame`; with `handshake`, only once the hub has accepted the SignalR
 * JSON handshake. Null when either fails, so a bench counts failures instead of stopping.
 */
export const openSocket = (
  url: string,
  onFrame: OnFrame,
  { handshake, headers = {} }: { handshake: boolean; headers?: Record<string, string> },
): Promise<WebSocket | null> =>
  new Promise((resolve) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false })
    socket.on('error', () => resolve(null))
    if (!handshake) {
      socket.on('message', (frame) => onFrame(frame as Buffer))
      socket.on('open', () => resolve(socket))
      return
    }
    socket.on('open', () => {
      socket.send(`{"protocol":"json","version":1}${RS}`)
      socket.once('message', (data) => {
        if (data.toString() !== `{}${RS}`) return resolve(null)
        socket.on('message', (frame) => onFrame(frame as Buffer))
        resolve(socket)
      })
    })
  })

/** Negotiates a hub connection with the bearer token and opens its WebSocket; null when the hub refuses either. */
export async function connectHub(url: string, token: string, onFrame: OnFrame): Promise<WebSocket | null> {
  const headers = { authorization: `Bearer ${token}` }
  const response = await fetch(`${url}/negotiate?negotiateVersion=1`, { method: 'POST', headers })
  if (!response.ok) return null
  const { connectionToken } = (await response.json()) as { connectionToken: string }
  return openSocket(`${url.replace('http', 'ws')}?id=${connectionToken}`, onFrame, { handshake: true, headers })
}

/**
 * Answers the main thread from this worker. A `Connect` message opens `count` clients with `open`, `batch` at a
 * time so the server's accept backlog is not flooded, and answers how many failed; report and disconnect are the
 * same for every bench. Returns the tally the frame handlers count into.
 */
export function serveHubClients<Connect extends { kind: string }>(
  batch: number,
  clientsOf: (message: Connect) => { count: number; open: (index: number) => Promise<WebSocket | null> },
): ClientsTally {
  const port = parentPort!
  const reply = (message: ClientsAnswer) => port.postMessage(message)
  const tally: ClientsTally = { received: 0, latencies: [] }
  let sockets: WebSocket[] = []
  // Clients ping like the real one does, so the hub's client timeout never drops them.
  setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`)
  }, 10_000).unref()
  port.on('message', async (message: Connect | ClientsRequest) => {
    if (message.kind === 'report') {
      reply({ kind: 'report', received: tally.received, latencies: Float64Array.from(tally.latencies) })
      tally.received = 0
      tally.latencies = []
    } else if (message.kind === 'disconnect') {
      await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve).terminate())))
      sockets = []
      reply({ kind: 'disconnected' })
    } else {
      const { count, open } = clientsOf(message as Connect)
      let failed = 0
      for (let start = 0; start < count; start += batch) {
        const opened = await Promise.all(
          Array.from({ length: Math.min(batch, count - start) }, (_, i) => open(start + i).catch(() => null)),
        )
        for (const socket of opened) if (socket) sockets.push(socket)
        failed += opened.filter((socket) => !socket).length
      }
      reply({ kind: 'connected', failed })
    }
  })
  return tally
}
