import { vehicles } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { gpsLocation } from '@vigil/hub'
import { eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../harness.ts'

/** A sample's value in a Prometheus text exposition (0 when the series is not there yet). */
const sample = (body: string, series: string) =>
  Number(
    body
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  )

describe('operations endpoints', () => {
  let t: TestApp
  let production: TestApp
  beforeAll(async () => {
    ;[t, production] = await Promise.all([
      createTestApp({ driver: 'pglite', config: { mqttPort: 0, teltonikaPort: 0, deviceHost: '127.0.0.1' } }),
      createTestApp({ driver: 'pglite', config: { production: true } }),
    ])
  })
  afterAll(() => Promise.all([t.close(), production.close()]))

  it('answers /health while the process runs', async () => {
    const response = await t.app.inject({ url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('is not ready until the device broker runs, and names each check', async () => {
    // The test app never starts its gateways, so the broker check fails while the database and fan-out pass.
    const response = await t.app.inject({ url: '/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', broker: 'not started', fanOut: 'ok' },
    })
    await t.app.devices.start()
    const ready = await t.app.inject({ url: '/ready' })
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', broker: 'ok', fanOut: 'ok' } })
    expect(ready.statusCode).toBe(200)
  })

  it('exposes Prometheus metrics labelled by route pattern, never by the raw URL', async () => {
    await t.app.inject({ url: '/health' })
    await t.app.inject({ url: '/api/Vehicles/12345/History' })
    const response = await t.app.inject({ url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toContain(
      'vigil_http_request_duration_seconds_bucket{method="GET",route="/health",le="0.005"}',
    )
    expect(response.body).toContain('route="/api/Vehicles/:vehicleId/History"')
    expect(response.body).not.toContain('12345')
    expect(response.body).toMatch(/^vigil_ingest_events_stored_total \d+$/m)
    expect(response.body).toMatch(/^vigil_hub_connections 0$/m)
  })

  it('counts ingest batches and their lag, command outcomes and hub pushes', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics' })).body
    const before = await scrape()
    // A batch is committed (and measured) even when its only event is from an unknown device and dropped.
    const unknown = { id: ulid(), serial: 'VGOPSUNKNOWN1', time: new Date(), type: 'status', data: {} }
    await t.app.devices.ingest.submit([unknown as unknown as DeviceEvent])
    const [vehicleId, movingId] = t.demo.vehicleIds
    const at = new Date().toISOString()
    await t.app.hub.publish(
      vehicleId!,
      gpsLocation({
        vehicleId: vehicleId!,
        latitudeDegrees: -26,
        longitudeDegrees: 28,
        deviceDateTime: at,
        receivedDateTime: at,
      }),
    )
    const command = async (id: number, action: 'Lock' | 'Unlock') =>
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/Vehicles/${id}/${action}`,
          headers: await t.headersFor('Admin'),
        })
      ).statusCode
    // The tracker is offline: the unlock waits, the lock supersedes it, and the lock expires once its time is up.
    expect(await command(vehicleId!, 'Unlock')).toBeLessThan(300)
    expect(await command(vehicleId!, 'Lock')).toBeLessThan(300)
    await t.db.update(vehicles).set({ gpsSpeedKph: 60, gpsDateTime: t.clock.now() }).where(eq(vehicles.id, movingId!))
    expect(await command(movingId!, 'Lock')).toBe(409)
    t.clock.advance(10 * 60_000)
    await t.app.devices.commands.sweep()
    const after = await scrape()
    for (const series of [
      'vigil_ingest_batch_events_count',
      'vigil_ingest_lag_seconds_count',
      'vigil_hub_pushes_total{type="DeviceGpsLocationMessage"}',
      'vigil_command_outcomes_total{outcome="superseded"}',
      'vigil_command_outcomes_total{outcome="refused"}',
      'vigil_command_outcomes_total{outcome="expired"}',
    ]) {
      expect(sample(after, series), series).toBeGreaterThan(sample(before, series))
    }
    expect(after).toContain('# TYPE vigil_ingest_batch_events histogram')
    expect(after).toMatch(/^vigil_ingest_lag_seconds_bucket\{le="\+Inf"\} \d+$/m)
  })

  it('in production keeps /metrics to the machine itself unless METRICS_TOKEN is presented', async () => {
    const remote = await production.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })
    expect(remote.statusCode).toBe(404)
    const local = await production.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
    expect(local.statusCode).toBe(200)
  })
})
