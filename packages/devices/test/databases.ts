import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { drivers, testPostgresServer } from '@vigil/db/testing'
import pg from 'pg'

/**
 * Under mutation testing (Stryker starts its workers with STRYKER_MUTATOR_WORKER set) a worker runs these files once
 * per mutant, each run in a new thread: applying every migration to a new PGlite database each time would cost most of
 * the run. There the files run on PostgreSQL alone, each on a copy of one migrated template database, which takes a
 * fraction of a second. The test command still runs them on both databases, each migrated from scratch.
 */
export const underMutation = process.env.STRYKER_MUTATOR_WORKER !== undefined

/** The databases the device tests run on: both normally, PostgreSQL alone under mutation testing. */
export const testDrivers = underMutation ? drivers.filter((driver) => driver === 'postgres') : drivers

const onServer = async (statement: string) => {
  const admin = new pg.Client({ connectionString: `${testPostgresServer}/postgres` })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** The migrated template, named after the migrations it holds (a new migration makes a new template). */
// Through this package's node_modules, which Stryker's sandbox links to as well.
const migrationsDir = join(import.meta.dirname, '../node_modules/@vigil/db/src/migrations')
const templateName = () => {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(migrationsDir, file)))
  }
  return `vigil_mutation_template_${hash.digest('hex').slice(0, 12)}`
}

async function copyOfTemplate(): Promise<string> {
  const template = templateName()
  const name = `vigil_test_${process.pid}_${Math.random().toString(16).slice(2, 10)}`
  try {
    await onServer(`create database ${name} template ${template}`)
  } catch {
    // No template yet: make it once (a throwaway name first, so a half-made one is never copied).
    const making = `${template}_making_${process.pid}`
    await onServer(`drop database if exists ${making} with (force)`)
    await onServer(`create database ${making}`)
    const database = await openDatabase({ databaseUrl: `${testPostgresServer}/${making}`, dataDir: 'memory://' })
    await database.close()
    await onServer(`alter database ${making} rename to ${template}`).catch(() =>
      onServer(`drop database if exists ${making} with (force)`),
    )
    await onServer(`create database ${name} template ${template}`)
  }
  return name
}

/** A database of its own for one test file and driver (fresh and migrated), and how to close and drop it. */
export async function testDatabase(
  driver: (typeof drivers)[number],
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', analyseEveryMs: 0 })
    return { database, close: () => database.close() }
  }
  const name = underMutation
    ? await copyOfTemplate()
    : await (async () => {
        const fresh = `vigil_test_${process.pid}_${Math.random().toString(16).slice(2, 10)}`
        await onServer(`create database ${fresh}`)
        return fresh
      })()
  const database = await openDatabase({ databaseUrl: `${testPostgresServer}/${name}`, dataDir: 'memory://' })
  return {
    database,
    close: async () => {
      await database.close()
      await onServer(`drop database if exists ${name} with (force)`)
    },
  }
}
