import { SESSION_STORAGE_KEY } from '@vigil/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { checklistRequest } from '../src/checklist.ts'
import { getInstallation, getRoles, updateInstallationStep } from '../src/generated/index.ts'
import { configureApiClient } from '../src/mutator.ts'
import { memoryStorage } from '../src/session-store.ts'
import { BASE_URL, FRESH, json, NOW, session } from './support.ts'

const installation = { id: 5, vehicleId: 9, currentStep: 1, dateCompleted: null, message: null, installationSteps: [] }

/** The generated client on a fake server that records each call's URL and headers. */
const setUp = () => {
  const seen: { url: string; headers: Headers }[] = []
  const stored = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session(FRESH)) })
  const writes: string[] = []
  const storage = { ...stored, setItem: (key: string, value: string) => writes.push(`${key}=${value}`) }
  configureApiClient({
    settings: { baseURL: BASE_URL },
    storage,
    now: () => NOW,
    fetch: async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) })
      return json(200, String(input).endsWith('/Roles') ? { items: [] } : installation)
    },
  })
  return { seen, writes, stored }
}

afterEach(() => {
  configureApiClient()
})

describe('the checklist passcode', () => {
  it('travels as X-Passcode on the calls given checklistRequest, and on no other call', async () => {
    const { seen, writes, stored } = setUp()
    expect(await getInstallation(5, checklistRequest('2468'))).toEqual(installation)
    await updateInstallationStep(5, { stepNumber: 2, verified: true }, checklistRequest('2468'))
    await getRoles()
    await getInstallation(5)
    expect(seen.map(({ url, headers }) => [url, headers.get('X-Passcode')])).toEqual([
      [`${BASE_URL}/Installations/5`, '2468'],
      [`${BASE_URL}/Installations/5/UpdateInstallationStep`, '2468'],
      [`${BASE_URL}/Roles`, null],
      [`${BASE_URL}/Installations/5`, null],
    ])
    // The call's own headers are kept alongside the passcode and the bearer token.
    expect(seen[1]?.headers.get('Content-Type')).toBe('application/json')
    expect(seen[1]?.headers.get('Authorization')).toBe(`Bearer ${FRESH}`)
    // Nothing of it is stored.
    expect(writes).toEqual([])
    expect(stored.getItem(SESSION_STORAGE_KEY)).not.toContain('2468')
  })

  it('keeps the other options and headers it is given', () => {
    const options = checklistRequest('1357', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    const headers = new Headers(options.headers)
    expect([headers.get('X-Passcode'), headers.get('Accept'), options.cache]).toEqual([
      '1357',
      'application/json',
      'no-store',
    ])
  })
})
