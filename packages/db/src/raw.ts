import { type SQL, sql } from 'drizzle-orm'
import type { Database } from './client.ts'

/** Rows of a raw statement; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** One array parameter (drizzle would otherwise expand a JS array into a list of parameters). */
export const arrayParam = (values: unknown[]): SQL => sql`${sql.param(values)}`
