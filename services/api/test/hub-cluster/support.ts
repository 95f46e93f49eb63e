import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type * as signalR from '@microsoft/signalr'
import type { Database } from '@vigil/db'
import type { MqttDevice } from '@vigil/device-sim'
import { connectSimulatedTracker } from '@vigil/device-sim/testing'
import { provisionDevice } from '@vigil/devices'
import pg from 'pg'
import { ulid } from 'ulid'
import { fitTracker, reportingEveryTick } from '../device-platform/support.ts'

const postgresServer = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const mainScript = join(import.meta.dirname, '../../src/main.ts')

/** A uniquely named PostgreSQL database for the test, dropped (with its open connections) afterwards. */
export async function createSharedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vigil_cluster_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${postgresServer}/postgres` })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  return { url: `${postgresServer}/${name}`, drop: () => admin(`drop database if exists ${name} with (force)`) }
}

export interface ApiProcess {
  /** http://127.0.0.1:{port} */
  origin: string
  /** The embedded MQTT broker trackers connect to. */
  mqttUrl: string
  stop(): Promise<void>
  /** Ends the process at once (SIGKILL), as a crashed machine would. */
  kill(): void
}

const parseLogMessage = (line: string): string => {
  try {
    return (JSON.parse(line) as { msg?: string }).msg ?? ''
  } catch {
    return ''
  }
}

const running = new Set<ChildProcess>()
// Whatever happens to the test worker, no API process outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  running.delete(child)
}

/**
 * Starts `src/main.ts` as its own Node process, the way it runs in production, on free HTTP, MQTT and Teltonika
 * ports; resolves once it announces where trackers connect (after the HTTP server listens).
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'MQTT_URL', 'SMTP_URL', 'TURNSTILE_SECRET']) {
    delete inherited[name]
  }
  const child = spawn(process.execPath, ['--conditions=source', mainScript], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      TELTONIKA_PORT: '0',
      DEVICE_HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      // The test seeds the shared database itself.
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const output: string[] = []
  const remember = (line: string) => {
    output.push(line)
    if (output.length > 40) output.shift()
    if (process.env.TEST_LOG) console.log(`[api ${child.pid}] ${line}`)
  }
  createInterface({ input: child.stderr! }).on('line', remember)
  let origin: string | undefined
  try {
    const mqttUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the API did not start in ${timeoutMs} ms`)), timeoutMs)
      child.once('exit', (code, signal) => reject(new Error(`the API exited early (${code ?? signal})`)))
      createInterface({ input: child.stdout! }).on('line', (line) => {
        remember(line)
        const message = parseLogMessage(line)
        origin ??= /^Server listening at (http:\/\/\S+)$/.exec(message)?.[1]
        const trackers = /^Trackers: MQTT (mqtt:\/\/\S+)/.exec(message)?.[1]
        if (trackers) {
          clearTimeout(timer)
          resolve(trackers)
        }
      })
    })
    if (!origin) throw new Error('the API never said where it listens')
    return { origin, mqttUrl, stop: () => stopChild(child), kill: () => child.kill('SIGKILL') }
  } catch (error) {
    await stopChild(child)
    throw new Error(`${(error as Error).message}; its last output:\n${output.join('\n')}`)
  }
}

/** Signs in through the API's real route over HTTP and returns the access token. */
export async function signInOverHttp(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** A simulated tracker fitted to the vehicle, on a broker that API processes other than this test ingest from. */
export const connectFittedTracker = (db: Database, brokerUrl: string, vehicleId: number) =>
  connectSimulatedTracker(
    // Those processes' registries are out of reach, and none has looked up this new serial yet.
    { provision: (serial) => provisionDevice(db, serial), registry: { forget: () => {} }, brokerUrl },
    { ...reportingEveryTick, registered: (deviceId) => fitTracker(db, deviceId, vehicleId) },
  )

/** Makes the tracker run a lock or unlock and publish the lock report that confirms it. */
export async function reportLock(device: MqttDevice, locked: boolean) {
  const now = new Date()
  const { events } = device.tracker.handleCommand(
    {
      cmdId: ulid(),
      name: locked ? 'lock' : 'unlock',
      params: {},
      expiresAt: new Date(now.getTime() + 60_000),
      attempt: 1,
    },
    now,
  )
  await device.publish(events)
  return events
}

/** Makes the tracker publish a fresh GPS fix; returns its coordinates. */
export async function reportGps(device: MqttDevice) {
  const fix = (await device.tick()).find((event) => event.type === 'gps')
  if (fix?.type !== 'gps') throw new Error('the simulated tracker reported no GPS fix')
  return fix.data
}

/** Resolves with the first push of `target` that matches, or rejects after `timeoutMs`. */
export function pushMatching<T>(
  connection: signalR.HubConnection,
  target: string,
  matches: (payload: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off(target, handler)
      reject(new Error(`no matching ${target} within ${timeoutMs} ms`))
    }, timeoutMs)
    const handler = (payload: T) => {
      if (!matches(payload)) return
      clearTimeout(timer)
      connection.off(target, handler)
      resolve(payload)
    }
    connection.on(target, handler)
  })
}
