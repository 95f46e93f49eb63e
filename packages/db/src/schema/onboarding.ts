import { SUBSCRIPTION_STATUSES } from '@vigil/domain'
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { vehicles } from './fleet.ts'
import { fitmentCenters, subscriptionPlans } from './reference.ts'

export const installationBookings = pgTable(
  'installation_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fitmentCenterId: integer()
      .notNull()
      .references(() => fitmentCenters.id),
    installationUtcDateTime: timestamp({ withTimezone: true }).notNull(),
    onboardingExistingClient: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    subscriptionPlanId: integer()
      .notNull()
      .references(() => subscriptionPlans.id),
    installationBookingId: integer().references(() => installationBookings.id, { onDelete: 'set null' }),
    isOffline: boolean().notNull().default(false),
    initiallyPayDepositOnly: boolean().notNull().default(true),
    createdByAgentOnBehalfOfUser: boolean().notNull().default(false),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    depositCents: integer().notNull(),
    depositAmountPaid: boolean().notNull().default(false),
    depositPaidOn: timestamp({ withTimezone: true }),
    paymentLink: text(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull().default('PendingDeposit'),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.vehicleId)],
)

export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'superseded'] as const

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerReference: text().notNull().unique(),
    amountCents: integer().notNull(),
    status: text({ enum: paymentStatuses }).notNull().default('pending'),
    checkoutUrl: text().notNull(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidOn: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.subscriptionId)],
)
