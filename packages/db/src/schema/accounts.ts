import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * 'First Last', as the clients search matches it ('Thandi Nkosi'); the index below is on this very expression, so the
 * search must build it here too.
 */
export const fullNameSql = (firstName: AnyColumn, lastName: AnyColumn): SQL => sql`(${firstName} || ' ' || ${lastName})`

const createdOn = () => timestamp({ withTimezone: true }).notNull().defaultNow()

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
})

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneCode: integer().notNull().default(27),
    phoneNumber: text().notNull().default(''),
    idNumber: text().notNull().default(''),
    idNumberIsSouthAfrican: boolean().notNull().default(true),
    /** argon2id hash; null until the account holder creates a password. */
    passwordHash: text(),
    phoneConfirmed: boolean().notNull().default(false),
    acceptedTermsAndConditionsAndPolicy: boolean().notNull().default(false),
    acceptedToAllowInformationToBeUsedToContact: boolean().notNull().default(false),
    consentsAcceptedOn: timestamp({ withTimezone: true }),
    createdByUserId: integer(),
    createdOn: createdOn(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_id_idx').on(table.roleId),
    // Lists sort newest first (id breaks ties), so a page is read in index order instead of sorting every user.
    index('users_created_on_idx').on(table.createdOn.desc().nullsFirst(), table.id),
    index('users_phone_idx').on(table.phoneCode, table.phoneNumber),
    // The clients search is a contains ('%text%'): only trigram indexes serve it without reading every user.
    index('users_first_name_trgm_idx').using('gin', sql`${table.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${table.lastName} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using('gin', sql`${fullNameSql(table.firstName, table.lastName)} gin_trgm_ops`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued by rotation from one sign-in shares a family; reuse of a spent one revokes it. */
    familyId: text().notNull(),
    tokenHash: text().notNull().unique(),
    issuedOn: createdOn(),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    spentOn: timestamp({ withTimezone: true }),
    revokedOn: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
)

export const phoneConfirmations = pgTable(
  'phone_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneCode: integer().notNull(),
    phoneNumber: text().notNull(),
    codeHash: text().notNull(),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    attempts: smallint().notNull().default(0),
    lastSentOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sendCount: smallint().notNull().default(1),
    confirmedOn: timestamp({ withTimezone: true }),
    createdOn: createdOn(),
  },
  (table) => [index('phone_confirmations_phone_idx').on(table.phoneCode, table.phoneNumber)],
)

export const passwordTokenPurposes = ['reset', 'create'] as const
export type PasswordTokenPurpose = (typeof passwordTokenPurposes)[number]

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: passwordTokenPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    usedOn: timestamp({ withTimezone: true }),
    createdOn: createdOn(),
  },
  (table) => [index('password_tokens_user_idx').on(table.userId)],
)

export const notificationChannels = ['email', 'sms'] as const
export const notificationStatuses = ['pending', 'sent', 'logged', 'failed'] as const

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: notificationChannels }).notNull(),
    to: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    status: text({ enum: notificationStatuses }).notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    createdOn: createdOn(),
    sentOn: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_status_idx').on(table.status, table.createdOn)],
)

/**
 * Per-account counters of the auth limits (failed sign-ins, reset emails), shared by every API node: kept in memory
 * each node would allow its own quota.
 */
export const accountLimits = pgTable(
  'account_limits',
  {
    kind: text().notNull(),
    /** The account's normalised email address. */
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    index('account_limits_window_idx').on(table.windowStart),
  ],
)
