import type { Database } from '@vigil/db'
import { compactRegistrationSql, devices, drivers, fullNameSql, roles, users, vehicles } from '@vigil/db/schema'
import { compactRegistration, searchNeedle } from '@vigil/domain'
import { and, asc, count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { vehicleAlertSql } from '../../alarms/view.ts'
import {
  defineODataResource,
  escapeLikePattern,
  type ListCondition,
  type ListQuery,
  pagedList,
  pageLimit,
  pageOffset,
} from '../../odata/index.ts'

const vehicleHasDevice = sql`exists (select 1 from ${devices} where ${devices.vehicleId} = ${vehicles.id})`
// The test sits in the count's filter, not its where, so PostgreSQL keeps it a probe of the devices index per vehicle:
// pulled up into a join, it was planned without statistics (PGlite never gathers them) as a scan of every device
// for each holder on the page.
const countVehicles = (condition: SQL) =>
  sql<number>`(select (count(*) filter (where ${condition}))::int from ${vehicles} where ${vehicles.userId} = ${users.id})`

/**
 * Every vehicle's value of a column in one text, for the clients list search (spec §2: names, make variant and
 * registration). Joined by a unit separator, which no typed search contains, so a match never spans two vehicles.
 */
const vehicleValues = (column: SQLWrapper) =>
  sql<string>`(select coalesce(string_agg(${column}, chr(31)), '') from ${vehicles} where ${vehicles.userId} = ${users.id})`

export const userColumns = {
  // 'Active alerts': a vehicle whose tracker reports tamper or with an open alarm (issue #21).
  tamperActive: sql<boolean>`exists (select 1 from ${vehicles} where ${vehicles.userId} = ${users.id} and ${vehicleAlertSql()})`,
  withDevice: countVehicles(vehicleHasDevice),
  withoutDevice: countVehicles(sql`not ${vehicleHasDevice}`),
}

/** `role` is the user's role name, so the clients list asks for `role eq 'Account-Holder'`. */
export const userResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: users.id },
    role: { type: 'string', sql: roles.name },
    firstName: { type: 'string', sql: users.firstName },
    lastName: { type: 'string', sql: users.lastName },
    email: { type: 'string', sql: users.email },
    phoneCode: { type: 'integer', sql: users.phoneCode },
    phoneNumber: { type: 'string', sql: users.phoneNumber },
    idNumber: { type: 'string', sql: users.idNumber },
    createdOnDateTime: { type: 'datetime', sql: users.createdOn },
    tamperActive: { type: 'boolean', sql: userColumns.tamperActive },
    totalNumberOfVehiclesWithDevice: { type: 'integer', sql: userColumns.withDevice },
    totalNumberOfVehiclesWithoutDevice: { type: 'integer', sql: userColumns.withoutDevice },
    // Uncorrelated, so PostgreSQL works the set out once (a hashed subplan), not once per user row.
    hasVehicleWithDevice: {
      type: 'boolean',
      sql: sql`(${users.id} in (select ${vehicles.userId} from ${vehicles} join ${devices} on ${devices.vehicleId} = ${vehicles.id}))`,
    },
    // Search only: `contains(vehicleRegistrationNumbers,'ca 12')` finds holders by any of their vehicles.
    vehicleRegistrationNumbers: { type: 'string', sql: vehicleValues(vehicles.registrationNumber), sortable: false },
    vehicleMakeVariants: { type: 'string', sql: vehicleValues(vehicles.makeVariant), sortable: false },
  },
  tiebreaker: users.id,
  defaultOrderBy: 'createdOnDateTime desc',
})

/** Who a user is and how to reach them, as every list of people shows it. */
export const userContactColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  idNumber: users.idNumber,
}

const userSelection = {
  ...userContactColumns,
  idNumberIsSouthAfrican: users.idNumberIsSouthAfrican,
  createdOnDateTime: users.createdOn,
  tamperActive: userColumns.tamperActive,
  role: roles.name,
  totalNumberOfVehiclesWithDevice: userColumns.withDevice,
  totalNumberOfVehiclesWithoutDevice: userColumns.withoutDevice,
}

type UserRow = { role: string } & Record<string, unknown>
const withRoles = <T extends UserRow>({ role, ...user }: T) => ({ ...user, roles: [role] })

