import type { BurnInUnit } from '@vigil/domain'
import { type ApiClient, apiClient } from './mutator.ts'
import { joinURL } from './settings.ts'

/** What a burn-in command answers: the runner's optional message, which the alert shows (domain rules). */
export interface BurnInAck {
  message: string | null
}

/**
 * The burn-in runner's calls. Like the generated calls, each resolves to the answer's body and throws ApiError
 * (status, title, detail, errors, body) when the runner refuses it or cannot be reached.
 */
export interface BurnInClient {
  getResults(): Promise<BurnInUnit[]>
  getStations(): Promise<string[]>
  addUnit(unitSerialNumber: string, stationId: string): Promise<BurnInAck>
  removeUnit(unitSerialNumber: string): Promise<BurnInAck>
  startUnitTest(unitSerialNumber: string): Promise<BurnInAck>
  stopUnitTest(unitSerialNumber: string): Promise<BurnInAck>
  startAllTests(): Promise<BurnInAck>
  stopAllTests(): Promise<BurnInAck>
  retryFailedTests(unitSerialNumber: string): Promise<BurnInAck>
  retryUnitTest(unitSerialNumber: string, testType: string): Promise<BurnInAck>
}

const messageOf = (body: unknown): string | null => {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message !== '' ? message : null
}

// The runner may answer a bare list or a `{ items }` list.
const listOf = <T>(body: unknown): T[] => {
  if (Array.isArray(body)) return body as T[]
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined
  return Array.isArray(items) ? (items as T[]) : []
}

/** The burn-in service's calls (spec §7), at `burnInURL`, through the one API client (bearer token, refresh, ApiError). */
export function createBurnInClient(client: () => ApiClient = apiClient): BurnInClient {
  const call = async <T>(
    method: 'GET' | 'PUT',
    path: string,
    read: (body: unknown) => T,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<T> => {
    const api = client()
    const { burnInURL } = await api.settings()
    const search = new URLSearchParams(query).toString()
    const answer = await api.request<unknown>(joinURL(burnInURL, search ? `${path}?${search}` : path), {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    })
    return read(answer.data)
  }
  const put = (path: string, query?: Record<string, string>, body?: unknown) =>
    call('PUT', path, (answer): BurnInAck => ({ message: messageOf(answer) }), query, body)
  const serial = encodeURIComponent

  return {
    getResults: () => call('GET', '/TestRunner/Results', listOf<BurnInUnit>),
    getStations: () => call('GET', '/TestRunner/Stations', (answer) => listOf<unknown>(answer).map(String)),
    addUnit: (unitSerialNumber, stationId) => put('/TestRunner/AddUnit', { unitSerialNumber, stationId }),
    removeUnit: (unitSerialNumber) => put('/TestRunner/RemoveUnit', { unitSerialNumber }),
    startUnitTest: (unitSerialNumber) => put('/TestRunner/StartUnitTest', { unitSerialNumber }),
    stopUnitTest: (unitSerialNumber) => put('/TestRunner/StopUnitTest', { unitSerialNumber }),
    startAllTests: () => put('/TestRunner/StartAllTests'),
    stopAllTests: () => put('/TestRunner/StopAllTests'),
    retryFailedTests: (unitSerialNumber) => put(`/TestRunner/RetryFailedTests/${serial(unitSerialNumber)}`),
    retryUnitTest: (unitSerialNumber, testType) =>
      put(`/TestRunner/RetryUnitTest/${serial(unitSerialNumber)}`, {}, { testType }),
  }
}
