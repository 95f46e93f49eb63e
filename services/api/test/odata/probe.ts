import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { defineODataResource } from '../../src/odata/index.ts'

/** A small table with one column of every OData field type, used to exercise the compiler. */
export const probes = pgTable('odata_probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  serialNumber: text('serial_number'),
  active: boolean('active').notNull(),
  score: doublePrecision('score'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
})

export const probeResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: probes.id },
    Name: { type: 'string', sql: probes.name },
    SerialNumber: { type: 'string', sql: probes.serialNumber },
    active: { type: 'boolean', sql: probes.active },
    score: { type: 'decimal', sql: probes.score },
    createdOnDateTime: { type: 'datetime', sql: probes.createdOn },
    nameLength: { type: 'integer', sql: sql`(char_length(${probes.name}))`, sortable: false },
    secret: { type: 'string', sql: probes.name, filterable: false },
  },
  tiebreaker: probes.id,
  defaultOrderBy: 'id desc',
})

export const probeTableDdl = `create table odata_probe (
  id integer primary key, name text not null, serial_number text, active boolean not null,
  score double precision, created_on timestamptz not null)`

const dialect = new PgDialect()
export const render = (fragment: SQL) => dialect.sqlToQuery(fragment)
