import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

type Operation = { security?: unknown[]; parameters?: { in: string; name: string }[] }
type OpenApi = { paths: Record<string, Record<string, Operation>> }

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Every operation of the OpenAPI document, its path parameters filled with a plausible id. */
async function operations(t: TestApp) {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method] as Operation
        const passcode = operation.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-passcode')
        return {
          method: method.toUpperCase() as Uppercase<(typeof methods)[number]>,
          url: `/api${path.replace(/\{[^}]+\}/g, '1')}`,
          name: `${method.toUpperCase()} ${path}`,
          /** No bearer token needed: public (sign-in, sign-up, ...) or the checklist's passcode. */
          open: Array.isArray(operation.security) && operation.security.length === 0,
          passcode: passcode === true,
        }
      }),
  )
}

describe.each(drivers)('the caller is checked before the body on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { checklistPasscode: 'right-passcode' } })
  })
  afterAll(() => t.close())

  it('answers 401 to an anonymous caller with an empty body on every route that needs a sign-in or a passcode', async () => {
    const all = await operations(t)
    const guarded = all.filter((operation) => !operation.open || operation.passcode)
    expect(guarded.length).toBeGreaterThan(40)
    const writes = guarded.filter((operation) => operation.method !== 'GET')
    expect(writes.length).toBeGreaterThan(18)
    const wrong: string[] = []
    for (const operation of guarded) {
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE'
      const response = await t.app.inject({
        method: operation.method,
        url: operation.url,
        ...(hasBody ? { payload: {} } : {}),
      })
      const body = response.json() as { errors?: Record<string, unknown> }
      // The checklist names the missing passcode as its field; nothing else of the body may be judged.
      const fields = Object.keys(body.errors ?? {}).filter((field) => field !== 'passcode')
      if (response.statusCode !== 401 || fields.length > 0) {
        wrong.push(`${operation.name}: ${response.statusCode} ${JSON.stringify(body.errors ?? {})}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers 403, not field errors, to a signed-in caller whose role may not write there', async () => {
    const holder = await t.headersFor('Account-Holder')
    const company = await t.app.inject({ method: 'POST', url: '/api/Companies', headers: holder, payload: {} })
    expect(company.statusCode).toBe(403)
    expect(company.json().errors).toBeUndefined()
    const agent = await t.app.inject({ method: 'POST', url: '/api/Users', headers: holder, payload: {} })
    expect(agent.statusCode).toBe(403)
  })
})
