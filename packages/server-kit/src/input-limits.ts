import { requestMessages } from '@vigil/domain'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { validationProblem } from './problem.ts'

/** Integers the database stores (PostgreSQL int4) and numbers JavaScript holds exactly. */
export const INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const
export const NUMBER_RANGE = { minimum: -1e15, maximum: 1e15 } as const

/** The longest JSON nesting a request body may have; the API's own bodies are a few levels deep. */
export const MAX_JSON_DEPTH = 32

/** A string field's default maximum length, by what its name says it holds (1,000 when it says nothing). */
export function defaultMaxLength(key: string): number {
  const name = key.toLowerCase()
  if (name.includes('email')) return 254
  if (name.includes('token') || name.includes('key') || name.includes('url') || name.includes('link')) return 4_096
  if (name.includes('state') || name.includes('signature')) return 65_536
  if (name.includes('password')) return 256
  if (name.includes('phone')) return 32
  if (/name$/.test(name) || name === 'nickname') return 100
  return 1_000
}

type JsonSchema = Record<string, unknown>
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null

const typesOf = (schema: JsonSchema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type])

/**
 * Gives every string without a `maxLength` one (by its key) and every integer or number without bounds the range the
 * database holds, in place, so validation answers 400 naming the field and the OpenAPI document shows the limits.
 */
export function limitInputs(schema: unknown, key = '', seen = new WeakSet<object>()): void {
  if (!isSchema(schema) || seen.has(schema)) return
  seen.add(schema)
  const types = typesOf(schema)
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined) {
    if (schema.format !== 'date-time' && schema.format !== 'date') schema.maxLength = defaultMaxLength(key)
  }
  const range = types.includes('integer') ? INTEGER_RANGE : types.includes('number') ? NUMBER_RANGE : undefined
  if (range) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = range.minimum
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = range.maximum
  }
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) limitInputs(property, name, seen)
  }
  for (const nested of ['items', 'additionalProperties', 'not'] as const) limitInputs(schema[nested], key, seen)
  for (const list of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[list])) for (const item of schema[list]) limitInputs(item, key, seen)
  }
  if (isSchema(schema.patternProperties)) {
    for (const property of Object.values(schema.patternProperties)) limitInputs(property, key, seen)
  }
}

/** The first string holding a NUL character (PostgreSQL text cannot store one), as a field path. */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  // An explicit stack: a body can be deep, and this must never overflow.
  const stack: Array<[unknown, string[]]> = [[value, path]]
  while (stack.length > 0) {
    const [current, at] = stack.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) stack.push([item, [...at, String(index)]])
    } else if (typeof current === 'object' && current !== null) {
      for (const [name, item] of Object.entries(current)) {
        if (name.includes('\u0000')) return [...at, name]
        stack.push([item, [...at, name]])
      }
    }
  }
  return undefined
}

/** Nesting depth of a JSON text, counted without parsing (strings skipped), stopping once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index)
    if (inString) {
      if (character === 92)
        index++ // backslash: skip the escaped character
      else if (character === 34) inString = false
    } else if (character === 34) inString = true
    else if (character === 123 || character === 91) {
      if (++depth > limit) return true
    } else if (character === 125 || character === 93) depth--
  }
  return false
}

const nulProblem = (where: string, path: string[]) =>
  validationProblem({ [path.join('.') || where]: requestMessages.nul })

/** preValidation: refuses a NUL character in any path segment, query parameter or body string, naming the field. */
async function refuseNul(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findNul(value)
    if (path) throw nulProblem(where, path)
  }
}

const routeInputs = ['body', 'querystring', 'params', 'headers'] as const

/**
 * Input limits every route gets without saying so: string lengths and number ranges in its schemas, JSON bodies no
 * deeper than MAX_JSON_DEPTH (parsed without recursion limits of their own), and no NUL character anywhere.
 */
export function registerInputLimits(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
      return done(validationProblem({ body: requestMessages.tooDeep(MAX_JSON_DEPTH) }), undefined)
    try {
      const parsed = JSON.parse(text, (name, value) => (name === '__proto__' ? undefined : value))
      done(null, parsed)
    } catch {
      done(validationProblem({ body: requestMessages.invalidJson }), undefined)
    }
  })
  app.addHook('preValidation', refuseNul)
  app.addHook('onRoute', function limitRoute(this: FastifyInstance, route: RouteOptions) {
    // Named schemas (app.addSchema) are shared by reference: limited in place.
    for (const named of Object.values(this.getSchemas())) limitInputs(named)
    const schema = route.schema as Record<string, unknown> | undefined
    if (!schema) return
    for (const input of routeInputs) limitInputs(schema[input])
  })
}