const userPages = pagedList('users', (db: Database, where, orderBy) => {
  // The page's ids and the number of users the filter finds, from one pass: the clients search's filter reads every
  // holder and vehicle, and a separate count read them all again.
  const page = db.$with('page').as(
    db
      .select({ id: users.id, total: sql<number>`(count(*) over ())::int`.as('total') })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(...orderBy)
      .limit(pageLimit)
      .offset(pageOffset),
  )
  return {
    // The page's ids first, so the vehicle counts are worked out for the rows shown, not also for every row skipped.
    // An array of ids (rather than a join) keeps PostgreSQL's prepared plan on primary-key lookups whatever the page.
    list: db
      .with(page)
      .select({ ...userSelection, listTotal: sql<number>`(select ${page.total} from ${page} limit 1)` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(sql`${users.id} = any(array(select ${page.id} from ${page}))`)
      .orderBy(...orderBy),
    count: db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
    listCarriesTotal: true,
  }
})

/**
 * The clients list search (spec §2): a case-insensitive contains on the full name ('Thandi Nkosi', so either name
 * alone too), any vehicle's make variant, and any registration with or without its spaces and hyphens ('ca123' finds
 * 'CA 123-456'; the domain's `compactRegistration`). Written as one set of matching ids (names union vehicles) so each
 * arm is answered from its trigram indexes on those very expressions (migrations 0007 and 0013); an `or` across the
 * two tables made PostgreSQL read every user instead.
 * `is true` keeps the set a hashed subplan, built once and probed per holder: left a plain `in`, it became a join
 * that PostgreSQL, guessing a few matches where there were thousands (no statistics yet), ran as a nested loop over
 * every holder and match pair, seconds per keystroke at 10,000 holders.
 */
export function clientSearchCondition(text: string | undefined): ListCondition[] {
  const needle = searchNeedle(text ?? '')
  if (!needle) return []
  const pattern = sql.placeholder('search')
  const registration = sql.placeholder('registration')
  // Text that is all separators ('-') keeps them in its pattern, which then matches no compacted registration.
  const compact = compactRegistration(needle) || needle
  return [
    {
      key: 'search',
      where: sql`(${users.id} in (select ${users.id} from ${users} where ${fullNameSql(users.firstName, users.lastName)} ilike ${pattern} union all select ${vehicles.userId} from ${vehicles} where ${compactRegistrationSql(vehicles.registrationNumber)} ilike ${registration} or ${vehicles.makeVariant} ilike ${pattern})) is true`,
      params: { search: `%${escapeLikePattern(needle)}%`, registration: `%${escapeLikePattern(compact)}%` },
    },
  ]
}

/** A page of users; pass the caller's `userListScope` (and any search) as conditions. */
export async function listUsers(db: Database, query: ListQuery, ...conditions: ListCondition[]) {
  const { items, totalCount } = await userPages(db, query, ...conditions)
  return { items: items.map(withRoles), totalCount }
}

export async function findUser(db: Database, id: number) {
  const [row] = await db
    .select(userSelection)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
  return row && withRoles(row)
}

export const listRoles = (db: Database) => db.select().from(roles).orderBy(asc(roles.id))

export async function findRoleByName(db: Database, name: string) {
  const [role] = await db.select().from(roles).where(sql`lower(${roles.name}) = lower(${name.trim()})`)
  return role
}

export type NewUser = typeof users.$inferInsert

/** Inserts the user, or answers undefined when the email address is already taken. */
export async function insertUser(db: Database, user: NewUser) {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id })
  return created
}

export type ContactDetails = { email: string; phoneCode: number; phoneNumber: string }

/** Updates email and phone; undefined when the email address belongs to someone else. */
export async function updateUserContactDetails(db: Database, id: number, details: ContactDetails) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${details.email})`, sql`${users.id} <> ${id}`))
  if (taken) return undefined
  const [updated] = await db.update(users).set(details).where(eq(users.id, id)).returning({ id: users.id })
  return updated
}

const driverSelection = {
  id: drivers.id,
  firstName: drivers.firstName,
  lastName: drivers.lastName,
  email: drivers.email,
  idNumber: drivers.idNumber,
  idNumberIsSouthAfrican: drivers.idNumberIsSouthAfrican,
  phoneCode: drivers.phoneCode,
  phoneNumber: drivers.phoneNumber,
  vehicleId: drivers.vehicleId,
}

export async function insertDriver(db: Database, driver: typeof drivers.$inferInsert) {
  const [created] = await db.insert(drivers).values(driver).returning({ id: drivers.id })
  return created!
}

export async function updateDriverContactDetails(db: Database, id: number, details: ContactDetails) {
  const [updated] = await db.update(drivers).set(details).where(eq(drivers.id, id)).returning(driverSelection)
  return updated
}

/** The driver with its vehicle's owner, for scoping. */
export async function findDriver(db: Database, id: number) {
  const [driver] = await db
    .select({ ...driverSelection, userId: vehicles.userId })
    .from(drivers)
    .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(eq(drivers.id, id))
  return driver
}

export async function findVehicleOwner(db: Database, vehicleId: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id, userId: vehicles.userId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
  return vehicle
}
