// A graceful stop (what SIGTERM runs): hub clients are told to reconnect (Close with allowReconnect, no error), the
// device events in flight are committed AND acknowledged before the trackers' sessions close, so nothing acknowledged
// is lost and nothing stored is left unacknowledged (to be resent and stored twice).
import type { AddressInfo } from 'node:net'
import * as signalR from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectSimulatedDevice, reportingEveryTick, until } from '../device-platform/support.ts'
import { createTestApp, type TestApp } from '../harness.ts'

type Keyed = { serial: string; type: string; time: Date }
const keyOf = (event: Keyed) => `${event.serial} ${event.type} ${event.time.toISOString()}`

describe('graceful shutdown', () => {
  let t: TestApp
  const stored = new Set<string>()
  let origin: string
  beforeAll(async () => {
    t = await createTestApp({
      driver: 'pglite',
      config: { mqttPort: 0, teltonikaPort: 0, deviceHost: '127.0.0.1' },
      devices: {
        devices: {
          ingest: {
            onStored: (events) => {
              for (const { event } of events) stored.add(keyOf(event))
            },
          },
        },
      },
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    await t.app.devices.start({ teltonika: false })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  it('tells hub clients to reconnect and acknowledges every event it stored before closing device sessions', async () => {
    const token = await t.tokenFor('Admin')
    const client = new signalR.HubConnectionBuilder()
      .withUrl(`${origin}/api/DefaultHub`, {
        accessTokenFactory: () => token,
        transport: signalR.HttpTransportType.WebSockets,
      })
      .withAutomaticReconnect([60_000])
      .configureLogging(signalR.LogLevel.None)
      .build()
    await client.start()
    // A socket that just drops gives the client an error; the server's Close with allowReconnect gives none.
    const reconnecting = new Promise<Error | undefined>((resolve) => client.onreconnecting(resolve))

    const trackers = await Promise.all(
      t.demo.vehicleIds.slice(0, 4).map((id) => connectSimulatedDevice(t, id, reportingEveryTick)),
    )
    const devices = trackers.map((tracker) => tracker.device)
    const acknowledged = new Set<string>()
    let driving = true
    const drive = devices.map(async (device) => {
      while (driving) {
        for (const event of device.tracker.tick(new Date())) {
          // Resolves on the broker's PUBACK; never, when the node stops without acknowledging it.
          void device.publish([event]).then(() => acknowledged.add(keyOf(event)))
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })
    await until(() => acknowledged.size >= 40, 20_000)

    const started = Date.now()
    await t.app.close()
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await reconnecting).toBeUndefined()
    driving = false
    await Promise.all(drive)
    // The last PUBACKs were written before the sessions closed; give the devices a moment to read them.
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(stored.size).toBeGreaterThan(40)
    expect([...acknowledged].filter((key) => !stored.has(key))).toEqual([])
    expect([...stored].filter((key) => !acknowledged.has(key))).toEqual([])
    await client.stop()
    // The broker is gone: drop the devices' clients at once rather than waiting for their goodbye to be delivered.
    for (const device of devices) (device as unknown as { client?: { end(force: boolean): void } }).client?.end(true)
  }, 60_000)
})
