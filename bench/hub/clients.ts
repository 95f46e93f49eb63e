import { parentPort } from 'node:worker_threads'
import { WebSocket } from 'ws'
import { type FromWorker, nowMs, RS, type ToWorker } from './shared.ts'

/** Load clients: raw `ws` sockets speaking the SignalR JSON protocol (or plain frames for the bare baseline). */
const port = parentPort!
const reply = (message: FromWorker) => port.postMessage(message)
let sockets: WebSocket[] = []
let received = 0
let latencies: number[] = []
const sentAtPattern = /"sentAt":([\d.]+)/g

const record = (data: Buffer) => {
  const text = data.toString()
  for (const match of text.matchAll(sentAtPattern)) {
    received++
    latencies.push(nowMs() - Number(match[1]))
  }
}

const open = (url: string, handshake: boolean, headers: Record<string, string> = {}): Promise<WebSocket | null> =>
  new Promise((resolve) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false })
    socket.on('error', () => resolve(null))
    socket.on('open', () => {
      if (!handshake) return resolve(socket)
      socket.send(`{"protocol":"json","version":1}${RS}`)
      socket.once('message', (data) => {
        if (data.toString() !== `{}${RS}`) return resolve(null)
        socket.on('message', (frame) => record(frame as Buffer))
        resolve(socket)
      })
    })
    if (!handshake) socket.on('message', (frame) => record(frame as Buffer))
  })

const connectHub = async (url: string, client: number): Promise<WebSocket | null> => {
  const token = `bench-${client}`
  const response = await fetch(`${url}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  const { connectionToken } = (await response.json()) as { connectionToken: string }
  return open(`${url.replace('http', 'ws')}?id=${connectionToken}`, true, { authorization: `Bearer ${token}` })
}

const connectAll = async (count: number, connect: (client: number) => Promise<WebSocket | null>) => {
  let failed = 0
  for (let start = 0; start < count; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, (_, i) => connect(start + i).catch(() => null)),
    )
    for (const socket of batch) if (socket) sockets.push(socket)
    failed += batch.filter((socket) => !socket).length
  }
  return failed
}

// Clients ping like the real one does, so the hub's client timeout never drops them.
setInterval(() => {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`)
}, 10_000).unref()

port.on('message', async (message: ToWorker) => {
  if (message.kind === 'connect-hub') {
    reply({ kind: 'connected', failed: await connectAll(message.clients, (client) => connectHub(message.url, client)) })
  } else if (message.kind === 'connect-bare') {
    const failed = await connectAll(message.clients, (client) => open(`${message.url}?client=${client}`, false))
    reply({ kind: 'connected', failed })
  } else if (message.kind === 'report') {
    reply({ kind: 'report', received, latencies: Float64Array.from(latencies) })
    received = 0
    latencies = []
  } else {
    await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve).terminate())))
    sockets = []
    reply({ kind: 'disconnected' })
  }
})
