import type { Database } from '@vigil/db'
import { companies, companyUsers, companyVehicles, users, vehicles } from '@vigil/db/schema'
import { type Caller, companyListScope, companyScope } from '@vigil/db/scope'
import type { CompanyUserRole } from '@vigil/domain'
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { defineODataResource, pagedList, pageLimit, pageOffset, valueCondition } from '../../odata/index.ts'
import { userColumns, userContactColumns } from '../users/store.ts'

export const companyResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: companies.id },
    name: { type: 'string', sql: companies.name },
    createdOnDateTime: { type: 'datetime', sql: companies.createdOn },
  },
  tiebreaker: companies.id,
})

type MemberSummary = { userId: number; firstName: string; lastName: string; role: CompanyUserRole }
type VehicleSummary = { id: number; registrationNumber: string }

const membersOfCompany = sql<MemberSummary[]>`coalesce((
  select json_agg(json_build_object('userId', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
    'role', ${companyUsers.role}) order by ${companyUsers.id})
  from ${companyUsers} join ${users} on ${users.id} = ${companyUsers.userId}
  where ${companyUsers.companyId} = ${companies.id}), '[]'::json)`

const vehiclesOfCompany = sql<VehicleSummary[]>`coalesce((
  select json_agg(json_build_object('id', ${vehicles.id}, 'registrationNumber', ${vehicles.registrationNumber})
    order by ${vehicles.id})
  from ${companyVehicles} join ${vehicles} on ${vehicles.id} = ${companyVehicles.vehicleId}
  where ${companyVehicles.companyId} = ${companies.id}), '[]'::json)`

/** A page of companies; pass the caller's `companyListScope` as a condition. */
const listCompanies = pagedList('companies', (db: Database, where, orderBy) => ({
  list: db
    .select({
      id: companies.id,
      name: companies.name,
      createdOnDateTime: companies.createdOn,
      // Nested once more: drizzle unqualifies the top-level columns of selected SQL in one-table queries.
      companyUsers: sql<MemberSummary[]>`${membersOfCompany}`,
      vehicles: sql<VehicleSummary[]>`${vehiclesOfCompany}`,
    })
    .from(companies)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db.select({ total: count() }).from(companies).where(where),
}))

/** A page of the companies the caller may see (a Company-Admin: those they administer). */
export const listCompaniesSeenBy = (db: Database, query: Parameters<typeof listCompanies>[1], caller: Caller) =>
  listCompanies(db, query, companyListScope(caller, companies.id))

/** The company when the caller may see it. */
export async function findCompanySeenBy(db: Database, id: number, caller: Caller) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(caller, companies.id)))
  return company
}

/** `id` is the user's id (the one DELETE .../CompanyUsers/{userId} takes); `role` is their role in the company. */
export const companyUserResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: users.id },
    firstName: { type: 'string', sql: users.firstName },
    lastName: { type: 'string', sql: users.lastName },
    email: { type: 'string', sql: users.email },
    phoneNumber: { type: 'string', sql: users.phoneNumber },
    idNumber: { type: 'string', sql: users.idNumber },
    role: { type: 'string', sql: companyUsers.role },
    createdOnDateTime: { type: 'datetime', sql: users.createdOn },
    tamperActive: { type: 'boolean', sql: userColumns.tamperActive },
  },
  tiebreaker: companyUsers.id,
})

/** A page of a company's users; pass `companyCondition(companyId)` as a condition. */
export const listCompanyUsers = pagedList('company_users', (db: Database, where, orderBy) => ({
  list: db
    .select({
      ...userContactColumns,
      createdOnDateTime: users.createdOn,
      tamperActive: userColumns.tamperActive,
      role: companyUsers.role,
      companyId: companyUsers.companyId,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db
    .select({ total: count() })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where),
}))

/** The members of one company. */
export const companyCondition = (companyId: number) =>
  valueCondition('companyId', companyId, (id) => eq(companyUsers.companyId, id))

/** A user's place in a company as it is stored: who, and in which role (the answers name the user too). */
export type Membership = { userId: number; role: CompanyUserRole }

/** Creates the company with its first members and vehicles. */
export async function insertCompany(
  db: Database,
  name: string,
  members: Membership[],
  vehicleIds: number[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(companies).values({ name, createdOn: now }).returning({ id: companies.id })
    const companyId = created!.id
    if (members.length > 0) {
      await tx
        .insert(companyUsers)
        .values(members.map((member) => ({ companyId, ...member, createdOn: now })))
        .onConflictDoNothing()
    }
    if (vehicleIds.length > 0) {
      await tx
        .insert(companyVehicles)
        .values(vehicleIds.map((vehicleId) => ({ companyId, vehicleId })))
        .onConflictDoNothing()
    }
    return created!
  })
}

export async function existingUserIds(db: Database, ids: number[], scope: SQL | undefined) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), scope))
  return rows.map((row) => row.id)
}

export async function existingVehicleIds(db: Database, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, ids))
  return rows.map((row) => row.id)
}

/** Links a user to a company, or changes their role when already linked. */
export async function upsertCompanyUser(db: Database, companyId: number, member: Membership, now: Date) {
  const [linked] = await db
    .insert(companyUsers)
    .values({ companyId, ...member, createdOn: now })
    .onConflictDoUpdate({ target: [companyUsers.companyId, companyUsers.userId], set: { role: member.role } })
    .returning({ companyId: companyUsers.companyId, userId: companyUsers.userId, role: companyUsers.role })
  return linked!
}

export async function deleteCompany(db: Database, id: number) {
  const deleted = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id })
  return deleted[0]
}

export async function deleteCompanyUser(db: Database, companyId: number, userId: number) {
  const deleted = await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)))
    .returning({ companyId: companyUsers.companyId, userId: companyUsers.userId })
  return deleted[0]
}
