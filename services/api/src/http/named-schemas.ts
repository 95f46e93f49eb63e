import { type Static, type TObject, type TSchema, Type } from 'typebox'

/**
 * A named schema (registered once with `app.addSchema`) where a route or another schema uses it: `{ $ref: id }`,
 * so the OpenAPI document lists it once under components and the client gets one model per noun; typed as the schema.
 */
export const ref = <T extends TSchema>(schema: T) => {
  const id = (schema as { $id?: unknown }).$id
  if (typeof id !== 'string') throw new Error('Only a schema with an $id can be referenced')
  return Type.Unsafe<Static<T>>(Type.Ref(id))
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
