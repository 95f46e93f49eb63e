import { requestMessages } from '@vigil/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { registerProblemDetails } from '../src/errors.ts'
import {
  defaultMaxLength,
  findNul,
  INTEGER_RANGE,
  jsonDepthExceeds,
  limitInputs,
  MAX_JSON_DEPTH,
  NUMBER_RANGE,
  registerInputLimits,
} from '../src/input-limits.ts'

describe('the default longest string, by what the field is called', () => {
  it.each([
    ['Email', 254],
    ['contactEmailAddress', 254],
    ['refreshToken', 4_096],
    ['apiKey', 4_096],
    ['photoUrl', 4_096],
    ['resetLink', 4_096],
    ['state', 65_536],
    ['Signature', 65_536],
    ['password', 256],
    ['PasswordConfirmation', 256],
    ['phoneNumber', 32],
    ['FirstName', 100],
    ['nickname', 100],
    ['nameOfTheFleet', 1_000],
    ['notes', 1_000],
    ['', 1_000],
  ])('%s may be %i characters long', (key, length) => {
    expect(defaultMaxLength(key)).toBe(length)
  })
})

describe('limits given to schemas that set none', () => {
  it('gives strings a length by their key, and leaves strings with a length, a list of values or a date alone', () => {
    const schema = {
      type: 'object',
      properties: {
        email: { type: 'string' },
        notes: { type: ['string', 'null'] },
        code: { type: 'string', maxLength: 6 },
        colour: { type: 'string', enum: ['red', 'blue'] },
        bornOn: { type: 'string', format: 'date' },
        seenOn: { type: 'string', format: 'date-time' },
        flag: { type: 'boolean' },
      },
    }
    limitInputs(schema)
    expect(schema.properties).toEqual({
      email: { type: 'string', maxLength: 254 },
      notes: { type: ['string', 'null'], maxLength: 1_000 },
      code: { type: 'string', maxLength: 6 },
      colour: { type: 'string', enum: ['red', 'blue'] },
      bornOn: { type: 'string', format: 'date' },
      seenOn: { type: 'string', format: 'date-time' },
      flag: { type: 'boolean' },
    })
  })

  it('gives integers the range the database stores and numbers the range JavaScript holds, keeping bounds set', () => {
    const schema = {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        speed: { type: 'number' },
        page: { type: 'integer', minimum: 1 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        size: { type: 'integer', maximum: 100 },
      },
    }
    limitInputs(schema)
    expect(schema.properties).toEqual({
      count: { type: 'integer', ...INTEGER_RANGE },
      speed: { type: 'number', ...NUMBER_RANGE },
      page: { type: 'integer', minimum: 1, maximum: INTEGER_RANGE.maximum },
      ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
      size: { type: 'integer', minimum: INTEGER_RANGE.minimum, maximum: 100 },
    })
    expect(INTEGER_RANGE).toEqual({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 })
    expect(NUMBER_RANGE).toEqual({ minimum: -1e15, maximum: 1e15 })
  })

  it('reaches strings inside lists, maps, negations, alternatives and pattern properties, keyed by their field', () => {
    const inner = () => ({ type: 'string' })
    const schema = {
      type: 'object',
      properties: {
        emails: { type: 'array', items: inner() },
        tokens: { type: 'object', additionalProperties: inner() },
        phone: { not: inner() },
        firstName: { anyOf: [inner(), { type: 'null' }] },
        password: { oneOf: [inner()] },
        link: { allOf: [inner()] },
        state: { type: 'object', patternProperties: { '^x-': inner() } },
      },
    }
    limitInputs(schema)
    const p = schema.properties
    expect(p.emails.items).toEqual({ type: 'string', maxLength: 254 })
    expect(p.tokens.additionalProperties).toEqual({ type: 'string', maxLength: 4_096 })
    expect(p.phone.not).toEqual({ type: 'string', maxLength: 32 })
    expect(p.firstName.anyOf).toEqual([{ type: 'string', maxLength: 100 }, { type: 'null' }])
    expect(p.password.oneOf).toEqual([{ type: 'string', maxLength: 256 }])
    expect(p.link.allOf).toEqual([{ type: 'string', maxLength: 4_096 }])
    expect(p.state.patternProperties['^x-']).toEqual({ type: 'string', maxLength: 65_536 })
  })

  it('visits a schema met twice once, so a shared or circular schema keeps the limit of its first key', () => {
    const shared: Record<string, unknown> = { type: 'string' }
    const circular: Record<string, unknown> = { type: 'object' }
    circular.properties = { self: circular, email: shared, notes: shared }
    limitInputs(circular)
    expect(shared).toEqual({ type: 'string', maxLength: 254 })
    expect(() => limitInputs(null)).not.toThrow()
    expect(() => limitInputs('string')).not.toThrow()
  })
})

