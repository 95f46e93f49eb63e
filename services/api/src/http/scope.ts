import { type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { companyUsers, companyVehicles, users, vehicles } from '../db/schema/index.ts'
import type { AuthenticatedUser } from './authenticate.ts'

// Conditions to AND into a query so a caller sees only what their scope allows; undefined means no restriction.

type Caller = Pick<FastifyRequest, 'user' | 'scope'>

/** The companies a Company-Admin administers. */
export function administeredCompanyIds(user: AuthenticatedUser): SQL {
  return sql`(select ${companyUsers.companyId} from ${companyUsers} where ${companyUsers.userId} = ${user.id} and ${companyUsers.role} = 'Company-Admin')`
}

/** The users linked to the companies the caller administers. */
export function companyUserIds(user: AuthenticatedUser): SQL {
  return sql`(select ${companyUsers.userId} from ${companyUsers} where ${companyUsers.companyId} in ${administeredCompanyIds(user)})`
}

const nothing = sql`false`

/** Rows of `users` the caller may see. */
export function userScope(caller: Caller): SQL | undefined {
  if (caller.scope === 'any') return undefined
  if (!caller.user) return nothing
  if (caller.scope === 'company') return sql`${users.id} in ${companyUserIds(caller.user)}`
  if (caller.scope === 'own') return sql`${users.id} = ${caller.user.id}`
  return nothing
}

/** Rows of `vehicles` the caller may see: a Company-Admin sees its companies' vehicles and their users' vehicles. */
export function vehicleScope(caller: Caller): SQL | undefined {
  if (caller.scope === 'any') return undefined
  if (!caller.user) return nothing
  if (caller.scope === 'company') {
    const companyVehicleIds = sql`(select ${companyVehicles.vehicleId} from ${companyVehicles} where ${companyVehicles.companyId} in ${administeredCompanyIds(caller.user)})`
    return sql`(${vehicles.userId} in ${companyUserIds(caller.user)} or ${vehicles.id} in ${companyVehicleIds})`
  }
  if (caller.scope === 'own') return sql`${vehicles.userId} = ${caller.user.id}`
  return nothing
}

/** Companies the caller may see, given the column holding the company id (`companies.id`, `companyUsers.companyId`). */
export function companyScope(caller: Caller, companyIdColumn: SQL | { getSQL(): SQL }): SQL | undefined {
  if (caller.scope === 'any') return undefined
  if (!caller.user || caller.scope !== 'company') return nothing
  return sql`${companyIdColumn} in ${administeredCompanyIds(caller.user)}`
}
