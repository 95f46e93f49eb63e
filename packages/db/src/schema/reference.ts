import { boolean, date, index, integer, pgTable, text, time, unique } from 'drizzle-orm/pg-core'

export const regions = pgTable('regions', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  active: boolean().notNull().default(true),
})

export const fitmentCenters = pgTable(
  'fitment_centers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    area: text().notNull(),
    name: text().notNull(),
    address: text().notNull().default(''),
    active: boolean().notNull().default(true),
  },
  (table) => [unique('fitment_centers_name_unique').on(table.name), index().on(table.regionId)],
)

/** When a fitment centre takes installations (UTC dates and daily UTC hours). */
export const fitmentCenterAvailability = pgTable(
  'fitment_center_availability',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fitmentCenterId: integer()
      .notNull()
      .references(() => fitmentCenters.id, { onDelete: 'cascade' }),
    utcDateStart: date().notNull(),
    utcDateEnd: date().notNull(),
    utcTimeStart: time().notNull(),
    utcTimeEnd: time().notNull(),
  },
  (table) => [index().on(table.fitmentCenterId)],
)

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    make: text().notNull(),
    variant: text().notNull(),
    makeVariant: text().notNull(),
  },
  (table) => [unique('vehicle_types_make_variant_unique').on(table.makeVariant)],
)

export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  displayName: text().notNull().unique(),
  description: text().notNull(),
  available: boolean().notNull().default(true),
  isOffline: boolean().notNull().default(false),
  /** Amounts in cents (ZAR). */
  depositCents: integer().notNull(),
  monthlyCents: integer().notNull(),
})
