import { describe, expect, it } from 'vitest'
import { apiErrorFromAnswer } from '../src/api-error.ts'
import { createApiClient } from '../src/mutator.ts'
import { BASE_URL, fakeFetch } from './support.ts'

const tooSoon = { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Please wait 42 seconds' }

describe("a refused answer's Retry-After", () => {
  it('reaches the ApiError a call throws', async () => {
    const server = fakeFetch(
      () =>
        new Response(JSON.stringify(tooSoon), {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '42' },
        }),
    )
    const client = createApiClient({ settings: { baseURL: BASE_URL }, fetch: server.fetch, storage: undefined })
    const error = await client.request('/Auth/ResendPhoneConfirmation', { method: 'POST' }).catch((caught) => caught)
    expect(error).toMatchObject({ status: 429, detail: 'Please wait 42 seconds', retryAfterSeconds: 42 })
  })

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    ['-3', undefined],
    ['0', 0],
    [' 7 ', 7],
  ])('reads %j as %j seconds', (header, seconds) => {
    const headers = new Headers(header === undefined ? {} : { 'retry-after': header })
    expect(apiErrorFromAnswer(429, 'Too Many Requests', tooSoon, headers).retryAfterSeconds).toBe(seconds)
    expect(apiErrorFromAnswer(429, 'Too Many Requests', 'not json', headers).retryAfterSeconds).toBe(seconds)
  })
})
