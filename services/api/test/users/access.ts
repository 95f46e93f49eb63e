import { issueAccessToken } from '@vigil/server-kit'
import { expect } from 'vitest'
import { type DemoRole, demoRoles, type TestApp } from '../harness.ts'

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }

/** A bearer header for the demo user of a role, minted directly so that these tests do not depend on sign-in. */
export async function headersFor(t: TestApp, role: DemoRole | 'anonymous'): Promise<Record<string, string>> {
  if (role === 'anonymous') return {}
  const token = await issueAccessToken(t.app.config.jwtSecret, { id: t.demo.userIds[role], role }, t.clock.now())
  return { authorization: `Bearer ${token}` }
}

/** Calls a route as a demo role (or anonymously) and answers status and parsed body. */
export async function callAs(t: TestApp, role: DemoRole | 'anonymous', call: Call) {
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: await headersFor(t, role),
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  })
  return { status: response.statusCode, body: response.body ? response.json() : undefined }
}

/** Every role not in `allowed` is refused (403, or 401 when anonymous); the allowed ones are not. */
export async function expectAccess(t: TestApp, allowed: DemoRole[], call: () => Call) {
  for (const role of [...demoRoles, 'anonymous' as const]) {
    const { status } = await callAs(t, role, call())
    if (role === 'anonymous') expect(status, `${call().url} as anonymous`).toBe(401)
    else if (allowed.includes(role)) expect([401, 403], `${call().url} as ${role}`).not.toContain(status)
    else expect(status, `${call().url} as ${role}`).toBe(403)
  }
}
