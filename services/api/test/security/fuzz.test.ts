import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../harness.ts'

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema }
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

/** Text a tester would throw at a field: NUL, huge numbers, quotes, percent signs, long and odd Unicode text. */
const evilText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000b', '9007199254740992', '1e308', '-1', "'; drop table users;--", '%00', '..'),
  fc.integer({ min: 255, max: 3_000 }).map((length) => 'x'.repeat(length)),
)
const evilNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(9007199254740992, 1e308, -1e308, 2_147_483_648, -2_147_483_649, 0.5),
)

describe('every route under random input', () => {
  let t: TestApp
  let document: Document
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ driver: 'pglite', config: { checklistPasscode: 'right-passcode' } })
    document = t.app.swagger() as unknown as Document
    admin = { ...(await t.headersFor('Admin')), 'x-passcode': 'right-passcode' }
  })
  afterAll(() => t.close())

  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').at(-1)!]) : schema

  /** A value for a schema: mostly of its type with evil contents, sometimes of another type altogether. */
  const valueFor = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    const resolved = resolve(schema)
    const types = [resolved?.type].flat()
    const anything = fc.oneof(evilText, evilNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}))
    if (depth > 3 || !resolved) return anything
    if (resolved.properties) {
      const fields = Object.fromEntries(
        Object.entries(resolved.properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
      )
      return fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, anything)
    }
    if (types.includes('array')) {
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(valueFor(resolved.items, depth + 1), { maxLength: 3 }) },
        anything,
      )
    }
    if (types.includes('integer') || types.includes('number'))
      return fc.oneof({ weight: 4, arbitrary: evilNumber }, anything)
    if (types.includes('string')) return fc.oneof({ weight: 4, arbitrary: evilText }, anything)
    return anything
  }

  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

  it('never answers 5xx, and every error is problem details', { timeout: 120_000 }, async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    )
    expect(operations.length).toBeGreaterThan(20)
    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? []
      const input = fc.record({
        path: fc.record(
          Object.fromEntries(
            parameters.filter((p) => p.in === 'path').map((p) => [p.name, fc.oneof(evilText, evilNumber)]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)])),
          { requiredKeys: [] },
        ),
        body: valueFor(operation.requestBody?.content?.['application/json']?.schema),
      })
      await fc.assert(
        fc.asyncProperty(input, async ({ path: pathValues, query, body }) => {
          const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(asText(pathValues[name])),
          )}?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, asText(value)])).toString()}`
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            headers: admin,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body as object }),
          })
          const where = `${method} ${url} ${JSON.stringify(body)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, where).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(String(response.headers['content-type']), where).toContain('application/problem+json')
            expect(response.json(), where).toMatchObject({ status: response.statusCode, title: expect.any(String) })
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 6), seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      )
    }
  })
})
