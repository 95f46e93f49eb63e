import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { DatabaseDriver } from './client.ts'

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

/** A fresh, empty PostgreSQL database of its own, and how to drop it (connections and all) afterwards. */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vigil_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(`create database ${name}`)
  return {
    url: `${testPostgresServer}/${name}`,
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  }
}
