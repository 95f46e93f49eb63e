import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'

// PGlite has no autovacuum, so nothing gathers planner statistics: a table that grew from a few rows to thousands
// is still planned as tiny (hash joins over whole tables, nested loops over every pair). This stands in for
// autovacuum's analyse: tables whose size moved by more than a tenth (and eight pages) since their statistics.

/** Analyses the tables that grew or shrank since their statistics were gathered; answers their names. */
export async function analyseChangedTables(db: Database): Promise<string[]> {
  const changed = await db.execute<{ name: string }>(sql`
    select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public'
      and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
        > 8 + greatest(c.relpages, 0) / 10`)
  const names = (changed as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)
  for (const name of names) await db.execute(sql.raw(`analyze ${name}`))
  return names
}
