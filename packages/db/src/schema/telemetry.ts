import { COMMAND_QUEUED_REASONS, COMMAND_STATES, DEVICE_COMMAND_NAMES, VEHICLE_EVENT_TYPES } from '@vigil/domain'
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { devices, vehicles } from './fleet.ts'

export const commands = pgTable(
  'commands',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** ULID carried in the MQTT topic so replies find their command. */
    correlationId: text().notNull().unique(),
    deviceId: integer()
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: 'set null' }),
    name: text({ enum: DEVICE_COMMAND_NAMES }).notNull(),
    params: jsonb().notNull().default({}),
    status: text({ enum: COMMAND_STATES }).notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    maxAttempts: smallint().notNull().default(3),
    ttlSeconds: integer().notNull().default(120),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reply: jsonb(),
    failureReason: text(),
    /** Why a queued command waits: its tracker is offline, or it is online and the interlock awaits a fresh fix. */
    queuedReason: text({ enum: COMMAND_QUEUED_REASONS }),
    supersededById: bigint({ mode: 'number' }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp({ withTimezone: true }),
    ackedOn: timestamp({ withTimezone: true }),
    finishedOn: timestamp({ withTimezone: true }),
  },
  (table) => [index('commands_device_status_idx').on(table.deviceId, table.status)],
)

export const vehicleHistory = pgTable(
  'vehicle_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    type: text({ enum: VEHICLE_EVENT_TYPES }).notNull(),
    dateTime: timestamp({ withTimezone: true }).notNull(),
    isLocked: boolean(),
    isLockedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    isLockedChangedByAdminUser: boolean(),
    auraCalloutStatus: text(),
    capitalAirIncidentStatus: text(),
    /** The user who raised the Aura callout or Capital Air incident. */
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    tamperCancelled: boolean(),
    tamperCancelledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    tamperCarBatteryState: smallint(),
    tamperGpsState: smallint(),
    lastKnownGpsLatitudeDegrees: doublePrecision(),
    lastKnownGpsLongitudeDegrees: doublePrecision(),
  },
  (table) => [index('vehicle_history_vehicle_time_idx').on(table.vehicleId, table.dateTime)],
)

export const incidentProviders = ['Aura', 'CapitalAir'] as const

export const incidents = pgTable(
  'incidents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    provider: text({ enum: incidentProviders }).notNull(),
    status: text().notNull().default('Requested'),
    externalReference: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)
