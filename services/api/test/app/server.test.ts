import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devices, users } from '@vigil/db/schema'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import { verifyDeviceSecret } from '@vigil/devices'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { startApiServer, wantsDemoData } from '../../src/server.ts'

const testEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  MQTT_PORT: '0',
  TELTONIKA_PORT: '0',
  ...extra,
})

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      done(false)
    })
    socket.once('error', () => done(true))
  })

/** Listening servers, sockets and timers of this process that were not open before, after closing sockets settle. */
const handlesOpenedSince = async (before: string[]) => {
  const opened = () => {
    const left = [...before]
    return process
      .getActiveResourcesInfo()
      .filter((kind) => kind.startsWith('TCP') || kind === 'Timeout')
      .filter((kind) => (left.includes(kind) ? left.splice(left.indexOf(kind), 1).length === 0 : true))
  }
  for (let attempt = 0; attempt < 20 && opened().length > 0; attempt++)
    await new Promise((done) => setTimeout(done, 50))
  return opened()
}

// Starting the server opens a fresh embedded PostgreSQL: PGlite's initdb in WebAssembly, 4.6 s of CPU on a quiet
// machine before the first migration. Every other file opens its databases in a hook, under the hook allowance
// (hookTimeout, 120 s); these tests start servers in their body, so they get the same allowance rather than the 30 s
// meant for the work a test does. Under CI's two lanes on two cores a start took over 30 s and failed the run.
const STARTS_A_SERVER = 120_000

describe('startApiServer', () => {
  it(
    'listens, starts the device gateways, and leaves no open handles once closed',
    async () => {
      const before = process.getActiveResourcesInfo()
      const server = await startApiServer({ config: loadConfig(testEnv('memory://server-test')), demoData: false })
      const port = (server.app.server.address() as { port: number }).port
      const mqttPort = Number(new URL(server.app.devices.broker!.url).port)
      const response = await fetch(`http://127.0.0.1:${port}/appsettings.json`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { burnInURL: string }).burnInURL).toBe('http://localhost:5081')
      expect(await refused(mqttPort)).toBe(false)
      expect(await server.database.db.select().from(users)).toHaveLength(1)

      await server.close()
      expect(await refused(port)).toBe(true)
      expect(await refused(mqttPort)).toBe(true)
      expect(await handlesOpenedSince(before)).toEqual([])
    },
    STARTS_A_SERVER,
  )

  it(
    'adds demo data on a first start, with MQTT secrets the simulator can use, and not on the next start',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'vigil-server-'))
      try {
        const config = loadConfig(testEnv(dataDir))
        const first = await startApiServer({ config })
        try {
          const secrets = JSON.parse(readFileSync(join(dataDir, 'demo-device-secrets.json'), 'utf8'))
          expect(secrets).toEqual(first.demo?.secrets)
          const serials = Object.keys(secrets)
          expect(serials.length).toBeGreaterThan(0)
          expect(serials[0]).toBe('VG000001')
          for (const serial of serials)
            expect(await verifyDeviceSecret(first.database.db, serial, secrets[serial])).toBe(true)
          const [fitted] = await first.database.db.select().from(devices).where(eq(devices.serialNumber, 'VG000001'))
          expect(fitted?.vehicleId).not.toBeNull()
          const signIn = await first.app.inject({
            method: 'POST',
            url: '/api/Auth/SignInByEmail',
            payload: { email: demoSignIns.Admin, password: DEMO_PASSWORD },
          })
          expect(signIn.statusCode).toBe(200)
        } finally {
          await first.close()
        }
        const again = await startApiServer({ config })
        try {
          expect(again.demo).toBeUndefined()
          const demoAdmins = await again.database.db.select().from(users).where(eq(users.email, demoSignIns.Admin))
          expect(demoAdmins).toHaveLength(1)
        } finally {
          await again.close()
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    },
    STARTS_A_SERVER,
  )

  it('adds demo data only on the embedded database unless DEMO_DATA says otherwise', () => {
    const embedded = loadConfig({ DATA_DIR: 'memory://' })
    const postgres = loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: 'postgres://db/vigil' })
    expect(wantsDemoData(embedded, {})).toBe(true)
    expect(wantsDemoData(embedded, { DEMO_DATA: 'false' })).toBe(false)
    expect(wantsDemoData(postgres, {})).toBe(false)
    expect(wantsDemoData(postgres, { DEMO_DATA: 'true' })).toBe(true)
  })
})
