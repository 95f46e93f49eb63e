#!/usr/bin/env -S node --conditions=source
// The demo's simulated fleet, run by `pnpm start`: waits for the product's broker, drives the demo trackers (moving,
// parking, locking on command) and now and then raises a tamper or an SOS that clears itself a little later.
// Usage: demo-fleet.ts <broker url> <secrets file>
import { existsSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Fleet, startFleet } from './fleet.ts'
import { createRandom } from './random.ts'
import type { TrackerIncident } from './tracker.ts'

/** How long the product may take to start (first start builds nothing here, but migrates and seeds). */
const waitLimitMs = 180_000
/** One incident somewhere in the fleet about this often, so the demo shows alarms without drowning in them. */
const incidentEveryMs = 90_000
const incidentClearsAfterMs = 30_000

const [brokerUrl, secretsFile] = process.argv.slice(2).filter((argument) => argument !== '--')
if (!brokerUrl || !secretsFile) {
  console.error('Usage: demo-fleet.ts <broker url> <secrets file>')
  process.exit(2)
}

/**
 * Resolves once the broker accepts TCP connections and the demo's secrets exist. The API seeds (and writes the secrets)
 * before it opens its broker, so a broker without the file soon after means no demo data (e.g. on DATABASE_URL).
 */
async function waitForProduct(url: URL, file: string): Promise<boolean> {
  const deadline = Date.now() + waitLimitMs
  let brokerSince: number | undefined
  while (Date.now() < deadline) {
    if (brokerSince === undefined && (await accepts(url.hostname, Number(url.port || 1883)))) brokerSince = Date.now()
    if (brokerSince !== undefined && existsSync(file)) return true
    if (brokerSince !== undefined && Date.now() - brokerSince > 15_000) return false
    await sleep(1000)
  }
  return false
}

const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

const incidents: [TrackerIncident, TrackerIncident][] = [
  [{ kind: 'tamper' }, { kind: 'tamper-cleared' }],
  [{ kind: 'sos' }, { kind: 'sos-cleared' }],
]

function raiseIncidents(fleet: Fleet): () => void {
  const random = createRandom(7)
  const timers = new Set<NodeJS.Timeout>()
  const every = setInterval(() => {
    const device = fleet.mqtt[Math.floor(random.next() * fleet.mqtt.length)]
    const [raise, clear] = incidents[Math.floor(random.next() * incidents.length)]!
    if (!device) return
    void device.raise(raise).catch(() => undefined)
    console.log(`Simulated fleet: ${device.serial} raised ${raise.kind}`)
    const later = setTimeout(() => {
      timers.delete(later)
      void device.raise(clear).catch(() => undefined)
    }, incidentClearsAfterMs)
    timers.add(later)
  }, incidentEveryMs)
  return () => {
    clearInterval(every)
    for (const timer of timers) clearTimeout(timer)
  }
}

async function main(): Promise<void> {
  let stopping = false
  let fleet: Fleet | undefined
  let stopIncidents = () => {}
  const stop = () => {
    if (stopping) return
    stopping = true
    stopIncidents()
    // The product stops at the same time, so trackers may find no broker to say goodbye to: do not wait long for it.
    const stopped = fleet?.stop() ?? Promise.resolve()
    void Promise.race([stopped, sleep(2000)]).finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  if (!(await waitForProduct(new URL(brokerUrl!), secretsFile!))) {
    console.error(`Simulated fleet: no broker at ${brokerUrl} or no demo trackers in ${secretsFile}; not started.`)
    return
  }
  if (stopping) return
  const secrets: Record<string, string> = JSON.parse(readFileSync(secretsFile!, 'utf8'))
  const serials = Object.keys(secrets).sort()
  // Demo serials are `<prefix>000001`...: the prefix is what comes before the six digits.
  const prefix = serials[0]?.slice(0, -6) ?? 'VG'
  fleet = await startFleet({
    devices: serials.length,
    brokerUrl: brokerUrl!,
    serialPrefix: prefix,
    secretFor: (serial) => secrets[serial] ?? serial,
    onError: (serial, error) => {
      if (!stopping) console.error(`Simulated fleet: ${serial}: ${error.message}`)
    },
  })
  stopIncidents = raiseIncidents(fleet)
  console.log(`Simulated fleet: ${serials.length} demo trackers driving (start with --no-fleet to leave them parked).`)
}

main().catch((error: Error) => {
  console.error(`Simulated fleet: ${error.message}`)
  process.exit(1)
})
