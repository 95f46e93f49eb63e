import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { StatementAbandoned, statementSignal } from './abandon.ts'
import type { Database } from './database.ts'
import { PgliteThread } from './pglite-thread.ts'
import * as schema from './schema/index.ts'
import { analyseChangedTables } from './statistics.ts'

export type { Database, Schema } from './database.ts'
export type DatabaseDriver = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  driver: DatabaseDriver
  close: () => Promise<void>
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined
  /** Connections in the PostgreSQL pool (`DATABASE_POOL_SIZE`). */
  databasePoolSize?: number
  /** Directory for the embedded database; `memory://` keeps it in memory. */
  dataDir: string
  /** How often an open database prepares the coming months' device-event partitions (default 12 hours). */
  partitionsEveryMs?: number
  /** How often an embedded (PGlite) database analyses the tables that changed size (default 10 seconds; 0 never). */
  analyseEveryMs?: number
  /**
   * Tests only: a dumped PGlite data directory (`@vigil/db/testing`'s migrated image) that a `memory://` database
   * starts from instead of running initdb, which costs seconds of CPU in WebAssembly for every database a test opens.
   */
  pgliteImage?: Uint8Array
}

/** The SQL migrations, in order (`@vigil/db/testing` names its migrated images and templates after them). */
export const migrationsFolder = join(import.meta.dirname, 'migrations')
const casing = 'snake_case' as const

/**
 * Opens the database (PostgreSQL when a URL is given, otherwise PGlite), applies pending migrations and prepares the
 * device-event partitions, then keeps preparing them while it is open: a process that runs for months must not leave
 * new months to the default partition (a month's partition cannot be created once the default one holds its rows).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.databasePoolSize ?? 10)
    : await openPglite(options.dataDir, options.pgliteImage)
  const { handle, exclusively } = opened
  await exclusively(async () => {
    await opened.migrate()
    await prepareDeviceEventPartitions(handle.db, new Date())
  })
  const maintenance = setInterval(
    () => {
      exclusively(() => prepareDeviceEventPartitions(handle.db, new Date())).catch(() => {
        // The database is unreachable now; the next round tries again, months ahead of need.
      })
    },
    options.partitionsEveryMs ?? 12 * 3600_000,
  )
  maintenance.unref()
  // PostgreSQL's autovacuum keeps its statistics; PGlite has none, so a like check runs here, more often than
  // autovacuum's minute because until then PGlite plans from no statistics at all and a check costs a few ms. Quietly:
  // a failed round leaves the statistics as they were.
  const statistics =
    handle.driver === 'pglite' && options.analyseEveryMs !== 0
      ? setInterval(() => void analyseChangedTables(handle.db).catch(() => undefined), options.analyseEveryMs ?? 10_000)
      : undefined
  statistics?.unref()
  return {
    ...handle,
    close: async () => {
      clearInterval(maintenance)
      clearInterval(statistics)
      await handle.close()
    },
  }
}

/** An opened database before its migrations: `exclusively` runs work while no other process does schema work. */
type Opened = {
  handle: DatabaseHandle
  migrate(): Promise<void>
  exclusively(work: () => Promise<void>): Promise<void>
}

async function openPglite(dataDir: string, image: Uint8Array | undefined): Promise<Opened> {
  const location = dataDir.startsWith('memory://') ? dataDir : join(dataDir, 'pglite')
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true })
  // An image is for a database in memory only: loaded into a directory it would overwrite the data kept there.
  if (image && !location.startsWith('memory://'))
    throw new Error('A PGlite image loads into a memory:// database only.')
  const client = await PgliteThread.open(location, image)
  // drizzle needs only PGlite's query, exec and transaction, which the thread's client answers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing })
  return {
    handle: { db: db as unknown as Database, driver: 'pglite', close: () => client.close() },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite belongs to this process alone.
    exclusively: (work) => work(),
  }
}

/** The advisory lock every process takes for migrations and partitions ('vigi' in ASCII). */
const schemaLockKey = 0x76696769

/** A statement name per query text, so each connection parses and plans a query shape once. */
const statementNames = new Map<string, string>()
const statementName = (text: string) => {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`
    // Hashing a list statement's few kilobytes on every call shows in profiles; forgetting all now and then is fine.
    if (statementNames.size >= 1000) statementNames.clear()
    statementNames.set(text, name)
  }
  return name
}

async function openPostgres(connectionString: string, max: number): Promise<Opened> {
  // maxUses recycles a connection now and then, which bounds the named statements each one keeps.
  const pool = new pg.Pool({ connectionString, max, maxUses: 7500 })
  // Planning the list joins costs more than running them; named statements let PostgreSQL reuse a generic plan.
  // Only parameterised or prepared statements: they are single commands, which is all a named statement may hold.
  // A prepared statement keeps drizzle's name only if its text is the same everywhere, so the text names it here too.
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown
  const isSingleCommand = (config: object, values: unknown) =>
    ('name' in config && Boolean(config.name)) || (Array.isArray(values) && values.length > 0)
  pool.query = ((config: unknown, values?: unknown) =>
    // A read whose caller has gone is not started; transactions take a client of their own, so never stop half way.
    statementSignal()?.aborted
      ? Promise.reject(new StatementAbandoned())
      : query(
          typeof config === 'object' && config !== null && 'text' in config && isSingleCommand(config, values)
            ? { ...config, name: statementName(String(config.text)) }
            : config,
          values,
        )) as typeof pool.query
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, schema, casing })
  return {
    handle: { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() },
    migrate: () => migratePg(db, { migrationsFolder }),
    // Every process that opens the database (API nodes, the burn-in service) migrates it, and `start` starts them
    // together: one at a time, the others then find the work done. The lock is held on a connection of its own, so
    // the work can use the pool even when the pool has a single connection.
    exclusively: async (work) => {
      const lock = new pg.Client({ connectionString })
      // A lock connection the server drops ends the lock; the work goes on, and must not crash the process.
      lock.on('error', () => {})
      await lock.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [schemaLockKey])
        await work()
      } finally {
        await lock.end()
      }
    },
  }
}

/** Keeps monthly device-event partitions ready from last month to three months ahead. */
export async function prepareDeviceEventPartitions(db: Database, now: Date): Promise<void> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10)
  await db.execute(sql`select ensure_device_event_partitions(${lastMonth}::date, 5)`)
}
