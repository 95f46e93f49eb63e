import { type DatabaseHandle, openDatabase } from '@vigil/db'
import { createTestPostgresDatabase, drivers, migratedPgliteImage } from '@vigil/db/testing'

/**
 * Under mutation testing (Stryker starts its workers with STRYKER_MUTATOR_WORKER set) a worker runs these files once
 * per mutant, each run in a new thread: starting a PGlite database each time would still cost most of the run. There
 * the files run on PostgreSQL alone.
 */
export const underMutation = process.env.STRYKER_MUTATOR_WORKER !== undefined

/** The databases the device tests run on: both normally, PostgreSQL alone under mutation testing. */
export const testDrivers = underMutation ? drivers.filter((driver) => driver === 'postgres') : drivers

/**
 * A database of its own for one test file and driver, and how to close and drop it: migrated, a copy of the migrated
 * PGlite image or PostgreSQL template `@vigil/db/testing` makes once (in a fraction of the time migrating takes).
 */
export async function testDatabase(
  driver: (typeof drivers)[number],
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      analyseEveryMs: 0,
      pgliteImage: await migratedPgliteImage(),
    })
    return { database, close: () => database.close() }
  }
  const postgres = await createTestPostgresDatabase({ migrated: true })
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' })
  return {
    database,
    close: async () => {
      await database.close()
      await postgres.drop()
    },
  }
}
