/**
 * What the benchmarks that run the API with a simulated fleet share (bench/ingest, bench/live, bench/web): a database
 * of their own, the API's configuration, thousands of trackers registered at once, and the API started with its
 * device platform.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { buildApp, loadConfig } from '@vigil/api'
import type { DatabaseHandle } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import { provisionDevice } from '@vigil/devices'
import pg from 'pg'
import type { DeviceSetup, FromDevices, ToDevices } from './live/shared.ts'
import { postgresServer } from './settings.ts'

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: `${postgresServer}/postgres` })
  await client.connect()
  await client.query(statement)
  await client.end()
}

/** Runs `run` on a PostgreSQL database of its own (its URL), dropped however the run ends. */
export async function withScratchDatabase<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `vigil_${label}_${process.pid}_${randomBytes(3).toString('hex')}`
  await admin(`create database ${name}`)
  try {
    return await run(`${postgresServer}/${name}`)
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
}

/** The API's configuration for a run: nothing on disk, the device gateways on free local ports, plus `settings`. */
export const benchConfig = (settings: NodeJS.ProcessEnv) =>
  loadConfig({
    DATA_DIR: 'memory://',
    JWT_SECRET: `bench-${randomBytes(8).toString('hex')}`,
    MQTT_PORT: '0',
    TELTONIKA_PORT: '0',
    DEVICE_HOST: '127.0.0.1',
    CHECKLIST_PASSCODE: 'bench',
    ...settings,
  })

/**
 * The reference data, one account holder and `count` vehicles registered `{prefix} 1` to `{prefix} count` for a fleet
 * to be fitted to (registerFleet links them).
 */
export async function seedVehicles(database: DatabaseHandle, prefix: string, count: number): Promise<void> {
  const client = (database.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client
  await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select id, 'Bench', 'Holder', 'bench@vigil.local' from roles where name = 'Account-Holder'`)
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour)
    select (select id from users where email = 'bench@vigil.local'), '${prefix} ' || g, 'Toyota', 'Toyota Hilux', '2020', 'White'
    from generate_series(1, ${count}) g`)
}

/**
 * Registers trackers `{prefix}0…1` to `count`, each linked to the vehicle registered `{prefix} n` (which the caller
 * seeded). Only the first is provisioned: the rest share its MQTT secret's hash, since hashing thousands of secrets
 * would take minutes of a run's set-up.
 */
export async function registerFleet(
  database: DatabaseHandle,
  fleet: { prefix: string; digits: number; count: number },
): Promise<{ serials: string[]; secret: string }> {
  const { prefix, digits, count } = fleet
  // Both drivers' clients (a node-postgres pool, PGlite) answer query(text).
  const client = (database.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client
  const serials = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(digits, '0')}`)
  const first = serials[0]!
  const { secret } = await provisionDevice(database.db, first)
  await client.query(`insert into devices (serial_number, protocol, mqtt_secret_hash, vehicle_id)
    select '${prefix}' || lpad(g::text, ${digits}, '0'), 'mqtt', (select mqtt_secret_hash from devices where serial_number = '${first}'),
      (select id from vehicles where registration_number = '${prefix} ' || g)
    from generate_series(2, ${count}) g`)
  await client.query(`update devices set vehicle_id = (select id from vehicles where registration_number = '${prefix} 1')
    where serial_number = '${first}'`)
  return { serials, secret: secret ?? '' }
}

/** The API listening on a free local port with its device platform (MQTT only) started. */
export async function startApi(
  config: ReturnType<typeof loadConfig>,
  database: DatabaseHandle,
  options: Pick<Parameters<typeof buildApp>[0], 'devices'> = {},
) {
  const app = await buildApp({ config, database, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.devices.start({ teltonika: false })
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  return { app, origin, brokerUrl: app.devices.broker!.url }
}

/** The simulated trackers (live/devices.ts) on a thread of their own, so their work is not the API thread's. */
export function startTrackers(setup: DeviceSetup) {
  const worker = new Worker(new URL('./live/devices.ts', import.meta.url), { workerData: setup })
  const ready = once(worker, 'message').then(([message]: FromDevices[]) =>
    message?.kind === 'ready' ? message.failed : Number.NaN,
  )
  let stats = { published: 0, acked: 0 }
  worker.on('message', (message: FromDevices) => {
    if (message.kind === 'stats') stats = message
  })
  return {
    /** Resolves once every tracker tried to connect, with how many failed. */
    ready,
    /** Events published and acknowledged so far (updated four times a second). */
    stats: () => stats,
    /** GPS events a second, spread evenly over the trackers. */
    setRate: (eventsPerSecond: number) => worker.postMessage({ kind: 'rate', eventsPerSecond } satisfies ToDevices),
    stop: async () => {
      worker.postMessage({ kind: 'stop' } satisfies ToDevices)
      await worker.terminate()
    },
  }
}
