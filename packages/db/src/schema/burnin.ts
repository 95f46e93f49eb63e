import { TEST_STATUSES } from '@vigil/domain'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { devices } from './fleet.ts'

export const burnInUnits = pgTable(
  'burnin_units',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    unitSerialNumber: text().notNull(),
    testStation: text(),
    addedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedOn: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.unitSerialNumber)],
)

export const burnInTestResults = pgTable(
  'burnin_test_results',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer()
      .notNull()
      .references(() => burnInUnits.id, { onDelete: 'cascade' }),
    testType: text().notNull(),
    status: text({ enum: TEST_STATUSES }).notNull(),
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    failureReason: text(),
    testData: jsonb(),
  },
  (table) => [index().on(table.unitId)],
)
