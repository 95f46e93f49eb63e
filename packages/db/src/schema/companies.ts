import { COMPANY_USER_ROLES } from '@vigil/domain'
import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { vehicles } from './fleet.ts'

export const companies = pgTable('companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const companyUsers = pgTable(
  'company_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: COMPANY_USER_ROLES }).notNull().default('Company-Admin'),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('company_users_company_user_unique').on(table.companyId, table.userId), index().on(table.userId)],
)

export const companyVehicles = pgTable(
  'company_vehicles',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.vehicleId] }), index().on(table.vehicleId)],
)
