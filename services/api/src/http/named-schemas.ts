import type { TObject, TSchema } from 'typebox'
import { Type } from 'typebox'

/**
 * Where a route or another schema uses a named schema (one with an `$id`). The route compiles it inline, as before:
 * registering every noun with `addSchema` made each route's validator and serializer load all of them (seconds of
 * boot). The document refers to it instead (`referNamedSchemas`), so the client gets one model per noun.
 */
export const ref = <T extends TSchema>(schema: T): T => {
  if (typeof (schema as { $id?: unknown }).$id !== 'string') throw new Error('Only a schema with an $id is named')
  return schema
}

/** A path id as the API checks it: digits, since it does not coerce types. */
export const ID_TEXT_PATTERN = '^[0-9]{1,9}$'
export const IdText = () => Type.String({ pattern: ID_TEXT_PATTERN })

const isIdText = (value: unknown) => (value as { pattern?: unknown } | null)?.pattern === ID_TEXT_PATTERN

/** The document shows path ids as the integers they are (the client then takes numbers); validation is unchanged. */
export const documentIdsAsIntegers = <T>(params: T): T => {
  const properties = (params as Partial<TObject> | undefined)?.properties
  if (!properties || !Object.values(properties).some(isIdText)) return params
  const documented = Object.entries(properties).map(([name, value]) => [
    name,
    isIdText(value) ? Type.Integer({ minimum: 0, maximum: 999_999_999 }) : value,
  ])
  return { ...params, properties: Object.fromEntries(documented) }
}

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The OpenAPI document with each named schema (found by its title, which is its $id) written once under
 * components.schemas and referred to everywhere else, the answers and request bodies of the routes included.
 */
export function referNamedSchemas<T extends { paths?: unknown; components?: { schemas?: Json } }>(
  document: T,
  names: ReadonlySet<string>,
): T {
  const namedAs = (node: unknown) =>
    isRecord(node) && typeof node.title === 'string' && names.has(node.title) ? node.title : undefined
  const schemas: Json = { ...document.components?.schemas }
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) collect(item)
      return
    }
    if (!isRecord(node)) return
    const name = namedAs(node)
    if (name !== undefined && !(name in schemas)) schemas[name] = node
    Object.values(node).forEach(collect)
  }
  const refer = (node: unknown, root = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => refer(item))
    if (!isRecord(node)) return node
    const name = namedAs(node)
    if (name !== undefined && !root) return { $ref: `#/components/schemas/${name}` }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refer(value)]))
  }
  collect(document.paths)
  for (const schema of Object.values({ ...schemas }))
    if (isRecord(schema)) for (const part of Object.values(schema)) collect(part)
  const components = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, refer(schema, true)]))
  return {
    ...document,
    paths: refer(document.paths),
    components: { ...document.components, schemas: components },
  }
}
