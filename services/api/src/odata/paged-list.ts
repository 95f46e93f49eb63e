import type { ListCondition } from '@vigil/db/scope'
import { and, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from './query-options.ts'

export type { ListCondition }

/** The page of a list statement: `.limit(pageLimit).offset(pageOffset)`. */
export const pageLimit = sql.placeholder('limit')
export const pageOffset = sql.placeholder('offset')

interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> }
}

interface ListStatements<Item> {
  list: Preparable<Item>
  count: Preparable<{ total: number }>
  /**
   * The list's rows carry `listTotal`, the number of rows the filter finds (counted before the page is cut), so a
   * list whose filter costs a pass over the table makes one pass, not two; `count` is then asked only past the end.
   */
  listCarriesTotal?: boolean
}

type Prepared<Item> = {
  list: ReturnType<ListStatements<Item>['list']['prepare']>
  count: ReturnType<ListStatements<Item>['count']['prepare']>
  listCarriesTotal: boolean
  /** Whether the last first page of this shape was full (and so needed its count). */
  firstPageFull: boolean
}

/** Distinct shapes are few in practice; the bound keeps a stream of odd filters from growing memory. */
const shapesKept = 200

/**
 * A list route's statements, prepared once per shape of its `$filter`, `$orderby` and conditions: building and
 * rendering a query costs the API more than PostgreSQL spends running it, so requests of one shape share the text
 * and only their values differ. `build` gets the combined condition and the ordering and returns the page query
 * (ending in `.limit(pageLimit).offset(pageOffset)`) and the count query.
 */
export function pagedList<Db extends object, Item>(
  name: string,
  build: (db: Db, where: SQL | undefined, orderBy: SQL[]) => ListStatements<Item>,
) {
  const preparedByDb = new WeakMap<Db, Map<string, Prepared<Item>>>()
  // A name is never reused for another text: a connection keeps what it prepared under a name.
  let made = 0
  const statementsFor = (db: Db, query: ListQuery, conditions: ListCondition[]) => {
    const prepared = preparedByDb.get(db) ?? new Map<string, Prepared<Item>>()
    preparedByDb.set(db, prepared)
    const key = [query.shape, ...conditions.map((condition) => condition.key)].join('|')
    const found = prepared.get(key)
    if (found) {
      // Least recently used first: a hit moves to the back of the map's insertion order.
      prepared.delete(key)
      prepared.set(key, found)
      return found
    }
    const where = and(query.where, ...conditions.map((condition) => condition.where))
    const statements = build(db, where, query.orderBy)
    made += 1
    const shape = {
      list: statements.list.prepare(`${name}_list_${made}`),
      count: statements.count.prepare(`${name}_count_${made}`),
      listCarriesTotal: statements.listCarriesTotal ?? false,
      firstPageFull: false,
    }
    prepared.set(key, shape)
    if (prepared.size > shapesKept) prepared.delete(prepared.keys().next().value as string)
    return shape
  }

  return async (db: Db, query: ListQuery, ...conditions: ListCondition[]) => {
    const statements = statementsFor(db, query, conditions)
    const params = Object.assign({}, query.params, ...conditions.map((condition) => condition.params))
    const page = { ...params, limit: query.limit, offset: query.offset }
    if (statements.listCarriesTotal) {
      const rows = (await statements.list.execute(page)) as (Item & { listTotal: number })[]
      if (rows.length > 0 || query.offset === 0) {
        return { items: rows.map(({ listTotal: _, ...item }) => item as Item), totalCount: rows[0]?.listTotal ?? 0 }
      }
      // Past the last page no row is left to carry the total.
      const [total] = await statements.count.execute(params)
      return { items: [], totalCount: total?.total ?? 0 }
    }
    // A later page, or a first page of a shape whose first page was full last time, will need its count: both
    // statements at once, queueing for the pool once. Otherwise the page first: a short one tells its own total,
    // which spares the count in the common case of a short list (the vehicles of one account holder).
    if (query.offset > 0 || statements.firstPageFull) {
      const [items, [total]] = await Promise.all([statements.list.execute(page), statements.count.execute(params)])
      if (query.offset === 0) statements.firstPageFull = items.length >= query.limit
      return { items, totalCount: total?.total ?? 0 }
    }
    const items = await statements.list.execute(page)
    statements.firstPageFull = items.length >= query.limit
    if (!statements.firstPageFull) return { items, totalCount: items.length }
    const [total] = await statements.count.execute(params)
    return { items, totalCount: total?.total ?? 0 }
  }
}

/** A condition on one value: `where` is built around the placeholder called `name`. */
export const valueCondition = (name: string, value: unknown, where: (placeholder: SQL) => SQL): ListCondition => ({
  key: name,
  where: where(sql`${sql.placeholder(name)}`),
  params: { [name]: value },
})
