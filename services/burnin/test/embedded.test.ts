import { provisionDevice } from '@vigil/devices'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBurnInConfig } from '../src/config.ts'
import { type EmbeddedServers, startEmbeddedServers } from '../src/embedded.ts'

const admin = { email: 'embedded.admin@vigil.test', password: 'Embedded-pass-1!' }

describe('the embedded default: API and burn-in in one process on one PGlite database', () => {
  let servers: EmbeddedServers
  const origin = (app: { server: { address(): unknown } }) =>
    `http://127.0.0.1:${(app.server.address() as { port: number }).port}`

  beforeAll(async () => {
    const config = loadBurnInConfig({
      DATA_DIR: 'memory://embedded-test',
      HOST: '127.0.0.1',
      PORT: '0',
      BURNIN_PORT: '0',
      MQTT_PORT: '0',
      TELTONIKA_PORT: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      BURNIN_STATIONS: 'S1,S2',
    })
    servers = await startEmbeddedServers({ config, demoData: false })
  })
  afterAll(() => servers?.close())

  it('runs on the embedded database with the device gateways started', () => {
    expect(servers.api.database.driver).toBe('pglite')
    expect(servers.api.app.devices.broker?.url).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/)
    expect(origin(servers.burnIn)).not.toBe(origin(servers.api.app))
  })

  it('puts a device the API provisioned on a burn-in station, signed in through the API', async () => {
    const serial = `EMB${Date.now()}`
    await provisionDevice(servers.api.database.db, serial)
    const signIn = await fetch(`${origin(servers.api.app)}/api/Auth/SignInByEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    expect(signIn.status).toBe(200)
    const { accessToken } = (await signIn.json()) as { accessToken: string }

    const added = await fetch(`${origin(servers.burnIn)}/TestRunner/AddUnit?unitSerialNumber=${serial}&stationId=S1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(added.status).toBe(200)
    expect(await added.json()).toEqual({ message: 'Device added successfully' })

    const unknown = await fetch(
      `${origin(servers.burnIn)}/TestRunner/AddUnit?unitSerialNumber=NOPE${serial}&stationId=S2`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}` },
      },
    )
    expect(unknown.status).toBe(404)
  })
})
