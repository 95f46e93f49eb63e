import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => { errors?: object; status?: number } }

const expectProblem = (response: Answer, status: number, field?: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status)
  expect(String(response.headers['content-type'])).toContain('application/problem+json')
  expect(response.json()).toMatchObject({ status })
  if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field)
}

describe.each(drivers)('bad input on %s', (driver) => {
  let t: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { checklistPasscode: 'right-passcode' } })
    admin = await t.headersFor('Admin')
  })
  afterAll(() => t.close())

  const addCompany = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/Companies', headers: admin, payload: payload as object })

  it('refuses a NUL character in a body field, a query parameter and a path segment', async () => {
    expectProblem(await addCompany({ Name: 'Fleet\u0000Co' }), 400, 'Name')
    const query = await t.app.inject({ url: "/api/Companies?$filter=name eq 'a%00b'", headers: admin })
    expectProblem(query, 400)
    const path = await t.app.inject({
      url: '/api/Installations/HasEventInLastHour/AB%00CD',
      headers: { 'x-passcode': 'right-passcode' },
    })
    expectProblem(path, 400, 'serial')
  })

  it('refuses integers beyond the column range', async () => {
    expectProblem(await addCompany({ Name: 'Fleet', Vehicles: [9007199254740992] }), 400, 'Vehicles.0')
    expectProblem(await addCompany({ Name: 'Fleet', Vehicles: [1e308] }), 400, 'Vehicles.0')
  })

  it('refuses strings longer than their field allows', async () => {
    expectProblem(await addCompany({ Name: 'x'.repeat(100_000) }), 400, 'Name')
    const email = `${'a'.repeat(300)}@example.co.za`
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      payload: { email, password: 'x' },
    })
    expectProblem(signIn, 400, 'email')
  })

  it('answers problem details to deeply nested, malformed and oversized JSON and to malformed URLs', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    })
    expectProblem(deep, 400)
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expectProblem(malformed, 400)
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(1 << 20)}@example.co.za`, password: 'x' }),
    })
    expect(huge.statusCode).toBeLessThan(500)
    expect(String(huge.headers['content-type'])).toContain('application/problem+json')
    expectProblem(await t.app.inject({ url: '/api/Companies/%E0%A4%A', headers: admin }), 400)
  })

  it('shows the limits in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>
      components: { schemas: Record<string, unknown> }
    }
    const text = JSON.stringify(document)
    expect(text).toContain('"maxLength":254')
    expect(text).toContain('"maximum":2147483647')
  })
})
