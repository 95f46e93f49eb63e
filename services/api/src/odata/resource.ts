import type { SQLWrapper } from 'drizzle-orm'

export type ODataFieldType = 'string' | 'integer' | 'decimal' | 'boolean' | 'datetime'

export interface ODataField {
  type: ODataFieldType
  /** A column or an SQL expression written by us (never from input); wrap subqueries in parentheses. */
  sql: SQLWrapper
  filterable?: boolean
  sortable?: boolean
}

export interface ODataResourceDefinition {
  /** OData name (the casing shown in the OpenAPI description) → column; matched case-insensitively. */
  fields: Record<string, ODataField>
  /** Appended to every ordering so that pages never overlap; usually the primary key. */
  tiebreaker: SQLWrapper
  /** Used when the request has no `$orderby`. */
  defaultOrderBy?: string
  defaultPageSize?: number
  maxPageSize?: number
}

export interface ODataResource extends Required<Omit<ODataResourceDefinition, 'fields'>> {
  fields: Record<string, ODataField>
  /** Looks a field up by its name in any casing. */
  field(name: string): { name: string; field: ODataField } | undefined
}

/** Page size default and ceiling of spec §9 ("page size and result count 50"). */
export const standardPageSize = 50

/** The whitelist of one list route: which fields `$filter` and `$orderby` may name, and how they map to SQL. */
export const defineODataResource = (definition: ODataResourceDefinition): ODataResource => {
  const byLowerName = new Map(
    Object.entries(definition.fields).map(([name, field]) => [name.toLowerCase(), { name, field }]),
  )
  return {
    fields: definition.fields,
    tiebreaker: definition.tiebreaker,
    defaultOrderBy: definition.defaultOrderBy ?? '',
    defaultPageSize: definition.defaultPageSize ?? standardPageSize,
    maxPageSize: definition.maxPageSize ?? definition.defaultPageSize ?? standardPageSize,
    field: (name) => byLowerName.get(name.toLowerCase()),
  }
}
