import { problemTitles, requestMessages, signInStruct, validationMessages } from '@vigil/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { authenticateRequests, issueAccessToken } from '../src/authenticate.ts'
import { authorizeRequest, signedInUser } from '../src/authorize.ts'
import { registerProblemDetails } from '../src/errors.ts'
import {
  forbidden,
  notFound,
  Problem,
  ProblemSchema,
  problemResponses,
  statusTitle,
  unauthorized,
  validationProblem,
} from '../src/problem.ts'
import { checkPayload, domainErrors } from '../src/validation.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const problemType = 'application/problem+json; charset=utf-8'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('problems', () => {
  it('carry the status, its title, the detail and messages per field', () => {
    const problem = new Problem(409, 'Conflict', 'Already linked.', { serial: ['taken'] }, { 'retry-after': '3' })
    expect(problem).toMatchObject({ status: 409, title: 'Conflict', message: 'Already linked.' })
    expect(problem.errors).toEqual({ serial: ['taken'] })
    expect(problem.headers).toEqual({ 'retry-after': '3' })
    expect(new Problem(418, 'Teapot')).toMatchObject({ message: 'Teapot', errors: undefined, headers: {} })
    expect(statusTitle(404)).toBe(problemTitles[404])
    expect(statusTitle(418)).toBe(problemTitles.other)
  })

  it('of validation keep the fields with a message, the first message as detail unless one is given', () => {
    const problem = validationProblem({ Email: 'bad email', Phone: undefined, Name: 'bad name' })
    expect(problem).toMatchObject({ status: 400, title: problemTitles[400], message: 'bad email' })
    expect(problem.errors).toEqual({ Email: ['bad email'], Name: ['bad name'] })
    expect(validationProblem({ Email: 'bad email' }, 'Fix the form.').message).toBe('Fix the form.')
    expect(validationProblem({}).message).toBe(problemTitles[400])
  })

  it('for 401, 403 and 404 have default details', () => {
    expect(unauthorized()).toMatchObject({
      status: 401,
      title: problemTitles[401],
      message: requestMessages.signInRequired,
    })
    expect(unauthorized('expired').message).toBe('expired')
    expect(forbidden()).toMatchObject({ status: 403, title: problemTitles[403], message: requestMessages.notAllowed })
    expect(forbidden('no').message).toBe('no')
    expect(notFound()).toMatchObject({ status: 404, title: problemTitles[404], message: requestMessages.notFound })
    expect(notFound('gone').message).toBe('gone')
  })

  it('are documented once, by reference', () => {
    expect(ProblemSchema).toMatchObject({ $id: 'ProblemDetails', title: 'ProblemDetails' })
    expect(Object.keys(ProblemSchema.properties)).toEqual(['type', 'title', 'status', 'detail', 'errors'])
    expect(ProblemSchema.required).toEqual(['type', 'title', 'status'])
    expect(problemResponses).toEqual({
      400: { $ref: 'ProblemDetails' },
      401: { $ref: 'ProblemDetails' },
      403: { $ref: 'ProblemDetails' },
    })
  })
})

