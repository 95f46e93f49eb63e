import type { KnownRole } from '../roles/types.ts'

/**
 * The one way the apps write an OData query: field names typed per list (the names each list route lets `$filter` and
 * `$orderby` name, see its resource in services/api), literals quoted here and nowhere else. It lives in the domain,
 * not the app kit, because the domain's own list queries (clients, audit) are written with it.
 */

export type ODataValue = string | number | boolean | Date | null

/** A value as an OData literal: text quoted with its quotes doubled (typed text cannot end it), times in ISO 8601. */
export const odataLiteral = (value: ODataValue): string => {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

export type ODataDirection = 'asc' | 'desc'

export interface ODataFields<Field extends string> {
  eq(field: Field, value: ODataValue): string
  ge(field: Field, value: ODataValue): string
  lt(field: Field, value: ODataValue): string
  /** Case-insensitive contains on the server. */
  contains(field: Field, text: string): string
  /** Any of the fields contains the text, as one parenthesised condition. */
  containsAny(fields: readonly Field[], text: string): string
  /** One `$orderby`: each field with its direction, first decides first. */
  orderBy(...keys: readonly (readonly [Field, ODataDirection])[]): string
}

const compare = (operator: string) => (field: string, value: ODataValue) =>
  `${field} ${operator} ${odataLiteral(value)}`

const fields = <Field extends string>(): ODataFields<Field> => ({
  eq: compare('eq'),
  ge: compare('ge'),
  lt: compare('lt'),
  contains: (field, text) => `contains(${field},${odataLiteral(text)})`,
  containsAny: (names, text) => anyOf(...names.map((field) => `contains(${field},${odataLiteral(text)})`)),
  orderBy: (...keys) => keys.map(([field, direction]) => `${field} ${direction}`).join(','),
})

/** Conditions joined with `and`; empty ones (a filter left blank) drop out, and none at all is no filter. */
export const allOf = (...conditions: readonly (string | undefined | null | false)[]): string | undefined => {
  const kept = conditions.filter((condition): condition is string => Boolean(condition))
  return kept.length ? kept.join(' and ') : undefined
}

/** Conditions joined with `or`, in parentheses so an `and` beside them cannot split them. */
export const anyOf = (...conditions: readonly string[]): string => `(${conditions.join(' or ')})`

/** The fields of each list the apps query (the names of its route's OData resource, matched case-insensitively). */
export const odata = {
  users: fields<
    | 'id'
    | 'role'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'createdOnDateTime'
    | 'tamperActive'
    | 'hasVehicleWithDevice'
    | 'totalNumberOfVehiclesWithDevice'
    | 'totalNumberOfVehiclesWithoutDevice'
  >(),
  vehicles: fields<'id' | 'userId' | 'onBoardingStatus' | 'createdOnDateTime'>(),
  devices: fields<'SerialNumber' | 'VehicleId'>(),
  companies: fields<'id' | 'name' | 'createdOnDateTime'>(),
  companyUsers: fields<'firstName' | 'lastName' | 'email'>(),
  history: fields<'dateTime'>(),
  alarms: fields<'open' | 'raisedOn'>(),
  audit: fields<
    'on' | 'action' | 'actorName' | 'actorEmail' | 'userName' | 'userEmail' | 'subject' | 'vehicleRegistration'
  >(),
} as const

/** A role inside a filter, by the domain's name for it only (a typo is a type error, not an empty list). */
export const roleIs = (role: KnownRole): string => odata.users.eq('role', role)
