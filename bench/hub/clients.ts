// Load clients of bench:hub (a worker thread): hub connections, each signed in as its own bench user, or for the bare
// baseline plain WebSockets; every push carries its publish time as `sentAt`.
import { nowMs } from '../figures.ts'
import { connectHub, openSocket, serveHubClients } from '../hub-clients.ts'
import type { ToWorker } from './shared.ts'

const sentAtPattern = /"sentAt":([\d.]+)/g

const record = (data: Buffer) => {
  for (const match of data.toString().matchAll(sentAtPattern)) {
    tally.received++
    tally.latencies.push(nowMs() - Number(match[1]))
  }
}

const tally = serveHubClients(100, (message: Extract<ToWorker, { kind: 'connect-hub' | 'connect-bare' }>) => ({
  count: message.clients,
  open:
    message.kind === 'connect-hub'
      ? (client) => connectHub(message.url, `bench-${client}`, record)
      : (client) => openSocket(`${message.url}?client=${client}`, record, { handshake: false }),
}))
