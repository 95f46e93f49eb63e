import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import {
  appContentSecurityPolicy,
  corsOrigins,
  docsContentSecurityPolicy,
  registerSecurityHeaders,
} from '../src/security-headers.ts'

const config = {
  publicUrl: 'https://vigil.example.com/app',
  burnInUrl: 'https://burnin.example.com:8443/stations',
  allowedOrigins: [],
}

describe("the apps' content security policy", () => {
  it('allows their own scripts, Turnstile and Maps, inline styles, the hub and burn-in, and no framing', () => {
    expect(appContentSecurityPolicy(config).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' https://challenges.cloudflare.com https://maps.googleapis.com https://maps.gstatic.com",
      "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
      "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com https://*.google.com",
      "font-src 'self' data: https://fonts.gstatic.com",
      "connect-src 'self' wss://vigil.example.com https://burnin.example.com:8443 https://*.googleapis.com https://*.gstatic.com https://*.google.com",
      'frame-src https://challenges.cloudflare.com',
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
  })

  it('reaches the hub over ws on http, and leaves out addresses that are not URLs', () => {
    const connect = (publicUrl: string, burnInUrl: string) =>
      appContentSecurityPolicy({ publicUrl, burnInUrl, allowedOrigins: [] })
        .split('; ')
        .find((directive) => directive.startsWith('connect-src'))
    expect(connect('http://localhost:5000', 'http://localhost:5100')).toBe(
      "connect-src 'self' ws://localhost:5000 http://localhost:5100 https://*.googleapis.com https://*.gstatic.com https://*.google.com",
    )
    expect(connect('not a url', '')).toBe(
      "connect-src 'self' https://*.googleapis.com https://*.gstatic.com https://*.google.com",
    )
  })

  it('lets Swagger UI run its inline script, and still frames nobody', () => {
    expect(docsContentSecurityPolicy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ])
  })
})

describe('the headers of every answer', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const serve = async (publicUrl: string) => {
    const server = Fastify()
    app = server
    registerSecurityHeaders(server, { ...config, publicUrl })
    for (const url of ['/api/Vehicles', '/api/docs/index.html', '/dev/mailbox', '/agent', '/apiary', '/x/api/y']) {
      server.get(url, async () => 'ok')
    }
    server.get('/own-policy', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'")
      return 'ok'
    })
    await server.ready()
    return server
  }

  it('carry the policy, nosniff, no framing, no referrer and the same-origin opener, and keep the body', async () => {
    const server = await serve('http://localhost:5000')
    const answer = await server.inject({ method: 'GET', url: '/agent' })
    expect(answer.body).toBe('ok')
    expect(answer.headers).toMatchObject({
      'content-security-policy': appContentSecurityPolicy({ ...config, publicUrl: 'http://localhost:5000' }),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    })
    expect(answer.headers['strict-transport-security']).toBeUndefined()
    expect(answer.headers['cache-control']).toBeUndefined()
  })

  it("give the docs their own policy and keep a route's own", async () => {
    const server = await serve('http://localhost:5000')
    const docs = await server.inject({ method: 'GET', url: '/api/docs/index.html' })
    expect(docs.headers['content-security-policy']).toBe(docsContentSecurityPolicy)
    const own = await server.inject({ method: 'GET', url: '/own-policy' })
    expect(own.headers['content-security-policy']).toBe("default-src 'none'")
  })

  it('are never stored for the API (its docs aside) and the development pages', async () => {
    const server = await serve('http://localhost:5000')
    const cacheOf = async (url: string) => (await server.inject({ method: 'GET', url })).headers['cache-control']
    expect(await cacheOf('/api/Vehicles')).toBe('no-store')
    expect(await cacheOf('/dev/mailbox')).toBe('no-store')
    expect(await cacheOf('/api/docs/index.html')).toBeUndefined()
    expect(await cacheOf('/apiary')).toBeUndefined()
    expect(await cacheOf('/x/api/y')).toBeUndefined()
  })

  it('ask for https for a year when the product is served over https, or the request came over it', async () => {
    const hsts = 'max-age=31536000; includeSubDomains'
    const overHttps = await serve('https://vigil.example.com')
    expect((await overHttps.inject({ method: 'GET', url: '/agent' })).headers['strict-transport-security']).toBe(hsts)
    await overHttps.close()
    app = Fastify({ trustProxy: true })
    registerSecurityHeaders(app, { ...config, publicUrl: 'http://localhost:5000' })
    app.get('/agent', async () => 'ok')
    const forwarded = await app.inject({ method: 'GET', url: '/agent', headers: { 'x-forwarded-proto': 'https' } })
    expect(forwarded.headers['strict-transport-security']).toBe(hsts)
  })
})

describe('the origins allowed to call across origins', () => {
  it('are the configured ones and any extra, or none at all', () => {
    expect(corsOrigins(config)).toBe(false)
    expect(corsOrigins({ ...config, allowedOrigins: ['https://a.example'] }, ['https://b.example'])).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(corsOrigins(config, ['https://b.example'])).toEqual(['https://b.example'])
  })
})
