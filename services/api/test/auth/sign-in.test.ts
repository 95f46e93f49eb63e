import { randomInt } from 'node:crypto'
import { refreshTokens } from '@vigil/db/schema'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, demoRoles, drivers, type TestApp } from '../harness.ts'

const signIn = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/SignInByEmail', payload: payload as object })
const refresh = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/RefreshTokens', payload: payload as object })

describe.each(drivers)('signing in and refreshing tokens on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver, rateLimits: { failedSignInsPerAccount: 3 } })
  })
  afterAll(() => t.close())

  it.each(demoRoles)('signs in a %s by email and answers tokens, id and role', async (role) => {
    const response = await signIn(t, { email: ` ${demoSignIns[role].toUpperCase()} `, password: DEMO_PASSWORD })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ userId: t.demo.userIds[role], userRole: role })
    const [, claims] = body.accessToken.split('.')
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
    expect(payload).toMatchObject({ sub: String(t.demo.userIds[role]), role })
    expect(payload.exp - payload.iat).toBe(15 * 60)
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/)
  })

  it('refuses a wrong password and an unknown email with the same error, keyed email as the payload names it', async () => {
    for (const payload of [
      { email: demoSignIns.Admin, password: 'Wrong-pass-1!' },
      { email: 'nobody@demo.vigil.local', password: DEMO_PASSWORD },
    ]) {
      const response = await signIn(t, payload)
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toContain('application/problem+json')
      expect(response.json()).toMatchObject({ status: 400 })
      expect(response.json().errors).toEqual({ email: ['Invalid email and password'] })
    }
  })

  it('requires email and password with the domain message', async () => {
    const response = await signIn(t, { email: '  ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ email: ['This field is required'], password: ['This field is required'] })
  })

  it('locks an account out after repeated failures, even with the right password', async () => {
    const email = demoSignIns['Technical-Agent']
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, { email, password: 'Wrong-pass-1!' })).statusCode).toBe(400)
    }
    const locked = await signIn(t, { email, password: DEMO_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(Object.keys(locked.json().errors)).toEqual(['email'])
    expect(locked.json().errors.email[0]).toMatch(/Too many sign-in attempts/)
    t.clock.advance(15 * 60 * 1000)
    expect((await signIn(t, { email, password: DEMO_PASSWORD })).statusCode).toBe(200)
  })

  it('rotates the refresh token and answers a new pair', async () => {
    const first = await t.signIn(demoSignIns.Admin, DEMO_PASSWORD)
    const response = await refresh(t, { accessToken: first.accessToken, refreshToken: first.refreshToken })
    expect(response.statusCode).toBe(200)
    const second = response.json()
    expect(second).toMatchObject({ userId: first.userId, userRole: 'Admin' })
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const next = await refresh(t, { accessToken: second.accessToken, refreshToken: second.refreshToken })
    expect(next.statusCode).toBe(200)
  })

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const first = await t.signIn(demoSignIns.Admin, DEMO_PASSWORD)
    const second = (await refresh(t, { accessToken: first.accessToken, refreshToken: first.refreshToken })).json()
    const reused = await refresh(t, { accessToken: first.accessToken, refreshToken: first.refreshToken })
    expect(reused.statusCode).toBe(401)
    const afterTheft = await refresh(t, { accessToken: second.accessToken, refreshToken: second.refreshToken })
    expect(afterTheft.statusCode).toBe(401)
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.userId))
    expect(rows.filter((row) => row.revokedOn).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses a refresh token with another user’s access token, an unknown token and an expired one', async () => {
    const admin = await t.signIn(demoSignIns.Admin, DEMO_PASSWORD)
    const holder = await t.signIn(demoSignIns['Account-Holder'], DEMO_PASSWORD)
    expect((await refresh(t, { accessToken: holder.accessToken, refreshToken: admin.refreshToken })).statusCode).toBe(
      401,
    )
    expect((await refresh(t, { accessToken: admin.accessToken, refreshToken: 'not-a-token' })).statusCode).toBe(401)
    t.clock.advance(31 * 24 * 60 * 60 * 1000)
    const expired = await refresh(t, { accessToken: admin.accessToken, refreshToken: admin.refreshToken })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().detail).toBe('The refresh token is not valid. Please sign in again.')
  })

  it('requires both tokens', async () => {
    const response = await refresh(t, {})
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      accessToken: ['This field is required'],
      refreshToken: ['This field is required'],
    })
  })
})

describe('sign-in rate limit per address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver: 'pglite', rateLimits: { signInPerMinute: 2 } })
  })
  afterAll(() => t.close())

  it('answers 429 problem details once an address exceeds the limit', async () => {
    const payload = { email: 'nobody@demo.vigil.local', password: 'x' }
    expect((await signIn(t, payload)).statusCode).toBe(400)
    expect((await signIn(t, payload)).statusCode).toBe(400)
    const limited = await signIn(t, payload)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ status: 429 })
  })
})

describe('sign-in rate limit per address across API nodes sharing Redis', () => {
  const nodes: TestApp[] = []
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      nodes.push(
        await createTestApp({
          driver: 'pglite',
          rateLimits: { signInPerMinute: 2 },
          config: { redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
        }),
      )
    }
  })
  afterAll(() => Promise.all(nodes.map((node) => node.close())))

  it('counts an address together on every node', async () => {
    // An address of its own, so that no other run shares the counter.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    const attempt = (node: TestApp) =>
      node.app.inject({
        method: 'POST',
        url: '/api/Auth/SignInByEmail',
        remoteAddress,
        payload: { email: 'nobody@demo.vigil.local', password: 'x' },
      })
    expect((await attempt(nodes[0]!)).statusCode).toBe(400)
    expect((await attempt(nodes[1]!)).statusCode).toBe(400)
    expect((await attempt(nodes[0]!)).statusCode).toBe(429)
    expect((await attempt(nodes[1]!)).statusCode).toBe(429)
  })
})
