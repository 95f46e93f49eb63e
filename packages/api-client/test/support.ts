import { SESSION_STORAGE_KEY, type Session } from '@vigil/domain'
import { memoryStorage } from '../src/session-store.ts'

export const BASE_URL = 'https://vigil.test/api'
export const NOW = new Date('2026-03-01T08:00:00Z')

/** An unsigned JWT expiring `expiresInMs` after NOW: the client only reads `exp`. */
export const accessToken = (name: string, expiresInMs: number): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none' })}.${part({ sub: name, exp: Math.floor((NOW.getTime() + expiresInMs) / 1000) })}.sig`
}

export const FRESH = accessToken('fresh', 15 * 60_000)
export const EXPIRING = accessToken('expiring', 10_000)
export const RENEWED = accessToken('renewed', 15 * 60_000)

export const session = (token: string, refreshToken = 'refresh-1'): Session => ({
  accessToken: token,
  refreshToken,
  userId: 7,
  userRole: 'Admin',
})

export const storageWith = (stored: Session | null) =>
  memoryStorage(stored ? { [SESSION_STORAGE_KEY]: JSON.stringify(stored) } : {})

export interface SeenRequest {
  url: string
  method: string
  authorization: string | null
  body: string | null
}

export const json = (status: number, body: unknown, contentType = 'application/json') =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': contentType } })

/** A fetch that records every request and answers with `answer`; `seen` lists them in order. */
export const fakeFetch = (answer: (request: SeenRequest) => Response | Promise<Response>) => {
  const seen: SeenRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? init.body : null,
    }
    seen.push(request)
    // Let concurrent callers interleave as they would over a network.
    await new Promise((resolve) => setTimeout(resolve, 5))
    return answer(request)
  }
  return { fetch, seen }
}

export const isRefresh = (request: SeenRequest) => request.url === `${BASE_URL}/Auth/RefreshTokens`
