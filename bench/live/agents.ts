// Hub clients of the live bench (a worker thread): agents on raw WebSockets speaking SignalR JSON, recording how long
// each GPS push took from the device and when each vehicle's lock state arrives.
import { parentPort } from 'node:worker_threads'
import { WebSocket } from 'ws'
import { type FromAgents, latencyOf, nowMs, RS, type ToAgents } from './shared.ts'

const port = parentPort!
const reply = (message: FromAgents) => port.postMessage(message)
let sockets: WebSocket[] = []
let received = 0
let latencies: number[] = []
const longitudePattern = /"longitudeDegrees":([\d.]+)/

// Frames of the agents that do not time pushes are only counted: parsing every frame of 200 agents on this machine
// would take the CPU from the API being measured.
const timedAgents = 10
const countFrames = (data: Buffer) => {
  for (let at = data.indexOf(0x1e); at !== -1; at = data.indexOf(0x1e, at + 1)) received++
}

// The first agent also reports lock states: every agent receives them, one is enough to time a command.
const record = (data: Buffer, reportsLocks: boolean) => {
  const at = nowMs()
  for (const frame of data.toString().split(RS)) {
    if (frame.includes('"DeviceGpsLocationMessage"')) {
      const match = longitudePattern.exec(frame)
      if (!match) continue
      latencies.push(latencyOf(Number(match[1]), at))
    } else if (reportsLocks && frame.includes('"DeviceLockUnlockMessage"')) {
      const { vehicleId, locked } = (JSON.parse(frame) as { arguments: [{ vehicleId: number; locked: boolean }] })
        .arguments[0]
      reply({ kind: 'lock-state', vehicleId, locked, at })
    }
  }
}

const connect = async (
  url: string,
  token: string,
  timed: boolean,
  reportsLocks: boolean,
): Promise<WebSocket | null> => {
  const response = await fetch(`${url}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok) return null
  const { connectionToken } = (await response.json()) as { connectionToken: string }
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${token}` },
      perMessageDeflate: false,
    })
    socket.on('error', () => resolve(null))
    socket.on('open', () => {
      socket.send(`{"protocol":"json","version":1}${RS}`)
      socket.once('message', (data) => {
        if (data.toString() !== `{}${RS}`) return resolve(null)
        socket.on('message', (frame) => {
          countFrames(frame as Buffer)
          if (timed) record(frame as Buffer, reportsLocks)
        })
        resolve(socket)
      })
    })
  })
}

// Agents ping like the real client does, so the hub's client timeout never drops them.
setInterval(() => {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`)
}, 10_000).unref()

port.on('message', async (message: ToAgents) => {
  if (message.kind === 'connect') {
    let failed = 0
    for (let start = 0; start < message.tokens.length; start += 50) {
      const batch = await Promise.all(
        message.tokens
          .slice(start, start + 50)
          .map((token, i) => connect(message.url, token, start + i < timedAgents, start + i === 0).catch(() => null)),
      )
      for (const socket of batch) if (socket) sockets.push(socket)
      failed += batch.filter((socket) => !socket).length
    }
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
