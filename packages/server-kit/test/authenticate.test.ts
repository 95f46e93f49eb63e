import { requestMessages } from '@vigil/domain'
import Fastify, { type FastifyRequest } from 'fastify'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  authenticateRequests,
  bearerToken,
  issueAccessToken,
  readSignedAccessToken,
  verifyAccessToken,
} from '../src/authenticate.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const issuedAt = new Date('2026-03-02T08:00:00Z')
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000)
const invalid = { failure: requestMessages.accessTokenInvalid }

/** A token signed with the secret, with exactly the claims given. */
const signed = (claims: Record<string, unknown>, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret))

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())

describe('access tokens', () => {
  it('name the user and role, and the session when there is one, for fifteen minutes', async () => {
    const token = await issueAccessToken(secret, { id: 7, role: 'Agent', sessionId: 'family-1' }, issuedAt)
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(900)
    const iat = issuedAt.getTime() / 1000
    expect(claimsOf(token)).toEqual({ sub: '7', role: 'Agent', sid: 'family-1', iat, exp: iat + 900 })
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(await verifyAccessToken(secret, token, later(899))).toEqual({
      user: { id: 7, role: 'Agent', sessionId: 'family-1' },
    })
    const plain = await issueAccessToken(secret, { id: 8, role: 'Admin' }, new Date(issuedAt.getTime() + 999))
    expect(claimsOf(plain)).toEqual({ sub: '8', role: 'Admin', iat, exp: iat + 900 })
    expect(await verifyAccessToken(secret, plain, later(1))).toEqual({ user: { id: 8, role: 'Admin' } })
  })

  it('are refused once expired, with their own message', async () => {
    const token = await issueAccessToken(secret, { id: 7, role: 'Agent' }, issuedAt)
    expect(await verifyAccessToken(secret, token, later(900))).toEqual({
      failure: requestMessages.accessTokenExpired,
    })
  })

  it('are refused when signed otherwise, or without an expiry, a user or a role that make sense', async () => {
    const exp = issuedAt.getTime() / 1000 + 60
    const other = await issueAccessToken('another-secret-of-thirty-two-characters!', { id: 7, role: 'A' }, issuedAt)
    expect(await verifyAccessToken(secret, other, later(1))).toEqual(invalid)
    expect(await verifyAccessToken(secret, 'not.a.token', later(1))).toEqual(invalid)
    expect(await verifyAccessToken(secret, await signed({ sub: '7', role: 'Admin' }), later(1))).toEqual(invalid)
    expect(await verifyAccessToken(secret, await signed({ role: 'Admin', exp }), later(1))).toEqual(invalid)
    for (const sub of ['0', '-3', '1.5', 'seven']) {
      expect(await verifyAccessToken(secret, await signed({ sub, role: 'Admin', exp }), later(1))).toEqual(invalid)
    }
    expect(await verifyAccessToken(secret, await signed({ sub: '7', exp }), later(1))).toEqual(invalid)
    expect(await verifyAccessToken(secret, await signed({ sub: '7', role: 3, exp }), later(1))).toEqual(invalid)
    expect(await verifyAccessToken(secret, await signed({ sub: '7', role: 'Admin', exp }, 'HS512'), later(1))).toEqual(
      invalid,
    )
    expect(await verifyAccessToken(secret, await signed({ sub: '1', role: 'Admin', sid: 5, exp }), later(1))).toEqual({
      user: { id: 1, role: 'Admin' },
    })
  })

  it('are read after they expire when signed with the secret (refresh), and not otherwise', async () => {
    const token = await issueAccessToken(secret, { id: 7, role: 'Agent', sessionId: 's' }, issuedAt)
    expect(await readSignedAccessToken(secret, token)).toEqual({ id: 7, role: 'Agent', sessionId: 's' })
    const other = await issueAccessToken('another-secret-of-thirty-two-characters!', { id: 7, role: 'A' }, issuedAt)
    expect(await readSignedAccessToken(secret, other)).toBeNull()
    expect(await readSignedAccessToken(secret, 'garbage')).toBeNull()
    expect(await readSignedAccessToken(secret, await signed({ sub: 'x', role: 'Agent' }))).toBeNull()
    expect(await readSignedAccessToken(secret, await signed({ sub: '2', role: 'Agent' }, 'HS384'))).toBeNull()
  })
})

describe('the bearer token of a request', () => {
  const of = (authorization?: string) =>
    bearerToken({ headers: authorization === undefined ? {} : { authorization } } as FastifyRequest)
  it('is the second word of a Bearer authorization, whatever its casing', () => {
    expect(of('Bearer abc.def.ghi')).toBe('abc.def.ghi')
    expect(of('bearer abc')).toBe('abc')
    expect(of('BEARER abc')).toBe('abc')
    expect(of('Basic abc')).toBeNull()
    expect(of('Bearer')).toBeNull()
    expect(of('Bearer ')).toBeNull()
    expect(of('')).toBeNull()
    expect(of()).toBeNull()
  })
})

describe('authenticating each request', () => {
  it('sets the user from a valid token, the reason from a refused one, and nothing without one', async () => {
    let now = later(1)
    const app = Fastify()
    app.addHook(
      'onRequest',
      authenticateRequests(secret, () => now),
    )
    app.get('/who', async (request) => ({ user: request.user, failure: request.authFailure }))
    const token = await issueAccessToken(secret, { id: 7, role: 'Agent' }, issuedAt)
    const ask = async (authorization?: string) =>
      (await app.inject({ method: 'GET', url: '/who', headers: authorization ? { authorization } : {} })).json()
    expect(await ask(`Bearer ${token}`)).toEqual({ user: { id: 7, role: 'Agent' }, failure: null })
    expect(await ask()).toEqual({ user: null, failure: null })
    expect(await ask('Bearer nonsense')).toEqual({ user: null, failure: requestMessages.accessTokenInvalid })
    now = later(900)
    expect(await ask(`Bearer ${token}`)).toEqual({ user: null, failure: requestMessages.accessTokenExpired })
    await app.close()
  })

  it("refuses a valid token whose session has ended, and asks about the session at the request's time", async () => {
    const now = later(5)
    const asked: { user: unknown; at: Date }[] = []
    let live = false
    const app = Fastify()
    app.addHook(
      'onRequest',
      authenticateRequests(
        secret,
        () => now,
        async (user, at) => {
          asked.push({ user, at })
          return live
        },
      ),
    )
    app.get('/who', async (request) => ({ user: request.user, failure: request.authFailure }))
    const token = await issueAccessToken(secret, { id: 7, role: 'Agent', sessionId: 'family-1' }, issuedAt)
    const ask = async () =>
      (await app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${token}` } })).json()
    expect(await ask()).toEqual({ user: null, failure: requestMessages.sessionEnded })
    expect(asked).toEqual([{ user: { id: 7, role: 'Agent', sessionId: 'family-1' }, at: now }])
    live = true
    expect(await ask()).toEqual({ user: { id: 7, role: 'Agent', sessionId: 'family-1' }, failure: null })
    expect((await app.inject({ method: 'GET', url: '/who' })).json()).toEqual({ user: null, failure: null })
    expect(asked).toHaveLength(2)
    await app.close()
  })
})
