import {
  type GeofenceShape,
  RULE_KINDS,
  type RuleParameters,
  type RuleState,
  SCOPE_KINDS,
  type Schedule,
} from '@vigil/domain'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { vehicles } from './fleet.ts'

// Geofences and theft rules (issue #30). Scope is a kind and an id (a vehicle's, an account holder's or a company's)
// rather than three foreign keys: a rule or geofence is for exactly one of them, and the id of a deleted owner
// leaves a row that applies to no vehicle (the evaluation joins through vehicles).

/** A named place: a circle or polygon (the domain's `GeofenceShape`, stored whole as drawn). */
export const geofences = pgTable(
  'geofences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    shape: jsonb().$type<GeofenceShape>().notNull(),
    scope: text({ enum: SCOPE_KINDS }).notNull(),
    scopeId: integer().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('geofences_scope_idx').on(table.scope, table.scopeId)],
)

/**
 * A rule: what to notice, for which vehicles, when (the schedule's allowed hours; null: always). A geofence rule
 * names its geofence by column, so a geofence in use cannot be deleted from under it (restrict).
 */
export const theftRules = pgTable(
  'theft_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    kind: text({ enum: RULE_KINDS }).notNull(),
    scope: text({ enum: SCOPE_KINDS }).notNull(),
    scopeId: integer().notNull(),
    enabled: boolean().notNull().default(true),
    schedule: jsonb().$type<Schedule>(),
    geofenceId: integer().references(() => geofences.id, { onDelete: 'restrict' }),
    parameters: jsonb().$type<Omit<RuleParameters, 'geofenceId'>>().notNull().default({}),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('theft_rules_scope_idx').on(table.scope, table.scopeId), index().on(table.geofenceId)],
)

/** What one vehicle's evaluation of one rule remembers (the domain's `RuleState`), so rules survive a restart. */
export const theftRuleStates = pgTable(
  'theft_rule_states',
  {
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    ruleId: integer()
      .notNull()
      .references(() => theftRules.id, { onDelete: 'cascade' }),
    state: jsonb().$type<RuleState>().notNull(),
    updatedOn: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.ruleId] }), index().on(table.ruleId)],
)
