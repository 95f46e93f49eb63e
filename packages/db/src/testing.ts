import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DatabaseDriver, migrationsFolder } from './client.ts'

/** Every integration test runs against both: `describe.each(drivers)('...', (driver) => ...)`. */
export const drivers: DatabaseDriver[] = ['pglite', 'postgres']

/** The PostgreSQL server tests create their databases on. */
export const testPostgresServer = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'

const onServer = async (statement: string) => {
  const admin = new pg.Client({ connectionString: `${testPostgresServer}/postgres` })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

// Most test files open a database of their own, and running initdb and every migration for each one cost most of the
// packages' test time. So the migrated state is made once and each test database starts from a copy of it: a dumped
// PGlite data directory, a PostgreSQL template database. Migrations alone, no device-event partitions: opening the
// copy prepares those for the day it runs, as it does on a fresh database. Both are named after what makes them (the
// migrations, and PGlite's version for its image), so a new migration makes new ones and a stale one is never used.
const migrationsHash = (() => {
  let memo: string | undefined
  return () => {
    if (memo) return memo
    const hash = createHash('sha256')
    for (const file of readdirSync(migrationsFolder).sort()) {
      if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(migrationsFolder, file)))
    }
    hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')))
    memo = hash.digest('hex').slice(0, 12)
    return memo
  }
})()

/**
 * A PostgreSQL database of its own, and how to drop it (connections and all) afterwards: empty, or with `migrated`
 * a copy of the migrated template (openDatabase then finds every migration applied).
 */
export async function createTestPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vigil_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(
    options.migrated ? `create database ${name} template ${await migratedTemplate()}` : `create database ${name}`,
  )
  return {
    url: `${testPostgresServer}/${name}`,
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  }
}

/** The migrated template database's name, made when it does not exist yet (by whichever test process comes first). */
async function migratedTemplate(): Promise<string> {
  const template = `vigil_test_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: `${testPostgresServer}/postgres` })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template])
    if (found.rowCount) return template
  } finally {
    await admin.end()
  }
  // Made under a name of its own and renamed when complete, so a half-made template is never copied; two processes
  // making it at once both finish, and the one whose rename fails drops its copy.
  const making = `${template}_making_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(`create database ${making}`)
  const pool = new pg.Pool({ connectionString: `${testPostgresServer}/${making}`, max: 1 })
  try {
    await migratePg(drizzlePg({ client: pool, casing: 'snake_case' }), { migrationsFolder })
  } finally {
    await pool.end()
  }
  await onServer(`alter database ${making} rename to ${template}`).catch(() =>
    onServer(`drop database if exists ${making} with (force)`),
  )
  return template
}

const pgliteVersion = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string
  }
).version
const imagesDir = join(import.meta.dirname, '../node_modules/.cache/vigil-test-db')

let image: Uint8Array | undefined
/**
 * The migrated PGlite image (`openDatabase`'s `pgliteImage`), read from the package's cache, and made there when it is
 * not: initdb and the migrations once, a tenth of the CPU for every database started from it.
 */
export async function migratedPgliteImage(): Promise<Uint8Array> {
  if (image) return image
  const file = join(imagesDir, `pglite-${pgliteVersion}-${migrationsHash()}.tar`)
  try {
    image = readFileSync(file)
    return image
  } catch {
    // Not made yet.
  }
  const db = await PGlite.create('memory://', { extensions: { pg_trgm } })
  try {
    await migratePglite(drizzlePglite({ client: db, casing: 'snake_case' }), { migrationsFolder })
    image = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
  } finally {
    await db.close()
  }
  // Written aside and renamed, so a reader never sees half an image; processes making it at once write the same.
  mkdirSync(imagesDir, { recursive: true })
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(aside, image)
  try {
    renameSync(aside, file)
  } catch {
    rmSync(aside, { force: true })
  }
  return image
}
