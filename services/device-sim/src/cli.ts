#!/usr/bin/env -S node --conditions=source
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { type Fleet, startFleet } from './fleet.ts'
import type { TrackerIncident } from './tracker.ts'

const usage = `Usage: vigil-device-sim [options]
  --devices N              trackers on MQTT (default 10)
  --broker URL             MQTT broker (default mqtt://127.0.0.1:1884)
  --teltonika HOST:PORT    Teltonika TCP gateway
  --teltonika-devices N    trackers on Teltonika TCP (default 0)
  --prefix TEXT            MQTT serial prefix (default SIM -> SIM000001)
  --secret TEXT            one password for every device (default: the serial)
  --secrets FILE           JSON object serial -> password
  --seed N                 randomness seed (default 1)
  --tick-ms N              simulation step (default 1000)
Then type on stdin: <serial> tamper | tamper-cleared | sos | sos-cleared | motor-error ignition|motor
  | low-battery | fail-relay | fix-relay | engine on|off | step 1..6 (installer mode)
  Thefts (theft rules): drive-away [metres, default 2000] | move-while-locked [metres, default 500]
  | go-silent | plug-in`

/** A theft of `metres` (a positive number up to 100 km), or undefined so the usage is shown. */
const theft = (kind: 'drive-away' | 'move-while-locked', metres: string): TrackerIncident | undefined => {
  const value = Number(metres)
  return value > 0 && value <= 100_000 ? { kind, metres: value } : undefined
}

const incidents: Record<string, (argument: string | undefined) => TrackerIncident | undefined> = {
  tamper: () => ({ kind: 'tamper' }),
  'tamper-cleared': () => ({ kind: 'tamper-cleared' }),
  sos: () => ({ kind: 'sos' }),
  'sos-cleared': () => ({ kind: 'sos-cleared' }),
  'motor-error': (source) =>
    source === 'ignition' || source === 'motor' ? { kind: 'motor-error', source } : undefined,
  'low-battery': () => ({ kind: 'low-battery' }),
  'fail-relay': () => ({ kind: 'fail-relay', failed: true }),
  'fix-relay': () => ({ kind: 'fail-relay', failed: false }),
  engine: (state) => (state === 'on' || state === 'off' ? { kind: 'engine', on: state === 'on' } : undefined),
  'drive-away': (metres) => theft('drive-away', metres ?? '2000'),
  'move-while-locked': (metres) => theft('move-while-locked', metres ?? '500'),
  'go-silent': () => ({ kind: 'silent', silent: true }),
  'plug-in': () => ({ kind: 'silent', silent: false }),
}

async function operate(fleet: Fleet, line: string): Promise<string> {
  const [serial, action, argument] = line.trim().split(/\s+/)
  if (!serial || !action) return usage
  const device = fleet.find(serial)
  if (device === undefined) return `No simulated device ${serial}.`
  if (action === 'step') {
    const events = await device.installerStep(Number(argument))
    return `${serial}: step ${argument} -> ${events.map((event) => event.type).join(', ') || 'nothing'}`
  }
  const incident = incidents[action]?.(argument)
  if (incident === undefined) return usage
  const events = await device.raise(incident)
  return `${serial}: ${action} -> ${events.map((event) => event.type).join(', ') || 'done'}`
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((argument) => argument !== '--')
  const { values } = parseArgs({
    args,
    options: {
      devices: { type: 'string', default: '10' },
      broker: { type: 'string', default: 'mqtt://127.0.0.1:1884' },
      teltonika: { type: 'string' },
      'teltonika-devices': { type: 'string', default: '0' },
      prefix: { type: 'string', default: 'SIM' },
      secret: { type: 'string' },
      secrets: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'tick-ms': { type: 'string', default: '1000' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const secrets: Record<string, string> = values.secrets ? JSON.parse(readFileSync(values.secrets, 'utf8')) : {}
  const [host, port] = (values.teltonika ?? '').split(':')
  const fleet = await startFleet({
    devices: Number(values.devices),
    brokerUrl: values.broker,
    teltonika: host && port ? { host, port: Number(port) } : undefined,
    teltonikaDevices: Number(values['teltonika-devices']),
    serialPrefix: values.prefix,
    secretFor: (serial) => secrets[serial] ?? values.secret ?? serial,
    seed: Number(values.seed),
    tickMs: Number(values['tick-ms']),
    onError: (serial, error) => console.error(`${serial}: ${error.message}`),
  })
  console.log(`${fleet.mqtt.length} MQTT and ${fleet.teltonika.length} Teltonika trackers running. Ctrl+C stops.`)
  const input = createInterface({ input: process.stdin })
  input.on('line', (line) => {
    void operate(fleet, line).then(console.log, (error: Error) => console.error(error.message))
  })
  const stop = () => {
    input.close()
    void fleet.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
