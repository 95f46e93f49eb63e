import { type PermissionAction, roleCan } from '@vigil/domain'
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

/**
 * Calls a route as every demo role and anonymously. The roles the permissions table allows `action` get exactly the
 * expected status (one for all, or one per allowed role), the other roles 403 and anonymous 401: so an allowed call
 * that answers 5xx, or any status but the one the route promises, fails.
 */
export async function expectAccess(
  t: TestApp,
  action: PermissionAction,
  expected: number | Partial<Record<DemoRole, number>>,
  call: () => Call,
) {
  for (const role of [...demoRoles, 'anonymous' as const]) {
    const { status, body } = await callAs(t, role, call())
    const what = `${call().method} ${call().url} as ${role}: ${JSON.stringify(body)}`
    if (role === 'anonymous') expect(status, what).toBe(401)
    else if (roleCan(role, action)) {
      const wanted = typeof expected === 'number' ? expected : expected[role]
      if (wanted === undefined) throw new Error(`no expected status for ${role}, whom ${action} allows`)
      expect(status, what).toBe(wanted)
    } else expect(status, what).toBe(403)
  }
}
