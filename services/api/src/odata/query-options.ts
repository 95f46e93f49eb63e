import { listQueryMessages } from '@vigil/domain'
import { type SQL, sql } from 'drizzle-orm'
import { type BindValue, compileFilter, compileOrderBy } from './compile.ts'
import { ODataError, type ODataOption } from './errors.ts'
import { type FilterExpression, parseFilter } from './filter-parser.ts'
import { formatFilter } from './format.ts'
import { type OrderByItem, parseOrderBy } from './orderby-parser.ts'
import type { ODataResource } from './resource.ts'

/** The query string of a list route; `$pagesize` and `$pageindex` may already be numbers after schema coercion. */
export interface ODataQuery {
  $filter?: string | undefined
  $orderby?: string | undefined
  $pagesize?: string | number | undefined
  $pageindex?: string | number | undefined
}

export interface ListQuery {
  /** The `$filter` condition. Its values are placeholders named in `params`, so its statement is prepared once. */
  where: SQL | undefined
  params: Record<string, unknown>
  /** `$filter` and `$orderby` without their values: requests with the same shape compile to the same SQL text. */
  shape: string
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
    throw new ODataError(option, listQueryMessages.expectedWholeNumber(minimum), String(raw), 0)
  }
  return value
}

/**
 * The shape of a filter: all that decides its SQL text (fields in any casing, operators, true, false, null), not the
 * values, which become parameters.
 */
const filterShape = (expression: FilterExpression): string =>
  formatFilter(expression, (literal) =>
    literal.type === 'boolean' || literal.type === 'null' ? String(literal.value) : '?',
  ).toLowerCase()

const orderShape = (items: OrderByItem[]) =>
  items.map((item) => `${item.field.toLowerCase()} ${item.direction}`).join(',')

/**
 * Turns the OData options of a request into the pieces a store query needs.
 * `$pageindex` is 0-based; `$pagesize` above the resource's maximum is refused with a problem naming the maximum.
 */
export const readListQuery = (resource: ODataResource, query: ODataQuery): ListQuery => {
  const filterText = query.$filter?.trim()
  const filter = filterText ? parseFilter(filterText) : undefined
  const params: Record<string, unknown> = {}
  const placeholder: BindValue = (value) => {
    const name = `filter${Object.keys(params).length}`
    params[name] = value
    return sql`${sql.placeholder(name)}`
  }
  const where = filter && compileFilter(filter, resource, placeholder)
  const orderText = query.$orderby?.trim() || resource.defaultOrderBy
  const order = orderText ? parseOrderBy(orderText) : []
  const orderBy = compileOrderBy(order, resource)
  const requestedSize =
    query.$pagesize === undefined ? resource.defaultPageSize : readWholeNumber('$pagesize', query.$pagesize, 1)
  // A larger page is refused, not silently cut: a client that asked for more would take the cut page for the whole list.
  if (requestedSize > resource.maxPageSize)
    throw new ODataError(
      '$pagesize',
      listQueryMessages.pageSizeTooLarge(resource.maxPageSize),
      String(query.$pagesize),
      0,
    )
  const pageSize = requestedSize
  const pageIndex = query.$pageindex === undefined ? 0 : readWholeNumber('$pageindex', query.$pageindex, 0)
  const offset = pageIndex * pageSize
  if (!Number.isSafeInteger(offset))
    throw new ODataError('$pageindex', listQueryMessages.pageIndexTooLarge, String(query.$pageindex), 0)
  const shape = `${filter ? filterShape(filter) : ''}|${orderShape(order)}`
  return { where, params, shape, orderBy, limit: pageSize, offset, pageIndex, pageSize }
}
