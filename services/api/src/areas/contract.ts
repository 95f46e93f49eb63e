import type { parsePayload } from '@vigil/domain'
import type { Same } from '@vigil/server-kit'
import type { FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify'
import { type Static, type TLiteral, type TObject, type TProperties, type TSchema, Type } from 'typebox'

// The contract is the areas' TypeBox schemas: they are the OpenAPI document, the generated client's models are
// generated from it, and everything else that speaks of a wire shape is checked against them when typecheck runs.

// `declares<Vehicle>()(schema)` holds an answer's schema to the domain's type (server-kit: burn-in uses it too).
export { declares, type Same } from '@vigil/server-kit'

// A type-only mark: the object has no such property, which an optional one allows.
const filledIn: { readonly '~filledIn'?: true } = {}

/**
 * A body field the sender may leave out because the route fills it in: AJV from the schema's `default`, or else the
 * route's domain struct (which `bodyCheckedBy` holds to the same type).
 */
export const FilledIn = <T extends TSchema>(schema: T) => Object.assign(Type.Optional(schema), filledIn)

type FilledInKeys<P extends TProperties> = { [K in keyof P]: '~filledIn' extends keyof P[K] ? K : never }[keyof P]

type Flat<T> = { [K in keyof T]: T[K] } & {}

/** What a route receives for a schema: its type, with every `FilledIn` field present. */
export type Received<T extends TSchema> =
  T extends TObject<infer P extends TProperties>
    ? Flat<Static<T> & { [K in FilledInKeys<P>]-?: Static<P[K]> }>
    : Static<T>

type DomainStruct<T> = Parameters<typeof parsePayload<T>>[0]

/**
 * The domain struct that checks a route's body (`config: { payload: bodyCheckedBy(Body, struct) }`): typecheck fails
 * unless the struct parses to exactly what the route receives for the body, so handlers read `request.body` as is.
 */
export const bodyCheckedBy = <Body extends TSchema, T>(
  _body: Body,
  struct: DomainStruct<T> & (Same<T, Received<Body>> extends true ? unknown : never),
): DomainStruct<T> => struct

type Literals<Values extends readonly string[]> = { -readonly [K in keyof Values]: TLiteral<Values[K]> }

/** One of the domain's listed names (`oneOf(ALARM_KINDS)`), documented as a union of literals. */
export const oneOf = <const Values extends readonly string[]>(values: Values, options?: { description: string }) =>
  // `map` cannot keep a tuple's element types: each element is the literal of the value at its index.
  Type.Union<Literals<Values>>(values.map((value) => Type.Literal(value)) as [...Literals<Values>], options)

/**
 * The type provider of the areas' routes: a body, query or path as the handler receives it (`Received`: after AJV's
 * useDefaults and the domain struct every defaulted field is there); an answer as its schema says.
 */
export interface AreaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Received<this['schema']> : unknown
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown
}

/** An area: a Fastify plugin whose routes are typed by `AreaTypeProvider`. */
export type AreaPlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  AreaTypeProvider
>
