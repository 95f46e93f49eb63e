import { burnInAlertMessage, burnInFetchError } from '@vigil/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api-error.ts'
import { createBurnInClient } from '../src/burnin.ts'
import { createApiClient } from '../src/mutator.ts'
import { BASE_URL, FRESH, fakeFetch, json, NOW, type SeenRequest, session, storageWith } from './support.ts'

const BURN_IN_URL = 'https://burnin.vigil.test'
const unit = { unitSerialNumber: 'SN-0001', testStation: 'A1', results: [] }

const burnIn = (answer: (request: SeenRequest) => Response) => {
  const server = fakeFetch(answer)
  const api = createApiClient({
    settings: async () => ({ baseURL: BASE_URL, burnInURL: BURN_IN_URL }),
    fetch: server.fetch,
    storage: storageWith(session(FRESH)),
    now: () => NOW,
  })
  return { client: createBurnInClient(() => api), seen: server.seen }
}

describe('the burn-in client', () => {
  it('reads test results from burnInURL with the bearer token', async () => {
    const { client, seen } = burnIn(() => json(200, { items: [unit] }))
    expect(await client.getResults()).toEqual([unit])
    expect(seen).toEqual([
      { url: `${BURN_IN_URL}/TestRunner/Results`, method: 'GET', authorization: `Bearer ${FRESH}`, body: null },
    ])
  })

  it('reads the station ids whether the runner answers a list or { items }', async () => {
    expect(await burnIn(() => json(200, ['A1', 'B2'])).client.getStations()).toEqual(['A1', 'B2'])
    expect(await burnIn(() => json(200, { items: ['C3'] })).client.getStations()).toEqual(['C3'])
  })

  it.each([
    [
      'addUnit',
      (c: ReturnType<typeof createBurnInClient>) => c.addUnit('SN 1', 'A1'),
      '/TestRunner/AddUnit?unitSerialNumber=SN+1&stationId=A1',
      null,
    ],
    [
      'removeUnit',
      (c: ReturnType<typeof createBurnInClient>) => c.removeUnit('SN-1'),
      '/TestRunner/RemoveUnit?unitSerialNumber=SN-1',
      null,
    ],
    [
      'startUnitTest',
      (c: ReturnType<typeof createBurnInClient>) => c.startUnitTest('SN-1'),
      '/TestRunner/StartUnitTest?unitSerialNumber=SN-1',
      null,
    ],
    [
      'stopUnitTest',
      (c: ReturnType<typeof createBurnInClient>) => c.stopUnitTest('SN-1'),
      '/TestRunner/StopUnitTest?unitSerialNumber=SN-1',
      null,
    ],
    [
      'startAllTests',
      (c: ReturnType<typeof createBurnInClient>) => c.startAllTests(),
      '/TestRunner/StartAllTests',
      null,
    ],
    ['stopAllTests', (c: ReturnType<typeof createBurnInClient>) => c.stopAllTests(), '/TestRunner/StopAllTests', null],
    [
      'retryFailedTests',
      (c: ReturnType<typeof createBurnInClient>) => c.retryFailedTests('SN/1'),
      '/TestRunner/RetryFailedTests/SN%2F1',
      null,
    ],
    [
      'retryUnitTest',
      (c: ReturnType<typeof createBurnInClient>) => c.retryUnitTest('SN-1', 'Gps'),
      '/TestRunner/RetryUnitTest/SN-1',
      '{"testType":"Gps"}',
    ],
  ] as const)('%s sends PUT %s', async (_, call, path, body) => {
    const { client, seen } = burnIn(() => json(200, {}))
    expect(await call(client)).toEqual({ message: null })
    expect(seen).toEqual([{ url: `${BURN_IN_URL}${path}`, method: 'PUT', authorization: `Bearer ${FRESH}`, body }])
  })

  it("passes the runner's message on, so the alert shows it", async () => {
    const { message } = await burnIn(() => json(200, { message: 'Unit queued on A1' })).client.addUnit('SN-1', 'A1')
    expect(burnInAlertMessage('addDevice', { status: 200, message })).toBe('Unit queued on A1')
  })

  it('throws an ApiError with the problem details on refusal, exactly like the generated calls', async () => {
    const problem = {
      title: 'Unit busy',
      status: 409,
      detail: 'SN-1 is being tested',
      errors: { unitSerialNumber: ['Busy'] },
    }
    const error = await burnIn(() => json(409, problem, 'application/problem+json'))
      .client.startAllTests()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, title: 'Unit busy', detail: 'SN-1 is being tested', body: problem })
    expect((error as ApiError).fieldError('UnitSerialNumber')).toBe('Busy')
    expect(burnInAlertMessage('startAllTests', error as ApiError)).toBe('Failed to start tests')
    expect(burnInFetchError('getResults', error as ApiError)).toBe(burnInFetchError('getResults', { status: 500 }))
  })

  it('throws an ApiError with status 0 when the runner cannot be reached', async () => {
    const { client } = burnIn(() => {
      throw new TypeError('fetch failed')
    })
    await expect(client.getResults()).rejects.toMatchObject({ name: 'ApiError', status: 0 })
  })
})
