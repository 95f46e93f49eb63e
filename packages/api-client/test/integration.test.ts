import type { AddressInfo } from 'node:net'
// The API's own test harness: a migrated, seeded app on a fresh PGlite database.
import { createTestApp, type TestApp } from '@vigil/api/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../src/api-error.ts'
import { getRoles, signInByEmail } from '../src/generated/index.ts'
import { configureApiClient } from '../src/mutator.ts'
import { memoryStorage } from '../src/session-store.ts'

const DEMO_ADMIN = { email: 'admin@demo.vigil.local', password: 'Demo-pass-1!' }

let api: TestApp
let baseURL: string

beforeAll(async () => {
  api = await createTestApp({ driver: 'pglite' })
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  baseURL = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api`
})

afterAll(async () => {
  configureApiClient()
  await api?.close()
})

describe('the generated client against the real API', () => {
  it('signs in as the seeded admin, lists roles with the bearer token, and refreshes it when it expires', async () => {
    const onSignedOut = vi.fn()
    const client = configureApiClient({
      settings: { baseURL },
      storage: memoryStorage(),
      now: api.clock.now,
      onSignedOut,
    })

    await expect(getRoles()).rejects.toMatchObject({ status: 401 })
    const signedIn = await signInByEmail(DEMO_ADMIN)
    client.signIn(signedIn)

    const roles = await getRoles()
    expect(roles.items.map((role) => role.name)).toEqual(
      expect.arrayContaining(['Admin', 'Technical-Agent', 'Company-Admin', 'Account-Holder']),
    )

    // Past the 15-minute access token: the client refreshes (the server rotates the refresh token) and goes on.
    api.clock.advance(16 * 60_000)
    expect((await getRoles()).items.length).toBeGreaterThan(0)
    expect(client.readSession()?.accessToken).not.toBe(signedIn.accessToken)
    expect(client.readSession()?.refreshToken).not.toBe(signedIn.refreshToken)
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('turns a refused sign-in into an ApiError with the server problem details', async () => {
    configureApiClient({ settings: { baseURL }, storage: memoryStorage() })
    const error = await signInByEmail({ email: 'not-an-email', password: '' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(Object.keys((error as ApiError).errors).length).toBeGreaterThan(0)
  })
})
