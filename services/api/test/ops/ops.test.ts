import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../harness.ts'

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

  it('in production keeps /metrics to the machine itself unless METRICS_TOKEN is presented', async () => {
    const remote = await production.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })
    expect(remote.statusCode).toBe(404)
    const local = await production.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
    expect(local.statusCode).toBe(200)
  })
})
