import type { BurnInResponse, BurnInUnit } from '@vigil/domain'
import { ApiError } from './api-error.ts'
import { type ApiClient, apiClient } from './mutator.ts'
import { joinURL } from './settings.ts'

/** A burn-in answer as the console needs it: the status and optional message decide the alert (domain rules). */
export interface BurnInAnswer<T = unknown> extends BurnInResponse {
  message: string | null
  /** The answer's content on success; null when the call failed. */
  data: T | null
}

export interface BurnInClient {
  getResults(): Promise<BurnInAnswer<BurnInUnit[]>>
  getStations(): Promise<BurnInAnswer<string[]>>
  addUnit(unitSerialNumber: string, stationId: string): Promise<BurnInAnswer>
  removeUnit(unitSerialNumber: string): Promise<BurnInAnswer>
  startUnitTest(unitSerialNumber: string): Promise<BurnInAnswer>
  stopUnitTest(unitSerialNumber: string): Promise<BurnInAnswer>
  startAllTests(): Promise<BurnInAnswer>
  stopAllTests(): Promise<BurnInAnswer>
  retryFailedTests(unitSerialNumber: string): Promise<BurnInAnswer>
  retryUnitTest(unitSerialNumber: string, testType: string): Promise<BurnInAnswer>
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

/** The burn-in service's calls (spec §7), at `burnInURL`, with the bearer token of the one API client. */
export function createBurnInClient(client: () => ApiClient = apiClient): BurnInClient {
  const call = async <T>(
    method: 'GET' | 'PUT',
    path: string,
    read: (body: unknown) => T,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<BurnInAnswer<T>> => {
    const api = client()
    const { burnInURL } = await api.settings()
    const search = new URLSearchParams(query).toString()
    try {
      const answer = await api.request<unknown>(joinURL(burnInURL, search ? `${path}?${search}` : path), {
        method,
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      })
      return { status: answer.status, message: messageOf(answer.data), data: read(answer.data) }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return { status: error.status, message: messageOf(error.body), data: null }
    }
  }
  const put = (path: string, query?: Record<string, string>, body?: unknown) =>
    call('PUT', path, (answer) => answer, query, body)
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
