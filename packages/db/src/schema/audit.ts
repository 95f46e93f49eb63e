import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, type AuditValues } from '@vigil/domain'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit trail (issue #27): append-only. No foreign keys on purpose: a deleted user, vehicle or device keeps its
 * entries as they were (a cascade or a `set null` would change them), and a trigger refuses UPDATE and DELETE
 * (migration 0009), except for retention.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    on: timestamp({ withTimezone: true }).notNull(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    actorKind: text({ enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorUserId: integer(),
    /** The actor's role when they acted (a role can change later). */
    actorRole: text(),
    vehicleId: integer(),
    deviceId: integer(),
    /** The user acted on. */
    userId: integer(),
    companyId: integer(),
    /** What the action named without a record: an email typed at sign-in, a serial number. */
    subject: text(),
    before: jsonb().$type<AuditValues>(),
    after: jsonb().$type<AuditValues>(),
    note: text(),
    address: text(),
  },
  (table) => [
    index('audit_entries_on_idx').on(table.on, table.id),
    index('audit_entries_vehicle_idx').on(table.vehicleId, table.on),
    index('audit_entries_actor_idx').on(table.actorUserId, table.on),
    index('audit_entries_action_idx').on(table.action, table.on),
  ],
)
