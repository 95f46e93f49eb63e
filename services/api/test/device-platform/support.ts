import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import * as signalR from '@microsoft/signalr'
import type { Database, DatabaseDriver } from '@vigil/db'
import { devices, vehicles } from '@vigil/db/schema'
import { createRandom, SimulatedTracker, TeltonikaDevice, teltonikaFirmwareVersion } from '@vigil/device-sim'
import { connectSimulatedTracker, type SimulatedTrackerSetup } from '@vigil/device-sim/testing'
import { type CommandOptions, provisionDevice } from '@vigil/devices'
import { eq } from 'drizzle-orm'
import { createTestApp, type DemoRole, type TestApp } from '../harness.ts'

export const CHECKLIST_PASSCODE = 'installer-passcode-1'
export const mosquittoUrl = 'mqtt://127.0.0.1:1883'

export interface DeviceTestApp extends TestApp {
  /** http://127.0.0.1:{port} */
  origin: string
}

/** A test app listening on a random port with its device gateways started (embedded Aedes unless `mqttUrl`). */
export async function createDeviceTestApp(
  driver: DatabaseDriver,
  options: { mqttUrl?: string; teltonika?: boolean; commands?: Partial<CommandOptions> } = {},
): Promise<DeviceTestApp> {
  const t = await createTestApp({
    driver,
    config: {
      mqttPort: 0,
      teltonikaPort: 0,
      deviceHost: '127.0.0.1',
      checklistPasscode: CHECKLIST_PASSCODE,
      mqttUrl: options.mqttUrl,
    },
    devices: {
      devices: { commands: { sweepMs: 100, retryAfterMs: 1000, confirmTimeoutMs: 2000, ...options.commands } },
    },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  await t.app.devices.start({
    teltonika: options.teltonika ?? false,
    mqttClientId: `vigil-test-${randomBytes(6).toString('hex')}`,
    // A unique id never comes back: a persistent session would stay on the shared broker, queueing for no one.
    mqttSession: 'clean',
  })
  const { port } = t.app.server.address() as AddressInfo
  return { ...t, origin: `http://127.0.0.1:${port}` }
}

export { uniqueSerial, until } from '@vigil/device-sim/testing'

/** Links the device to the vehicle; a vehicle has one tracker, so the vehicle's demo device is unlinked first. */
export async function fitTracker(db: Database, deviceId: number, vehicleId: number | null) {
  if (vehicleId !== null) await db.update(devices).set({ vehicleId: null }).where(eq(devices.vehicleId, vehicleId))
  await db.update(devices).set({ vehicleId }).where(eq(devices.id, deviceId))
}

async function linkOnly(t: TestApp, deviceId: number, vehicleId: number | null) {
  await fitTracker(t.db, deviceId, vehicleId)
  // The registry may still map the unlinked demo device's serial to the vehicle.
  t.app.devices.registry.forget()
}

/** The vehicle reported standing still just now, so the moving-vehicle interlock lets a command through. */
export const standStill = (t: TestApp, vehicleId: number, also: { isLocked?: boolean } = {}) =>
  t.db
    .update(vehicles)
    .set({ gpsSpeedKph: 0, gpsDateTime: new Date(), ...also })
    .where(eq(vehicles.id, vehicleId))

/** A fix on every tick, so each test step reports one, and a car that moves between them. */
export const reportingEveryTick = { seed: 11, gpsIntervalSeconds: 0, keepDriving: true } as const

/** Registers a tracker linked to the vehicle and puts a simulated one on the app's MQTT broker. */
export const connectSimulatedDevice = (
  t: TestApp,
  vehicleId: number | null,
  setup: Omit<SimulatedTrackerSetup, 'registered'> = {},
) =>
  connectSimulatedTracker(
    {
      provision: (serial) => provisionDevice(t.db, serial),
      registry: t.app.devices.registry,
      brokerUrl: t.app.devices.broker!.url,
    },
    { ...setup, registered: (deviceId) => linkOnly(t, deviceId, vehicleId) },
  )

/** A Teltonika tracker registered by IMEI and connected to the app's TCP port. */
export async function connectTeltonikaDevice(
  t: DeviceTestApp,
  vehicleId: number | null,
  imei = `35${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
) {
  const provisioned = await provisionDevice(t.db, imei, 'teltonika')
  await linkOnly(t, provisioned.id, vehicleId)
  t.app.devices.registry.forget(imei)
  const tracker = new SimulatedTracker({
    serial: imei,
    city: 'Durban',
    random: createRandom(3),
    start: new Date(),
    applicationVersion: teltonikaFirmwareVersion,
  })
  const device = new TeltonikaDevice(tracker, {
    host: '127.0.0.1',
    port: t.app.devices.teltonikaPort!,
    ackTimeoutMs: 500,
  })
  await device.start()
  return { device, deviceId: provisioned.id, imei }
}

/** A real @microsoft/signalr client on `{baseURL}/DefaultHub`, signed in as a demo user (or with a token of its own). */
export async function connectHubClient(
  t: DeviceTestApp,
  role: DemoRole | (() => string),
): Promise<signalR.HubConnection> {
  const token = typeof role === 'function' ? role() : await t.tokenFor(role)
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(`${t.origin}/api/DefaultHub`, { accessTokenFactory: () => token })
    .configureLogging(signalR.LogLevel.None)
    .build()
  await connection.start()
  return connection
}

/** Collects a hub client's pushes of one kind. */
export function collectPushes<T>(connection: signalR.HubConnection, target: string): T[] {
  const received: T[] = []
  connection.on(target, (payload: T) => received.push(payload))
  return received
}
