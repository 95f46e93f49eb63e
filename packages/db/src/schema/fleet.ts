import { TRACKER_PROTOCOLS } from '@vigil/domain'
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { vehicleTypes } from './reference.ts'

/**
 * A registration without its spaces and hyphens ('CA123456'), so text typed without them finds it: the domain's
 * `compactRegistration` in SQL. The index below is on this very expression, so the search must build it here too.
 */
export const compactRegistrationSql = (registration: AnyColumn): SQL =>
  sql`(replace(replace(${registration}, ' ', ''), '-', ''))`

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer().references(() => vehicleTypes.id),
    registrationNumber: text().notNull(),
    make: text().notNull(),
    model: text().notNull().default(''),
    makeVariant: text().notNull(),
    nickname: text().notNull().default(''),
    /** A year such as '2019' or 'Older than 1999'. */
    registrationYear: text().notNull(),
    vehicleColour: text().notNull(),
    vinNumber: text(),
    engineNumber: text(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Last-known state, updated by ingest.
    gpsDateTime: timestamp({ withTimezone: true }),
    gpsLatitudeDegrees: doublePrecision(),
    gpsLongitudeDegrees: doublePrecision(),
    gpsAltitudeMeters: real(),
    gpsSpeedKph: real(),
    isLocked: boolean(),
    tamperActive: boolean().notNull().default(false),
    carBatteryMillivolts: integer(),
    deviceBatteryMillivolts: integer(),
    ignitionOn: boolean(),
    stateUpdatedOn: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.userId),
    index('vehicles_registration_idx').on(table.registrationNumber),
    // The users list's tamper flag: without it PostgreSQL hashes every vehicle for each page of users.
    index('vehicles_tamper_user_idx').on(table.userId).where(sql`${table.tamperActive}`),
    // The clients search matches any vehicle's registration or make variant anywhere in the text (see users).
    index('vehicles_registration_trgm_idx').using('gin', sql`${table.registrationNumber} gin_trgm_ops`),
    index('vehicles_registration_compact_trgm_idx').using(
      'gin',
      sql`${compactRegistrationSql(table.registrationNumber)} gin_trgm_ops`,
    ),
    index('vehicles_make_variant_trgm_idx').using('gin', sql`${table.makeVariant} gin_trgm_ops`),
  ],
)

export const drivers = pgTable(
  'drivers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneCode: integer().notNull().default(27),
    phoneNumber: text().notNull(),
    idNumber: text().notNull(),
    idNumberIsSouthAfrican: boolean().notNull().default(true),
    acceptedTermsAndConditionsAndPolicy: boolean().notNull().default(false),
    acceptedToAllowInformationToBeUsedToContact: boolean().notNull().default(false),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)

export const devices = pgTable(
  'devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: text().notNull().unique(),
    /** The modem's IMEI, given when the tracker is registered in the device stock (older rows have none). */
    imei: text().unique(),
    protocol: text({ enum: TRACKER_PROTOCOLS }).notNull().default('mqtt'),
    /** argon2id hash of the per-device MQTT password. */
    mqttSecretHash: text(),
    active: boolean().notNull().default(true),
    vehicleId: integer().references(() => vehicles.id, { onDelete: 'set null' }),
    testStation: text(),
    applicationVersion: text(),
    autoLockEnabledState: smallint().notNull().default(0),
    online: boolean().notNull().default(false),
    lastSeenOn: timestamp({ withTimezone: true }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)
