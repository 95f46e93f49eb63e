import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'

const apps = ['dashboard', 'checklist', 'customer'] as const
const page = (app: string) => `<!doctype html><title>Vigil</title><div id="root" data-app="${app}"></div>`
// What the dashboard's build prerenders for /login (apps/dashboard/build/prerender.ts): the form, drawn before any script.
const loginPage = `<!doctype html><title>Vigil</title><div id="root"><form aria-label="Sign in">${'<label>Email</label>'.repeat(60)}</form></div>`
const secret = 'never served: outside the assets folder'
const script = 'console.log("dashboard")\n'.repeat(100)

/** A temporary apps folder with tiny builds shaped like Vite's (scripts/vite-app.ts). */
function fakeBuilds(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-apps-'))
  for (const app of apps) {
    const dist = join(dir, app, 'dist')
    mkdirSync(join(dist, 'assets', app), { recursive: true })
    writeFileSync(join(dist, 'index.html'), page(app))
  }
  const login = join(dir, 'dashboard/dist/login.html')
  writeFileSync(login, loginPage)
  writeFileSync(`${login}.br`, brotliCompressSync(loginPage))
  writeFileSync(`${login}.gz`, gzipSync(loginPage))
  const asset = join(dir, 'dashboard/dist/assets/dashboard/index-abc123.js')
  writeFileSync(asset, script)
  writeFileSync(`${asset}.br`, brotliCompressSync(script))
  writeFileSync(`${asset}.gz`, gzipSync(script))
  writeFileSync(join(dir, 'dashboard/dist/assets/dashboard/index-abc123.css'), 'body{margin:0}')
  writeFileSync(join(dir, 'dashboard/dist/secret.txt'), secret)
  writeFileSync(join(dir, 'secret.txt'), secret)
  return dir
}

/** A GET whose path is sent exactly as written. */
function rawGet(origin: URL, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: origin.hostname, port: origin.port, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

describe('the web apps on the API origin', () => {
  let appsDir: string
  let app: App
  let origin: URL
  beforeAll(async () => {
    appsDir = fakeBuilds()
    app = await buildApp({ config: loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'web-test', APPS_DIR: appsDir }) })
    origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' }))
  })
  afterAll(async () => {
    await app.close()
    rmSync(appsDir, { recursive: true, force: true })
  })

  const routes: Record<(typeof apps)[number], string[]> = {
    dashboard: [
      '/forgot-password',
      '/reset-password?token=abc',
      '/agent',
      '/agent/',
      '/agent/clients/all',
      '/agent/clients/42/vehicle/7/history',
      '/agent/onboarding/client/3/payment',
      '/admin',
      '/admin/add-agent',
    ],
    checklist: ['/installation-checklist'],
    customer: ['/sign-up', '/verify-account', '/success', '/create-password?token=abc'],
  }
  for (const [name, urls] of Object.entries(routes)) {
    it.each(urls)(`answers %s with the ${name} app, never cached`, async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(page(name))
    })
  }

  it('answers /login with the page the build prerendered, brotli or gzip when accepted', async () => {
    for (const url of ['/login', '/login?next=%2Fagent']) {
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(plain.headers['cache-control']).toBe('no-cache')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(loginPage)
    }
    const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(loginPage)
    const gzip = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(loginPage)
  })

  it.each(['/agent/clients/all', '/agent', '/admin/add-agent', '/forgot-password', '/login/extra', '/nope'])(
    'never answers %s with the prerendered /login page',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(page('dashboard'))
    },
  )

  it.each([
    ['app.vigil.example', '/sign-up'],
    ['APP.vigil.example:5080', '/sign-up'],
    ['dashboard.vigil.example', '/login'],
    ['localhost:5080', '/login'],
    ['application.example', '/login'],
  ])('redirects / on host %s to %s', async (host, location) => {
    const response = await app.inject({ url: '/', headers: { host } })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(location)
  })

  it.each(['/nope', '/agents', '/login/extra', '/sign-up/x', '/favicon.ico'])(
    'answers the unknown path %s with the dashboard (its 404 page) and status 404',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toBe(page('dashboard'))
    },
  )

  it.each(['/api/Nope', '/api', '/dev/nope', '/assets/dashboard/missing.js', '/assets/nope.js'])(
    'keeps problem details for the unknown server path %s',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' })
    },
  )

  it('keeps problem details for unknown paths of other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 404 })
  })

  it('serves appsettings.json from the root with a root-relative API address', async () => {
    const response = await app.inject({ url: '/appsettings.json' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ baseURL: '/api' })
  })

  it('serves assets for good, brotli when accepted', async () => {
    const url = '/assets/dashboard/index-abc123.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)

    const css = await app.inject({ url: '/assets/dashboard/index-abc123.css' })
    expect(css.headers['content-type']).toMatch(/^text\/css/)
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  // Raw requests: inject (like curl and browsers) would resolve the dots before they reach the server.
  it.each([
    '/assets/dashboard/../../secret.txt',
    '/assets/dashboard/../../../../secret.txt',
    '/assets/dashboard/..%2f..%2fsecret.txt',
    '/assets/dashboard/%2e%2e/%2e%2e/secret.txt',
    '/assets/dashboard/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/dashboard/..%5c..%5csecret.txt',
    '/assets/checklist/../../../dashboard/dist/secret.txt',
  ])('refuses the path traversal %s', async (path) => {
    const response = await rawGet(origin, path)
    expect([400, 403, 404]).toContain(response.status)
    expect(response.body).not.toContain(secret)
  })
})

describe('an app that is not built', () => {
  it('answers its routes with a 503 problem saying how to build it', async () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'vigil-apps-'))
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'web-test', APPS_DIR: appsDir }),
    })
    try {
      for (const url of ['/login', '/nope']) {
        const response = await app.inject({ url })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toMatchObject({ status: 503, title: 'App not built' })
      }
    } finally {
      await app.close()
      rmSync(appsDir, { recursive: true, force: true })
    }
  })
})
