import { boolean, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { devices, vehicles } from './fleet.ts'
import { installationBookings } from './onboarding.ts'

export const installations = pgTable(
  'installations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    deviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    installationBookingId: integer().references(() => installationBookings.id, { onDelete: 'set null' }),
    currentStep: smallint().notNull().default(1),
    dateCompleted: timestamp({ withTimezone: true }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)

export const installationSteps = pgTable(
  'installation_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    installationId: integer()
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    stepNumber: smallint().notNull(),
    description: text().notNull(),
    verified: boolean().notNull().default(false),
    dateCompleted: timestamp({ withTimezone: true }),
    /** Step-specific state as JSON text (step 5 holds the fuel-cut test timestamps). */
    state: text().notNull().default('{}'),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('installation_steps_installation_step_unique').on(table.installationId, table.stepNumber)],
)

/** Failed X-Passcode attempts per client, for lockout of the public checklist. */
/** The checklist passcode an Admin rotated to (the newest row is current; none: CHECKLIST_PASSCODE); a SHA-256 only. */
export const checklistPasscodes = pgTable('checklist_passcodes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  passcodeHash: text().notNull(),
  createdByUserId: integer(),
  createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const checklistPasscodeAttempts = pgTable('checklist_passcode_attempts', {
  clientKey: text().primaryKey(),
  failedAttempts: smallint().notNull().default(0),
  lastAttemptOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
})