describe('the error answers of every service', () => {
  const serve = async (setup: (server: FastifyInstance) => void) => {
    const logged: unknown[] = []
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    })
    registerProblemDetails(app)
    setup(app)
    await app.ready()
    return { server: app, logged }
  }

  it('answer a thrown problem as problem details, with its headers', async () => {
    const { server } = await serve((s) => {
      s.get('/busy', async () => {
        throw new Problem(429, problemTitles[429], 'Slow down.', undefined, { 'retry-after': '30' })
      })
      s.get('/fields', async () => {
        throw validationProblem({ Email: 'bad' })
      })
      s.get('/bare', async () => {
        throw new Problem(409, 'Conflict', '', {})
      })
    })
    const busy = await server.inject({ method: 'GET', url: '/busy' })
    expect(busy.statusCode).toBe(429)
    expect(busy.headers['content-type']).toBe(problemType)
    expect(busy.headers['retry-after']).toBe('30')
    expect(busy.json()).toEqual({ type: 'about:blank', title: problemTitles[429], status: 429, detail: 'Slow down.' })
    expect((await server.inject({ method: 'GET', url: '/fields' })).json()).toEqual({
      type: 'about:blank',
      title: problemTitles[400],
      status: 400,
      detail: 'bad',
      errors: { Email: ['bad'] },
    })
    expect((await server.inject({ method: 'GET', url: '/bare' })).json()).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
    })
  })

  it("name each field a schema refuses, nested ones by their path, the domain's messages first", async () => {
    const { server } = await serve((s) => {
      s.post(
        '/vehicles',
        {
          schema: {
            body: {
              type: 'object',
              required: ['vehicle', 'name'],
              properties: {
                name: { type: 'string' },
                vehicle: {
                  type: 'object',
                  required: ['year'],
                  properties: { id: { type: 'integer' }, year: { type: 'integer' } },
                },
              },
            },
          },
        },
        async () => 'ok',
      )
      s.post(
        '/sign-in',
        {
          config: { payload: signInStruct },
          schema: {
            body: {
              type: 'object',
              properties: { email: { type: 'string' }, password: { type: 'string' }, age: { type: 'integer' } },
            },
            querystring: { type: 'object', properties: { page: { type: 'integer' } } },
          },
        },
        async () => 'ok',
      )
    })
    const answer = await server.inject({ method: 'POST', url: '/vehicles', payload: { vehicle: { id: 'x' } } })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors).toEqual({ name: [validationMessages.required] })
    const nested = await server.inject({
      method: 'POST',
      url: '/vehicles',
      payload: { name: 'a', vehicle: { id: 'x' } },
    })
    expect(nested.json().errors).toEqual({ 'vehicle.year': [validationMessages.required] })
    const typed = await server.inject({
      method: 'POST',
      url: '/vehicles',
      payload: { name: 'a', vehicle: { id: 'x', year: 1 } },
    })
    expect(typed.json()).toMatchObject({ detail: 'must be integer', errors: { 'vehicle.id': ['must be integer'] } })
    const merged = await server.inject({ method: 'POST', url: '/sign-in', payload: { email: '', age: 'old' } })
    expect(merged.json().errors).toEqual({
      email: [validationMessages.required],
      password: [validationMessages.required],
      age: ['must be integer'],
    })
    const query = await server.inject({ method: 'POST', url: '/sign-in?page=first', payload: { email: 'a' } })
    expect(query.json().errors).toEqual({ page: ['must be integer'] })
    // The domain accepts the payload, the schema does not: the schema's failure alone is answered.
    const domainContent = await server.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: 'ann@example.com', password: 'Demo-pass-1!', age: 'old' },
    })
    expect(domainContent.json()).toMatchObject({ detail: 'must be integer', errors: { age: ['must be integer'] } })
  })

  it('hide what went wrong in a failure of ours, log it, and pass on what the framework says of a bad request', async () => {
    const { server, logged } = await serve((s) => {
      s.get('/broken', async () => {
        throw new Error('database password is hunter2')
      })
      s.get('/unavailable', async () => {
        throw Object.assign(new Error('down for maintenance'), { statusCode: 503 })
      })
      s.get('/gone', async () => {
        throw Object.assign(new Error('It is gone.'), { statusCode: 410 })
      })
    })
    const broken = await server.inject({ method: 'GET', url: '/broken' })
    expect(broken.statusCode).toBe(500)
    expect(broken.json()).toEqual({
      type: 'about:blank',
      title: problemTitles[500],
      status: 500,
      detail: requestMessages.failed,
    })
    expect(logged).toEqual([expect.objectContaining({ msg: 'request failed' })])
    const unavailable = await server.inject({ method: 'GET', url: '/unavailable' })
    expect(unavailable.json()).toMatchObject({ status: 503, detail: requestMessages.failed })
    expect(logged).toHaveLength(2)
    const gone = await server.inject({ method: 'GET', url: '/gone' })
    expect(gone.json()).toEqual({ type: 'about:blank', title: problemTitles.other, status: 410, detail: 'It is gone.' })
    expect(logged).toHaveLength(2)
  })

  it('say which route does not exist, without its query', async () => {
    const { server } = await serve(() => {})
    const answer = await server.inject({ method: 'DELETE', url: '/api/Nowhere?token=secret' })
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-type']).toBe(problemType)
    expect(answer.json()).toEqual({
      type: 'about:blank',
      title: problemTitles[404],
      status: 404,
      detail: requestMessages.noRoute('DELETE', '/api/Nowhere'),
    })
  })
})

