import { problemTitles, requestMessages } from '@vigil/domain'
import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { isLocalRequest } from '../src/local-request.ts'
import { redactUrl, serializeError, withLogRedaction } from '../src/log-redaction.ts'
import {
  generatePassword,
  hashPassword,
  hashRandomSecret,
  hashToken,
  newOpaqueToken,
  verifyPassword,
} from '../src/passwords.ts'
import { hardenedServerOptions } from '../src/server-options.ts'
import { MAX_SLOW_DOWN_MS, slowDown, slowDownMs } from '../src/slow-down.ts'

describe('a request from this machine', () => {
  const request = (ip: string, remoteAddress: string | undefined, headers: Record<string, string | string[]> = {}) =>
    ({ ip, socket: { remoteAddress }, headers }) as unknown as FastifyRequest

  it('comes from a loopback address, IPv4, IPv6 or mapped, through no proxy naming anyone else', () => {
    expect(isLocalRequest(request('127.0.0.1', '127.0.0.1'))).toBe(true)
    expect(isLocalRequest(request('127.8.9.10', '::1'))).toBe(true)
    expect(isLocalRequest(request('::ffff:127.0.0.1', '::ffff:127.0.0.1'))).toBe(true)
    expect(isLocalRequest(request('::1', '::1', { 'x-forwarded-for': '127.0.0.1, ::1' }))).toBe(true)
    expect(isLocalRequest(request('::1', '::1', { 'x-forwarded-for': ['127.0.0.1', ' ::1 '] }))).toBe(true)
    expect(isLocalRequest(request('::1', '::1', { 'x-forwarded-for': ' , ' }))).toBe(true)
  })

  it('does not when either address is elsewhere, or a forwarded header names someone else', () => {
    expect(isLocalRequest(request('10.0.0.5', '127.0.0.1'))).toBe(false)
    expect(isLocalRequest(request('127.0.0.1', '10.0.0.5'))).toBe(false)
    expect(isLocalRequest(request('127.0.0.1', undefined))).toBe(false)
    expect(isLocalRequest(request('::ffff:10.0.0.1', '::1'))).toBe(false)
    expect(isLocalRequest(request('127.example.com', '::1'))).toBe(false)
    expect(isLocalRequest(request('::2', '::1'))).toBe(false)
    expect(isLocalRequest(request('1.127.0.0', '::1'))).toBe(false)
    expect(isLocalRequest(request('::1', '::1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }))).toBe(false)
    expect(isLocalRequest(request('::1', '::1', { 'x-forwarded-for': ['203.0.113.9'] }))).toBe(false)
    expect(isLocalRequest(request('::1', '::1', { forwarded: 'for=127.0.0.1' }))).toBe(false)
  })
})

describe('what the logs keep', () => {
  it('URLs without the credentials in their query', () => {
    expect(redactUrl('/hub?id=1&access_token=abc.def&x=2')).toBe('/hub?id=1&access_token=[redacted]&x=2')
    expect(redactUrl('/reset?passwordResetToken=t0k#top')).toBe('/reset?passwordResetToken=[redacted]#top')
    expect(redactUrl('/verify?Code=123456&PassCode=9&password=pw')).toBe(
      '/verify?Code=[redacted]&PassCode=[redacted]&password=[redacted]',
    )
    expect(redactUrl('/a?token=1&token=2')).toBe('/a?token=[redacted]&token=[redacted]')
    expect(redactUrl('/token/abc?name=code')).toBe('/token/abc?name=code')
  })

  it("errors' type, message, stack, code and causes, without query parameters", () => {
    const failure = Object.assign(new TypeError('Failed query: insert\nparams: hash,a@b.co'), {
      code: '23505',
      cause: new RangeError('inner\nparams: secret\n    at here'),
    })
    failure.stack = 'TypeError: Failed query: insert\nparams: hash,a@b.co\n    at somewhere (file.ts:1:1)'
    const logged = serializeError(failure)
    expect(logged).toMatchObject({
      type: 'TypeError',
      message: 'Failed query: insert\nparams: [redacted]',
      stack: 'TypeError: Failed query: insert\nparams: [redacted]\n    at somewhere (file.ts:1:1)',
      code: '23505',
    })
    expect(logged.cause).toMatchObject({ type: 'RangeError', message: 'inner\nparams: [redacted]\n    at here' })
    expect(serializeError('plain text\nparams: x')).toEqual({
      type: 'string',
      message: 'plain text\nparams: [redacted]',
      stack: '',
    })
    const bare = new Error('bare')
    bare.stack = undefined
    expect(serializeError(bare)).toEqual({ type: 'Error', message: 'bare', stack: '' })
  })

  it("a failed query's parameter list whole, across spaces and lines, up to the stack", () => {
    expect(serializeError(new Error('Failed query: select\nparams: Ann Smith,a b\nsecond line')).message).toBe(
      'Failed query: select\nparams: [redacted]',
    )
    const failure = new Error('Failed query: select\nparams: Ann Smith')
    failure.stack = 'Error: Failed query: select\nparams: Ann Smith, 12\n    at here (file.ts:1:1)'
    expect(serializeError(failure).stack).toBe(
      'Error: Failed query: select\nparams: [redacted]\n    at here (file.ts:1:1)',
    )
  })

  it('causes five deep at most', () => {
    let error = new Error('level 0')
    for (let level = 1; level <= 8; level++) error = new Error(`level ${level}`, { cause: error })
    let depth = 0
    for (let logged = serializeError(error); logged.cause; logged = logged.cause as typeof logged) depth++
    expect(depth).toBe(5)
  })

  it('request lines without tokens and bodies or credential fields in any logged object', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) }
    const app = Fastify({ ...hardenedServerOptions({ trustedProxies: [] }, { level: 'info', stream }) })
    app.get('/hub', async (request) => {
      request.log.info({ user: { password: 'pw', token: 't', accessToken: 'a', refreshToken: 'r', name: 'Ann' } }, 'x')
      request.log.info({ payload: { body: 'secret body', passwordHash: 'h' } }, 'y')
      return 'ok'
    })
    await app.inject({
      method: 'GET',
      url: '/hub?access_token=abc',
      headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'x-passcode': '123' },
    })
    const incoming = lines.find((line) => line.msg === 'incoming request') as { req: Record<string, unknown> }
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/hub?access_token=[redacted]', host: 'localhost' })
    expect(incoming.req).toHaveProperty('remoteAddress', '127.0.0.1')
    expect(lines.find((line) => line.msg === 'x')?.user).toEqual({
      password: '[redacted]',
      token: '[redacted]',
      accessToken: '[redacted]',
      refreshToken: '[redacted]',
      name: 'Ann',
    })
    expect(lines.find((line) => line.msg === 'y')?.payload).toEqual({ body: '[redacted]', passwordHash: '[redacted]' })
    expect(JSON.stringify(lines)).not.toMatch(/abc|sid=1|"123"|secret body/)
    await app.close()
  })

  it('nothing when logging is off, and the options given besides redaction', () => {
    expect(withLogRedaction(false)).toBe(false)
    expect(withLogRedaction(undefined)).toBe(false)
    const custom = () => ({ custom: true })
    const options = withLogRedaction({ level: 'warn', serializers: { req: custom } }) as Record<string, never>
    expect(options.level).toBe('warn')
    expect(options.serializers).toMatchObject({ req: custom, err: expect.any(Function) })
    expect(options.redact).toEqual({
      paths: expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', '*.password']),
      censor: '[redacted]',
    })
    expect((withLogRedaction(true) as Record<string, never>).serializers).toMatchObject({ req: expect.any(Function) })
    const failure = new Error('Failed query: select\nparams: secret')
    const { err } = (withLogRedaction(true) as { serializers: { err: (error: unknown) => unknown } }).serializers
    expect(err(failure)).toEqual(serializeError(failure))
  })
})