describe('finding a NUL character', () => {
  it('names the path of the first string or key holding one, and nothing when there is none', () => {
    expect(findNul('a\u0000b')).toEqual([])
    expect(findNul({ name: 'ok', list: ['fine', { deep: 'x\u0000' }] })).toEqual(['list', '1', 'deep'])
    expect(findNul({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key'])
    expect(findNul({ outer: { 'k\u0000': 'v' } })).toEqual(['outer', 'k\u0000'])
    expect(findNul({ name: 'ok', count: 3, none: null, list: ['a', 1, true] })).toBeUndefined()
    expect(findNul(undefined)).toBeUndefined()
    expect(findNul('x', ['start'])).toBeUndefined()
    expect(findNul('\u0000', ['start'])).toEqual(['start'])
  })

  // A recursive walk overflows Node's default stack before 8,000 levels; kept near that, since each level copies its
  // path and Stryker reruns this test for every mutant of findNul.
  it('walks a body deeper than the call stack allows', { timeout: 120_000 }, () => {
    let deep: unknown = 'bottom\u0000'
    for (let level = 0; level < 12_000; level++) deep = [deep]
    expect(findNul(deep)).toHaveLength(12_000)
  })
})

describe('the nesting depth of a JSON text', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
  it('counts objects and arrays and stops past the limit', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false)
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true)
    expect(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false)
    expect(jsonDepthExceeds('{"a":{"b":{"c":{"d":1}}}}', 3)).toBe(true)
    expect(jsonDepthExceeds('[[],[],[],[]]', 2)).toBe(false)
    expect(jsonDepthExceeds('{"a":[],"b":{},"c":[]}', 2)).toBe(false)
  })

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('["[[[[{{{{"]', 1)).toBe(false)
    expect(jsonDepthExceeds('["\\"[[[[", "\\\\"]', 1)).toBe(false)
    expect(jsonDepthExceeds('["\\\\", [[]]]', 2)).toBe(true)
    expect(jsonDepthExceeds('{"k\\"{{{":"v"}', 1)).toBe(false)
  })
})

describe('the input limits of every route', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const start = async () => {
    const server = Fastify()
    app = server
    registerProblemDetails(server)
    registerInputLimits(server)
    server.addSchema({ $id: 'Contact', type: 'object', properties: { email: { type: 'string' } } })
    server.post(
      '/echo/:id',
      {
        schema: {
          body: { type: 'object', properties: { notes: { type: 'string' }, count: { type: 'integer' } } },
          querystring: { type: 'object', properties: { search: { type: 'string' } } },
        },
      },
      async (request) => ({ body: request.body ?? null }),
    )
    server.post('/plain', async (request) => ({ body: request.body ?? null }))
    await server.ready()
    return server
  }

  const post = (server: FastifyInstance, payload: string, url = '/echo/1') =>
    server.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })

  it('parses JSON, an empty body as none, and drops __proto__ keys', async () => {
    const server = await start()
    expect((await post(server, '{"notes":"hi","count":2}')).json()).toEqual({ body: { notes: 'hi', count: 2 } })
    expect((await post(server, '   ', '/plain')).json()).toEqual({ body: null })
    const polluted = await post(server, '{"notes":"x","__proto__":{"admin":true}}')
    expect(polluted.json()).toEqual({ body: { notes: 'x' } })
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })

  it('refuses a body that is not JSON, or nested too deep, naming the body', async () => {
    const server = await start()
    const broken = await post(server, '{"notes":')
    expect(broken.statusCode).toBe(400)
    expect(broken.json().errors).toEqual({ body: [requestMessages.invalidJson] })
    const deep = await post(server, `{"notes":"x","more":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`)
    expect(deep.statusCode).toBe(400)
    expect(deep.json().errors).toEqual({ body: [requestMessages.tooDeep(32)] })
    const justDeepEnough = `{"notes":"x","more":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`
    expect((await post(server, justDeepEnough)).statusCode).toBe(200)
  })

  it('refuses a NUL character in the path, the query or the body, naming where it is', async () => {
    const server = await start()
    const inBody = await post(server, '{"notes":"a\\u0000b"}')
    expect(inBody.statusCode).toBe(400)
    expect(inBody.json().errors).toEqual({ notes: [requestMessages.nul] })
    const inQuery = await post(server, '{}', '/echo/1?search=a%00b')
    expect(inQuery.json().errors).toEqual({ search: [requestMessages.nul] })
    const inPath = await post(server, '{}', '/echo/a%00b')
    expect(inPath.json().errors).toEqual({ id: [requestMessages.nul] })
    const nested = await post(server, '{"outer":{"inner":["ok","a\\u0000"]}}', '/plain')
    expect(nested.json().errors).toEqual({ 'outer.inner.1': [requestMessages.nul] })
    const nulBody = await post(server, '"\\u0000"')
    expect(nulBody.json().errors).toEqual({ body: [requestMessages.nul] })
    expect((await post(server, '{"notes":"a b"}', '/plain')).statusCode).toBe(200)
  })

  it("limits each route's schemas and the named ones, so an over-long value is a 400 naming the field", async () => {
    const server = await start()
    expect(server.getSchema('Contact')).toEqual({
      $id: 'Contact',
      type: 'object',
      properties: { email: { type: 'string', maxLength: 254 } },
    })
    const long = await post(server, JSON.stringify({ notes: 'x'.repeat(1_001) }))
    expect(long.statusCode).toBe(400)
    expect(Object.keys(long.json().errors)).toEqual(['notes'])
    const huge = await post(server, JSON.stringify({ count: 2 ** 31 }))
    expect(huge.statusCode).toBe(400)
    expect(Object.keys(huge.json().errors)).toEqual(['count'])
    const longQuery = await post(server, '{}', `/echo/1?search=${'q'.repeat(1_001)}`)
    expect(longQuery.statusCode).toBe(400)
    expect((await post(server, JSON.stringify({ notes: 'x'.repeat(1_000) }))).statusCode).toBe(200)
  })
})
