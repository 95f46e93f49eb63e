import { parseSession, SESSION_STORAGE_KEY } from '@vigil/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../src/api-error.ts'
import { getRoles } from '../src/generated/index.ts'
import { type ApiClientOptions, configureApiClient, createApiClient } from '../src/mutator.ts'
import {
  BASE_URL,
  EXPIRING,
  FRESH,
  fakeFetch,
  isRefresh,
  json,
  NOW,
  RENEWED,
  type SeenRequest,
  session,
  storageWith,
} from './support.ts'

const roles = { items: [{ id: 1, name: 'Admin' }] }

/** A client on a fake server: refresh answers `refresh`, any other call `answer`. */
const setUp = (
  stored: ReturnType<typeof session> | null,
  answer: (request: SeenRequest) => Response = () => json(200, roles),
  refresh: (request: SeenRequest) => Response = () =>
    json(200, { ...session(RENEWED, 'refresh-2'), accessToken: RENEWED }),
  options: Partial<ApiClientOptions> = {},
) => {
  const server = fakeFetch((request) => (isRefresh(request) ? refresh(request) : answer(request)))
  const storage = storageWith(stored)
  const onSignedOut = vi.fn()
  const client = createApiClient({
    settings: { baseURL: BASE_URL },
    fetch: server.fetch,
    storage,
    onSignedOut,
    now: () => NOW,
    ...options,
  })
  const calls = () => server.seen.filter((request) => !isRefresh(request))
  const refreshes = () => server.seen.filter(isRefresh)
  const stored_ = () => parseSession(storage.getItem(SESSION_STORAGE_KEY))
  return { client, server, calls, refreshes, onSignedOut, stored: stored_ }
}

afterEach(() => {
  configureApiClient()
})