describe('hardened server options', () => {
  it('believe forwarded headers only from the configured proxies', async () => {
    expect(hardenedServerOptions({ trustedProxies: [] }).trustProxy).toBe(false)
    expect(hardenedServerOptions({ trustedProxies: ['10.0.0.1'] }).trustProxy).toEqual(['10.0.0.1'])
    expect(hardenedServerOptions({ trustedProxies: [] }).logger).toBe(false)
    const app = Fastify(hardenedServerOptions({ trustedProxies: [] }))
    app.get('/ip', async (request) => request.ip)
    const answer = await app.inject({ method: 'GET', url: '/ip', headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(answer.body).toBe('127.0.0.1')
    await app.close()
  })

  it('answer a URL that cannot be read as problem details', async () => {
    const app = Fastify({ ...hardenedServerOptions({ trustedProxies: [] }), maxParamLength: 10 })
    app.get('/things/:id', async () => 'ok')
    const answer = await app.inject({ method: 'GET', url: '/things/%E0%A4%A' })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(answer.json()).toEqual({
      type: 'about:blank',
      title: problemTitles.badRequest,
      status: 400,
      detail: requestMessages.urlInvalid,
    })
    const long = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(20)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ title: problemTitles.urlTooLong, status: 414 })
    await app.close()
  })

  it('answer a framework error without a status of its own, or a 5xx, as a bad request', () => {
    const { frameworkErrors } = hardenedServerOptions({ trustedProxies: [] })
    const answered = (statusCode?: number) => {
      const reply = { status: 0, type: '', body: null as unknown }
      const chain = {
        code: (status: number) => {
          reply.status = status
          return chain
        },
        type: (type: string) => {
          reply.type = type
          return chain
        },
        send: (body: unknown) => {
          reply.body = body
          return chain
        },
      }
      const error = Object.assign(new Error('framework'), statusCode === undefined ? {} : { statusCode })
      frameworkErrors?.(error as never, {} as never, chain as never)
      return reply
    }
    const badRequest = { type: 'about:blank', title: problemTitles.badRequest, detail: requestMessages.urlInvalid }
    expect(answered()).toEqual({ status: 400, type: 'application/problem+json', body: { ...badRequest, status: 400 } })
    expect(answered(503)).toMatchObject({ status: 400, body: { ...badRequest, status: 400 } })
    expect(answered(499)).toMatchObject({ status: 499, body: { title: problemTitles.badRequest, status: 499 } })
    expect(answered(414)).toMatchObject({ status: 414, body: { title: problemTitles.urlTooLong, status: 414 } })
  })
})

