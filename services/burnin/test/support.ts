import type { AddressInfo } from 'node:net'
import { createTestApp, type DemoRole, type drivers, type TestApp } from '@vigil/api/testing'
import { connectSimulatedTracker, uniqueSerial, until } from '@vigil/device-sim/testing'
import { provisionDevice } from '@vigil/devices'
import type { BurnInUnit } from '@vigil/domain'
import { type BurnInApp, type BurnInConfig, buildBurnInApp, loadBurnInConfig } from '../src/index.ts'

export type DatabaseDriver = (typeof drivers)[number]

/** Short waits so a whole suite runs in a few seconds. */
export const testTiming: BurnInConfig['timing'] = {
  commandTimeoutMs: 4_000,
  eventTimeoutMs: 2_500,
  inputTimeoutMs: 2_500,
  freshnessMs: 60_000,
  pollMs: 40,
}

/** The API (database, device platform and its MQTT broker) for the burn-in service to share. */
export async function createPlatform(driver: DatabaseDriver, options: { devices?: boolean } = {}): Promise<TestApp> {
  const api = await createTestApp({
    driver,
    config: { mqttPort: 0, teltonikaPort: 0, deviceHost: '127.0.0.1' },
    devices: { devices: { commands: { sweepMs: 50, retryAfterMs: 1000, confirmTimeoutMs: 2000 } } },
  })
  if (options.devices ?? true) await api.app.devices.start({ teltonika: false })
  return api
}

export interface BurnInServer {
  app: BurnInApp
  /** Calls the service over HTTP as a demo user. */
  call(
    method: 'GET' | 'PUT',
    path: string,
    options?: { as?: DemoRole | 'anonymous'; body?: unknown },
    // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers of several shapes (messages, lists, problems).
  ): Promise<{ status: number; body: any }>
  results(): Promise<BurnInUnit[]>
  close(): Promise<void>
}

/** A burn-in service on the platform's database, listening on a random port. */
export async function startBurnIn(
  api: TestApp,
  options: { stations?: string; timing?: Partial<BurnInConfig['timing']> } = {},
): Promise<BurnInServer> {
  const base = loadBurnInConfig({ DATA_DIR: 'memory://', BURNIN_STATIONS: options.stations ?? 'S1,S2,S3' })
  const config: BurnInConfig = { ...base, api: api.app.config, timing: { ...testTiming, ...options.timing } }
  const app = await buildBurnInApp({
    config,
    db: api.db,
    ...(process.env.TEST_LOG ? { logger: { level: process.env.TEST_LOG } } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const call: BurnInServer['call'] = async (method, path, { as = 'Admin', body } = {}) => {
    const headers: Record<string, string> = await api.headersFor(as)
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }
  return {
    app,
    call,
    results: async () => {
      const answer = await call('GET', '/TestRunner/Results')
      if (answer.status !== 200) throw new Error(`Results failed: ${JSON.stringify(answer.body)}`)
      return answer.body.items
    },
    close: () => app.close(),
  }
}

export { until }

/**
 * A simulated tracker on the bench: registered, connected to the platform's broker, reporting often, and (while
 * `pressInputs`) with a jig that keeps triggering its tamper and SOS inputs as a tester would.
 */
export async function benchDevice(api: TestApp, options: { connect?: boolean } = {}) {
  const serial = uniqueSerial('BI')
  if (options.connect === false) {
    const provisioned = await provisionDevice(api.db, serial)
    api.app.devices.registry.forget(serial)
    return { serial, deviceId: provisioned.id, device: undefined, stop: async () => {} }
  }
  const { device, deviceId } = await connectSimulatedTracker(
    {
      provision: (serial) => provisionDevice(api.db, serial),
      registry: api.app.devices.registry,
      brokerUrl: api.app.devices.broker!.url,
    },
    { serial, seed: 11, gpsIntervalSeconds: 0.2 },
  )
  const jig = { pressInputs: true }
  const timer = setInterval(() => {
    void (async () => {
      await device.tick()
      if (jig.pressInputs) {
        await device.raise({ kind: 'tamper' })
        await device.raise({ kind: 'sos' })
      }
    })().catch(() => {})
  }, 150)
  return {
    serial,
    deviceId,
    device,
    jig,
    stop: async () => {
      clearInterval(timer)
      await device.stop()
    },
  }
}

/** The unit's results once none is InProgress any more. */
export async function finishedResults(server: BurnInServer, serial: string, timeoutMs = 30_000) {
  return until(async () => {
    const unit = (await server.results()).find((candidate) => candidate.unitSerialNumber === serial)
    return unit && unit.results.length > 0 && unit.results.every((result) => result.status !== 'InProgress')
      ? unit.results
      : undefined
  }, timeoutMs)
}