describe('every call', () => {
  it('goes to the base URL with the bearer access token and answers data, status and headers', async () => {
    const { client, calls } = setUp(session(FRESH))
    const answer = await client.request('/Roles?$pagesize=50', { method: 'GET' })
    expect(calls()).toEqual([
      { url: `${BASE_URL}/Roles?$pagesize=50`, method: 'GET', authorization: `Bearer ${FRESH}`, body: null },
    ])
    expect(answer.data).toEqual(roles)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
  })

  it('sends no Authorization header when nobody is signed in', async () => {
    const { client, calls } = setUp(null)
    await client.request('/Roles', { method: 'GET' })
    expect(calls()[0]?.authorization).toBeNull()
  })

  it('reads baseURL from /appsettings.json at the origin root once, however many calls there are', async () => {
    const server = fakeFetch((request) =>
      request.url === '/appsettings.json' ? json(200, { baseURL: 'https://elsewhere.test/api/' }) : json(200, roles),
    )
    const client = createApiClient({ fetch: server.fetch, storage: storageWith(null) })
    await Promise.all([client.request('/Roles'), client.request('Users')])
    await client.request('/Regions')
    expect(server.seen.map((request) => request.url)).toEqual([
      '/appsettings.json',
      'https://elsewhere.test/api/Roles',
      'https://elsewhere.test/api/Users',
      'https://elsewhere.test/api/Regions',
    ])
  })

  it('keeps a root-relative base URL such as /api root-relative', async () => {
    const server = fakeFetch((request) =>
      request.url === '/appsettings.json' ? json(200, { baseURL: '/api' }) : json(200, roles),
    )
    const client = createApiClient({ fetch: server.fetch, storage: storageWith(null) })
    await client.request('/Roles')
    await client.request('Users/3')
    expect(server.seen.map((request) => request.url)).toEqual(['/appsettings.json', '/api/Roles', '/api/Users/3'])
  })

  it('logs a failed settings load and tries again on the next call', async () => {
    let attempts = 0
    const server = fakeFetch((request) => {
      if (request.url !== '/appsettings.json') return json(200, roles)
      attempts += 1
      return attempts === 1 ? json(503, undefined) : json(200, { baseURL: BASE_URL })
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const client = createApiClient({ fetch: server.fetch, storage: storageWith(null) })
    await expect(client.request('/Roles')).rejects.toThrow('HTTP 503')
    expect(logged).toHaveBeenCalledTimes(1)
    expect((await client.request('/Roles')).data).toEqual(roles)
    expect(attempts).toBe(2)
    logged.mockRestore()
  })

  it('is what the generated calls use once the app configures it', async () => {
    const server = fakeFetch(() => json(200, roles))
    configureApiClient({
      settings: { baseURL: BASE_URL },
      fetch: server.fetch,
      storage: storageWith(session(FRESH)),
      now: () => NOW,
    })
    // The body itself, not an { data, status, headers } wrapper.
    expect(await getRoles()).toEqual(roles)
    expect(server.seen).toMatchObject([{ url: `${BASE_URL}/Roles`, method: 'GET', authorization: `Bearer ${FRESH}` }])
  })
})

describe('token refresh', () => {
  it('refreshes an expiring token exactly once for many concurrent calls, and sends them all with the new one', async () => {
    const { client, calls, refreshes, stored } = setUp(session(EXPIRING))
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.request('/Roles')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(refreshes()).toHaveLength(1)
    expect(JSON.parse(refreshes()[0]!.body!)).toEqual({ accessToken: EXPIRING, refreshToken: 'refresh-1' })
    expect(calls().map((request) => request.authorization)).toEqual(Array(8).fill(`Bearer ${RENEWED}`))
    expect(stored()).toEqual(session(RENEWED, 'refresh-2'))
  })

  it('keeps the refresh token when the answer carries only a new access token', async () => {
    const { client, stored } = setUp(session(EXPIRING), undefined, () => json(200, { accessToken: RENEWED }))
    await client.request('/Roles')
    expect(stored()).toEqual(session(RENEWED, 'refresh-1'))
  })

  it('refreshes after a 401 and retries the call once with the new token', async () => {
    let rejected = false
    const { client, calls, refreshes } = setUp(session(FRESH), (request) => {
      if (request.authorization === `Bearer ${FRESH}`) {
        rejected = true
        return json(401, { title: 'Unauthorized', status: 401 })
      }
      return json(200, roles)
    })
    const answer = await client.request('/Users/3', { method: 'PUT', body: '{"firstName":"Thandi"}' })
    expect(rejected).toBe(true)
    expect(answer.data).toEqual(roles)
    expect(refreshes()).toHaveLength(1)
    expect(calls().map((request) => [request.authorization, request.body])).toEqual([
      [`Bearer ${FRESH}`, '{"firstName":"Thandi"}'],
      [`Bearer ${RENEWED}`, '{"firstName":"Thandi"}'],
    ])
  })

  it('refreshes once when several calls are refused with the same token', async () => {
    const { client, refreshes, calls } = setUp(session(FRESH), (request) =>
      request.authorization === `Bearer ${FRESH}`
        ? json(401, { title: 'Unauthorized', status: 401 })
        : json(200, roles),
    )
    await Promise.all(Array.from({ length: 5 }, () => client.request('/Roles')))
    expect(refreshes()).toHaveLength(1)
    expect(calls().filter((request) => request.authorization === `Bearer ${RENEWED}`)).toHaveLength(5)
  })

  it('does not retry a second time when the new token is refused too', async () => {
    const { client, calls } = setUp(session(FRESH), () => json(401, { title: 'Unauthorized', status: 401 }))
    await expect(client.request('/Roles')).rejects.toMatchObject({ status: 401 })
    expect(calls()).toHaveLength(2)
  })

  it('signs out once when the refresh fails: the session is cleared and onSignedOut runs a single time', async () => {
    const { client, refreshes, onSignedOut, stored, calls } = setUp(
      session(EXPIRING),
      (request) => (request.authorization ? json(200, roles) : json(401, { title: 'Unauthorized', status: 401 })),
      () => json(401, { title: 'Unauthorized', status: 401, detail: 'The session has ended.' }),
    )
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => client.request('/Roles')))
    expect(refreshes()).toHaveLength(1)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(stored()).toBeNull()
    expect(calls().every((request) => request.authorization === null)).toBe(true)
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('rejected'))
  })

  it('signs out when the refresh cannot reach the server', async () => {
    const { client, onSignedOut, stored } = setUp(session(EXPIRING), undefined, () => {
      throw new TypeError('fetch failed')
    })
    await client.request('/Roles').catch(() => undefined)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(stored()).toBeNull()
  })

  it('hands the hub a refreshed token through accessToken()', async () => {
    const { client, refreshes } = setUp(session(EXPIRING))
    expect(await Promise.all([client.accessToken(), client.accessToken()])).toEqual([RENEWED, RENEWED])
    expect(refreshes()).toHaveLength(1)
  })
})

describe('refused calls', () => {
  it('throw an ApiError carrying the problem details and the messages per field', async () => {
    const problem = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      detail: 'Please provide a valid email address',
      errors: { Email: ['Please provide a valid email address'], Password: ['Password is required', 'Too short'] },
    }
    const { client } = setUp(session(FRESH), () => json(400, problem, 'application/problem+json'))
    const error = await client.request('/Users', { method: 'POST', body: '{}' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect([apiError.status, apiError.title, apiError.detail, apiError.type]).toEqual([
      400,
      problem.title,
      problem.detail,
      problem.type,
    ])
    expect(apiError.message).toBe('Please provide a valid email address')
    expect(apiError.errors).toEqual(problem.errors)
    expect(apiError.fieldError('email')).toBe('Please provide a valid email address')
    expect(apiError.fieldError('Password')).toBe('Password is required')
    expect(apiError.fieldError('FirstName')).toBeUndefined()
    expect(apiError.fieldMessages).toEqual([
      'Please provide a valid email address',
      'Password is required',
      'Too short',
    ])
  })

  it('keep the status text when the answer is not problem details', async () => {
    const { client } = setUp(
      session(FRESH),
      () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    )
    await expect(client.request('/Roles')).rejects.toMatchObject({ status: 502, title: 'Bad Gateway', errors: {} })
  })

  it('that never reach the server are an ApiError with status 0', async () => {
    const { client } = setUp(session(FRESH), () => {
      throw new TypeError('fetch failed')
    })
    await expect(client.request('/Roles')).rejects.toMatchObject({ name: 'ApiError', status: 0 })
  })
})