describe('passwords and tokens', () => {
  it('a password is checked against its argon2id hash, and nothing matches no hash or a broken one', async () => {
    const stored = await hashPassword('correct horse')
    expect(stored).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(stored, 'correct horse')).toBe(true)
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false)
    expect(await verifyPassword(null, 'correct horse')).toBe(false)
    expect(await verifyPassword('', '')).toBe(false)
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false)
  })

  it("a generated secret's hash is argon2id at its lightest cost, and the one verifier checks it", async () => {
    const stored = await hashRandomSecret('a generated 32-character secret!')
    // m=1024 KiB, t=1: the cost is in the hash, so verifyPassword needs no second path.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=\d+\$/)
    expect(await verifyPassword(stored, 'a generated 32-character secret!')).toBe(true)
    expect(await verifyPassword(stored, 'a generated 32-character secret?')).toBe(false)
  })

  it('opaque tokens are random and URL-safe, stored as their SHA-256', () => {
    const token = newOpaqueToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newOpaqueToken()).not.toBe(token)
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('a generated password is random and has every kind of character the rules ask for', () => {
    const password = generatePassword()
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}aA1!$/)
    expect(generatePassword()).not.toBe(password)
  })
})

describe('slowing down guessing', () => {
  it('holds an answer back 250 ms past a limit, doubling each attempt, 4 s at most', async () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 50].map(slowDownMs)).toEqual([0, 0, 250, 500, 1_000, 2_000, 4_000, 4_000, 4_000])
    expect(MAX_SLOW_DOWN_MS).toBe(4_000)
    await expect(slowDown(0)).resolves.toBeUndefined()
  })

  it('waits exactly that long before it lets the answer go, and not at all within the limit', async () => {
    vi.useFakeTimers()
    try {
      let settled = false
      void slowDown(3).then(() => {
        settled = true
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toBe(true)
      void slowDown(0)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
