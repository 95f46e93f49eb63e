// Hub clients of the live bench (a worker thread): agents on raw WebSockets speaking SignalR JSON, recording how long
// each GPS push took from the device and when each vehicle's lock state arrives.
import { parentPort } from 'node:worker_threads'
import { nowMs } from '../figures.ts'
import { connectHub, RS, serveHubClients } from '../hub-clients.ts'
import { type FromAgents, latencyOf, type ToAgents } from './shared.ts'

const longitudePattern = /"longitudeDegrees":([\d.]+)/

// Frames of the agents that do not time pushes are only counted: parsing every frame of 200 agents on this machine
// would take the CPU from the API being measured.
const timedAgents = 10
const countFrames = (data: Buffer) => {
  for (let at = data.indexOf(0x1e); at !== -1; at = data.indexOf(0x1e, at + 1)) tally.received++
}

// The first agent also reports lock states: every agent receives them, one is enough to time a command.
const record = (data: Buffer, reportsLocks: boolean) => {
  const at = nowMs()
  for (const frame of data.toString().split(RS)) {
    if (frame.includes('"DeviceGpsLocationMessage"')) {
      const match = longitudePattern.exec(frame)
      if (!match) continue
      tally.latencies.push(latencyOf(Number(match[1]), at))
    } else if (reportsLocks && frame.includes('"DeviceLockUnlockMessage"')) {
      const { vehicleId, locked } = (JSON.parse(frame) as { arguments: [{ vehicleId: number; locked: boolean }] })
        .arguments[0]
      parentPort!.postMessage({ kind: 'lock-state', vehicleId, locked, at } satisfies FromAgents)
    }
  }
}

const tally = serveHubClients(50, (message: Extract<ToAgents, { kind: 'connect' }>) => ({
  count: message.tokens.length,
  open: (index) =>
    connectHub(message.url, message.tokens[index]!, (frame) => {
      countFrames(frame)
      if (index < timedAgents) record(frame, index === 0)
    }),
}))