describe('authorising each route by the role x action table', () => {
  const serve = async () => {
    app = Fastify()
    registerProblemDetails(app)
    app.addHook(
      'onRequest',
      authenticateRequests(secret, () => new Date('2026-03-02T08:00:01Z')),
    )
    app.addHook('preHandler', authorizeRequest)
    const scope = async (request: { scope: unknown }) => ({ scope: request.scope })
    app.get('/vehicles', { config: { access: 'vehicles.read' } }, scope)
    app.get('/burnin', { config: { access: 'burnin.run' } }, scope)
    app.get('/sign-in', { config: { access: 'public' } }, scope)
    app.get('/checklist', { config: { access: 'installations.checklist' } }, scope)
    app.get('/my', { config: { access: 'my.password' } }, async (request) => ({ id: signedInUser(request).id }))
    app.get('/forgotten', scope)
    app.get('/who', { config: { access: 'public' } }, async (request) => ({ id: signedInUser(request).id }))
    await app.ready()
    return app
  }
  const as = async (role: string | null, url: string, authorization?: string) => {
    const token = role ? await issueAccessToken(secret, { id: 5, role }, new Date('2026-03-02T08:00:00Z')) : null
    const headers = authorization ? { authorization } : token ? { authorization: `Bearer ${token}` } : {}
    const answer = await app!.inject({ method: 'GET', url, headers })
    return { status: answer.statusCode, body: answer.json() }
  }

  it('gives each role the scope the table names', async () => {
    await serve()
    expect(await as('Admin', '/vehicles')).toEqual({ status: 200, body: { scope: 'any' } })
    expect(await as('Company-Admin', '/vehicles')).toEqual({ status: 200, body: { scope: 'company' } })
    expect(await as('Dispatcher', '/vehicles')).toEqual({ status: 200, body: { scope: 'any' } })
    expect(await as(null, '/sign-in')).toEqual({ status: 200, body: { scope: 'public' } })
    expect(await as(null, '/checklist')).toEqual({ status: 200, body: { scope: 'passcode' } })
    expect(await as('Account-Holder', '/my')).toEqual({ status: 200, body: { id: 5 } })
  })

  it('answers 401 to someone not signed in, with why their token was refused, and 403 to a role without the right', async () => {
    await serve()
    expect(await as(null, '/vehicles')).toMatchObject({
      status: 401,
      body: { detail: requestMessages.signInRequired },
    })
    expect(await as(null, '/vehicles', 'Bearer broken')).toMatchObject({
      status: 401,
      body: { detail: requestMessages.accessTokenInvalid },
    })
    expect(await as('Account-Holder', '/vehicles')).toMatchObject({
      status: 403,
      body: { detail: requestMessages.notAllowed },
    })
    expect(await as('Company-Admin', '/burnin')).toMatchObject({ status: 403 })
    expect(await as(null, '/who')).toMatchObject({ status: 401, body: { detail: requestMessages.signInRequired } })
    expect(await as(null, '/who', 'Bearer broken')).toMatchObject({
      status: 401,
      body: { detail: requestMessages.accessTokenInvalid },
    })
  })

  it('refuses every route that names no action, whoever calls', async () => {
    await serve()
    expect(await as('Admin', '/forgotten')).toMatchObject({
      status: 403,
      body: { detail: requestMessages.noAccessRule },
    })
    expect(await as(null, '/forgotten')).toMatchObject({ status: 403, body: { detail: requestMessages.noAccessRule } })
  })
})

describe("checking a body with the domain's struct", () => {
  it("answers the domain's messages, or replaces the body with the parsed payload", async () => {
    expect(domainErrors(signInStruct, { email: 'a', password: 'b' })).toBeUndefined()
    expect(domainErrors(signInStruct, { email: 'a' })).toEqual({ password: validationMessages.required })
    app = Fastify()
    registerProblemDetails(app)
    app.addHook('preHandler', checkPayload)
    app.post('/sign-in', { config: { payload: signInStruct } }, async (request) => ({ body: request.body }))
    app.post('/free', async (request) => ({ body: request.body ?? null }))
    const refused = await app.inject({ method: 'POST', url: '/sign-in', payload: { email: 'a@b.co' } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual({ password: [validationMessages.required] })
    const empty = await app.inject({ method: 'POST', url: '/sign-in' })
    expect(empty.json().errors).toEqual({
      email: [validationMessages.required],
      password: [validationMessages.required],
    })
    const masked = await app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: 'a@b.co', password: 'pw', admin: true },
    })
    expect(masked.json()).toEqual({ body: { email: 'a@b.co', password: 'pw' } })
    const free = await app.inject({ method: 'POST', url: '/free', payload: { anything: 1 } })
    expect(free.json()).toEqual({ body: { anything: 1 } })
  })
})
