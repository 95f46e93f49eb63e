import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema/index.ts'

// The database's type, apart from how it is opened (client.ts), so that what client.ts runs on an open database
// (statistics.ts) can name it without importing client.ts back.

export type Schema = typeof schema
/** One drizzle type for both drivers: PGlite (embedded) and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
