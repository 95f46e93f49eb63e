import { ALARM_CHANGES, ALARM_KINDS } from '@vigil/domain'
import { sql } from 'drizzle-orm'
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { devices, vehicles } from './fleet.ts'

/**
 * An alarm a device raised (issue #21) and how the desk worked it. Its status is its times (see the domain's
 * `alarmStatus`). At most one unresolved alarm per vehicle, kind and rule: a repeat report joins it (the partial
 * index). `ruleId` is the theft rule that raised it (issue #30), 0 for what the device itself raised (tamper, SOS):
 * not null, so the one unique index covers both (nulls are distinct in a unique index), and no foreign key, so an
 * alarm outlives its rule and stays the one open alarm of that id.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    deviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    kind: text({ enum: ALARM_KINDS }).notNull(),
    raisedOn: timestamp({ withTimezone: true }).notNull(),
    lastReportedOn: timestamp({ withTimezone: true }).notNull(),
    reportCount: integer().notNull().default(1),
    latitudeDegrees: doublePrecision(),
    longitudeDegrees: doublePrecision(),
    acknowledgedOn: timestamp({ withTimezone: true }),
    acknowledgedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    armedResponseOn: timestamp({ withTimezone: true }),
    armedResponseByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    airAmbulanceOn: timestamp({ withTimezone: true }),
    airAmbulanceByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedOn: timestamp({ withTimezone: true }),
    resolvedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text(),
    ruleId: integer().notNull().default(0),
    /** The name of the rule that raised it, as it was then; null when no rule governs a device's own alarm. */
    ruleName: text(),
    /** What the latest firing of its rule said (e.g. "Left 'Home', 400 m outside at ..."); null when no rule did. */
    evidence: text(),
  },
  (table) => [
    uniqueIndex('alarms_open_vehicle_kind_rule_idx')
      .on(table.vehicleId, table.kind, table.ruleId)
      .where(sql`${table.resolvedOn} is null`),
    index('alarms_raised_on_idx').on(table.raisedOn),
  ],
)

/** The audit trail: every change to an alarm, who made it (null: the device) and when. */
export const alarmTrail = pgTable(
  'alarm_trail',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alarmId: integer()
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    action: text({ enum: ALARM_CHANGES }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    on: timestamp({ withTimezone: true }).notNull(),
    detail: text(),
  },
  (table) => [index('alarm_trail_alarm_idx').on(table.alarmId, table.id)],
)
