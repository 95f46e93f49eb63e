import { type Session, shouldRefresh } from '@vigil/domain'
import { ApiError, apiErrorFromAnswer } from './api-error.ts'
import { createSessionStore, type SessionStorageLike } from './session-store.ts'
import { type AppSettings, joinURL, settingsLoader } from './settings.ts'

/** A whole answer, for callers of `request` that need its status or headers; generated calls answer only the body. */
export interface ApiAnswer<T = unknown> {
  data: T
  status: number
  headers: Headers
}

export interface ApiClientOptions {
  /** The settings, or how to load them; by default `/appsettings.json` is fetched once. */
  settings?: AppSettings | Pick<AppSettings, 'baseURL'> | (() => Promise<Pick<AppSettings, 'baseURL'>>)
  fetch?: typeof fetch
  /** Where the session lives; local storage by default. */
  storage?: SessionStorageLike
  /** Called once when a refresh fails and the session is cleared; by default goes to the sign-in page. */
  onSignedOut?: () => void
  now?: () => Date
}

export interface ApiClient {
  /** Sends a call relative to `baseURL` (or to an absolute address) with the bearer token; throws ApiError. */
  request<T>(url: string, init?: RequestInit): Promise<ApiAnswer<T>>
  settings(): Promise<AppSettings>
  /** A usable access token, refreshed first when it is about to expire; null when signed out. */
  accessToken(): Promise<string | null>
  readSession(): Session | null
  /** Keeps the answer of a sign-in, so that later calls carry its token. */
  signIn(session: Session): void
  signOut(): void
}

const goToSignIn = () => globalThis.location?.assign('/')

const readBody = async (response: Response): Promise<unknown> => {
  if ([204, 205, 304].includes(response.status)) return undefined
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    const text = await response.text()
    return text === '' ? undefined : JSON.parse(text)
  }
  return type.startsWith('text/plain') ? response.text() : response.blob()
}

const isRefreshedSession = (value: unknown): value is { accessToken: string; refreshToken?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { accessToken?: unknown }).accessToken === 'string'

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const store = createSessionStore(options.storage)
  const now = options.now ?? (() => new Date())
  const onSignedOut = options.onSignedOut ?? goToSignIn
  const source = options.settings
  const loadSettings =
    typeof source === 'function'
      ? source
      : source
        ? () => Promise.resolve(source)
        : settingsLoader(options.fetch ? (input, init) => send(input, init) : undefined)
  const settings = async () => (await loadSettings()) as AppSettings

  const signOut = () => {
    store.clear()
    onSignedOut()
  }

  // Every caller that finds the token expiring (or refused) waits on this one refresh.
  let refreshing: Promise<string | null> | null = null

  const refreshTokens = async (session: Session): Promise<string | null> => {
    try {
      const { baseURL } = await settings()
      const response = await send(joinURL(baseURL, '/Auth/RefreshTokens'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken }),
      })
      const body = response.ok ? await readBody(response) : undefined
      if (!isRefreshedSession(body)) throw new Error(`Refreshing the session failed with HTTP ${response.status}`)
      // The server rotates the refresh token; keeping the spent one would revoke the whole family next time.
      store.write({
        ...session,
        accessToken: body.accessToken,
        refreshToken: body.refreshToken ?? session.refreshToken,
      })
      return body.accessToken
    } catch {
      signOut()
      return null
    }
  }

  /** Refreshes once for everyone, unless another caller already replaced the token that was used. */
  const refreshOnce = (usedToken: string): Promise<string | null> => {
    if (refreshing) return refreshing
    const session = store.read()
    if (!session) return Promise.resolve(null)
    if (session.accessToken !== usedToken) return Promise.resolve(session.accessToken)
    refreshing = refreshTokens(session).finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const accessToken = async (): Promise<string | null> => {
    if (refreshing) return refreshing
    const session = store.read()
    if (!session) return null
    return shouldRefresh(session.accessToken, now()) ? refreshOnce(session.accessToken) : session.accessToken
  }

  const request = async <T>(url: string, init: RequestInit = {}): Promise<ApiAnswer<T>> => {
    const { baseURL } = await settings()
    const address = joinURL(baseURL, url)
    const attempt = (token: string | null) => {
      const headers = new Headers(init.headers)
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`)
      return send(address, { ...init, headers })
    }
    const token = await accessToken()
    let response: Response
    try {
      response = await attempt(token)
      if (response.status === 401 && token) {
        const renewed = await refreshOnce(token)
        if (renewed) response = await attempt(renewed)
      }
    } catch (error) {
      throw new ApiError({ status: 0, title: 'Network error', detail: String(error) }, error)
    }
    const data = await readBody(response)
    if (!response.ok) throw apiErrorFromAnswer(response.status, response.statusText, data, response.headers)
    return { data: data as T, status: response.status, headers: response.headers }
  }

  return {
    request,
    settings,
    accessToken,
    readSession: () => store.read(),
    signIn: (session) => store.write(session),
    signOut,
  }
}

let current = createApiClient()

/** Replaces the client every generated call goes through (settings, storage, fetch, sign-out). */
export const configureApiClient = (options: ApiClientOptions = {}): ApiClient => {
  current = createApiClient(options)
  return current
}

export const apiClient = (): ApiClient => current

/** Errors every generated hook can see. */
export type ErrorType<_Body> = ApiError

/**
 * The one fetch wrapper: orval's generated calls all end here and resolve to the answer's body.
 * `options` are this call's alone (e.g. its headers): nothing of them is kept for later calls.
 */
export const apiFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> =>
  (await current.request<T>(url, options)).data
