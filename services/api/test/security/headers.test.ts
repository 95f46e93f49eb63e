import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../harness.ts'

describe('security headers and CORS', () => {
  let t: TestApp
  let https: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      driver: 'pglite',
      config: { allowedOrigins: ['https://fleet.example.com'], burnInUrl: 'http://localhost:5081' },
    })
    https = await createTestApp({ driver: 'pglite', config: { publicUrl: 'https://vigil.example.com' } })
  })
  afterAll(async () => {
    await t.close()
    await https.close()
  })

  it('sends a strict policy, nosniff, no framing and no referrer on every answer, HTML and problems included', async () => {
    for (const url of ['/', '/login', '/api/no-such-call', '/appsettings.json']) {
      const response = await t.app.inject({ url })
      const policy = String(response.headers['content-security-policy'])
      expect(policy, url).toContain("script-src 'self' https://challenges.cloudflare.com https://maps.googleapis.com")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain('frame-src https://challenges.cloudflare.com')
      expect(policy).toMatch(/connect-src 'self' ws:\/\/vigil\.test http:\/\/localhost:5081/)
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('keeps answers that carry tokens out of caches', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      payload: { email: 'admin@demo.vigil.local', password: 'wrong' },
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('asks for https from then on when served over https', async () => {
    const response = await https.app.inject({ url: '/api/no-such-call' })
    expect(response.headers['strict-transport-security']).toContain('max-age=')
  })

  it('keeps the API documentation working under its own policy', async () => {
    const page = await t.app.inject({ url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(script.startsWith('http')).toBe(false)
      const loaded = await t.app.inject({ url: new URL(script, 'http://vigil.test/api/docs/').pathname })
      expect(loaded.statusCode, script).toBe(200)
    }
  })

  it('answers CORS only to configured origins, the hub included', async () => {
    const preflight = (origin: string, url: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      })
    expect(
      (await preflight('https://evil.example', '/api/Users')).headers['access-control-allow-origin'],
    ).toBeUndefined()
    const allowed = await preflight('https://fleet.example.com', '/api/Users')
    expect(allowed.headers['access-control-allow-origin']).toBe('https://fleet.example.com')
    const simple = await t.app.inject({ url: '/api/no-such-call', headers: { origin: 'https://evil.example' } })
    expect(simple.headers['access-control-allow-origin']).toBeUndefined()
    const hub = await preflight('https://fleet.example.com', '/api/DefaultHub/negotiate?negotiateVersion=1')
    expect(hub.headers['access-control-allow-origin']).toBe('https://fleet.example.com')
    const hubEvil = await preflight('https://evil.example', '/api/DefaultHub/negotiate?negotiateVersion=1')
    expect(hubEvil.headers['access-control-allow-origin']).toBeUndefined()
  })
})
