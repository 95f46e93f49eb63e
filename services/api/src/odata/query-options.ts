import type { SQL } from 'drizzle-orm'
import { compileFilter, compileOrderBy } from './compile.ts'
import { ODataError, type ODataOption } from './errors.ts'
import { parseFilter } from './filter-parser.ts'
import { parseOrderBy } from './orderby-parser.ts'
import type { ODataResource } from './resource.ts'

/** The query string of a list route; `$pagesize` and `$pageindex` may already be numbers after schema coercion. */
export interface ODataQuery {
  $filter?: string | undefined
  $orderby?: string | undefined
  $pagesize?: string | number | undefined
  $pageindex?: string | number | undefined
}

export interface ListQuery {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
  /** 0-based, echoed in the list answer. */
  pageIndex: number
  pageSize: number
}

const readWholeNumber = (option: ODataOption, raw: string | number, minimum: number): number => {
  const text = String(raw).trim()
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
    throw new ODataError(option, `Expected a whole number of at least ${minimum}`, String(raw), 0)
  }
  return value
}

/**
 * Turns the OData options of a request into the pieces a store query needs.
 * `$pageindex` is 0-based; `$pagesize` above the resource's maximum is lowered to the maximum.
 */
export const readListQuery = (resource: ODataResource, query: ODataQuery): ListQuery => {
  const filter = query.$filter?.trim()
  const where = filter ? compileFilter(parseFilter(filter), resource) : undefined
  const orderText = query.$orderby?.trim() || resource.defaultOrderBy
  const orderBy = compileOrderBy(orderText ? parseOrderBy(orderText) : [], resource)
  const requestedSize =
    query.$pagesize === undefined ? resource.defaultPageSize : readWholeNumber('$pagesize', query.$pagesize, 1)
  const pageSize = Math.min(requestedSize, resource.maxPageSize)
  const pageIndex = query.$pageindex === undefined ? 0 : readWholeNumber('$pageindex', query.$pageindex, 0)
  const offset = pageIndex * pageSize
  if (!Number.isSafeInteger(offset))
    throw new ODataError('$pageindex', 'Page index too large', String(query.$pageindex), 0)
  return { where, orderBy, limit: pageSize, offset, pageIndex, pageSize }
}
