import type { PermissionScope } from '@vigil/domain'
import { type SQL, sql } from 'drizzle-orm'
import { companyUsers, companyVehicles, users, vehicles } from './schema/index.ts'

// Conditions to AND into a query so a caller sees only what their scope allows; undefined means no restriction.
// Each comes in two forms: with the caller's id as a value, and as a list condition whose id is a placeholder.

/**
 * A restriction ANDed into a list (the caller's scope, the vehicle a history belongs to). Its values are
 * placeholders named in `params`; `key` names its shape, as `ListQuery.shape` does for the OData options.
 */
export interface ListCondition {
  key: string
  where: SQL | undefined
  params: Record<string, unknown>
}

/** The signed-in caller (an HTTP request once authorized, a hub connection) and how far its role reaches. */
export type Caller = { user: { id: number; role: string } | null; scope: PermissionScope | null }
/** The caller's user id as SQL: the value itself, or the placeholder of a prepared list statement. */
type CallerId = number | SQL

/** The companies a Company-Admin administers. */
export function administeredCompanyIds(user: { id: CallerId }): SQL {
  return sql`(select ${companyUsers.companyId} from ${companyUsers} where ${companyUsers.userId} = ${user.id} and ${companyUsers.role} = 'Company-Admin')`
}

/** The users linked to the companies the caller administers. */
export function companyUserIds(user: { id: CallerId }): SQL {
  return sql`(select ${companyUsers.userId} from ${companyUsers} where ${companyUsers.companyId} in ${administeredCompanyIds(user)})`
}

const nothing = sql`false`

type ScopeRule = (scope: Caller['scope'], id: CallerId) => SQL | undefined

const userRule: ScopeRule = (scope, id) => {
  if (scope === 'any') return undefined
  if (scope === 'company') return sql`${users.id} in ${companyUserIds({ id })}`
  if (scope === 'own') return sql`${users.id} = ${id}`
  return nothing
}

const vehicleRule: ScopeRule = (scope, id) => {
  if (scope === 'any') return undefined
  if (scope === 'company') {
    const companyVehicleIds = sql`(select ${companyVehicles.vehicleId} from ${companyVehicles} where ${companyVehicles.companyId} in ${administeredCompanyIds({ id })})`
    return sql`(${vehicles.userId} in ${companyUserIds({ id })} or ${vehicles.id} in ${companyVehicleIds})`
  }
  if (scope === 'own') return sql`${vehicles.userId} = ${id}`
  return nothing
}

const companyRule =
  (companyIdColumn: SQL | { getSQL(): SQL }): ScopeRule =>
  (scope, id) => {
    if (scope === 'any') return undefined
    if (scope !== 'company') return nothing
    return sql`${companyIdColumn} in ${administeredCompanyIds({ id })}`
  }

const withValue = (rule: ScopeRule, caller: Caller) =>
  caller.scope === 'any' ? undefined : caller.user ? rule(caller.scope, caller.user.id) : nothing

const callerPlaceholder = sql`${sql.placeholder('callerId')}`
const asListCondition = (rule: ScopeRule, caller: Caller): ListCondition =>
  caller.scope === 'any'
    ? { key: 'scope:any', where: undefined, params: {} }
    : caller.user
      ? {
          key: `scope:${caller.scope}`,
          where: rule(caller.scope, callerPlaceholder),
          params: { callerId: caller.user.id },
        }
      : { key: 'scope:none', where: nothing, params: {} }

/** Rows of `users` the caller may see. */
export const userScope = (caller: Caller): SQL | undefined => withValue(userRule, caller)
export const userListScope = (caller: Caller): ListCondition => asListCondition(userRule, caller)

/** Rows of `vehicles` the caller may see: a Company-Admin sees its companies' vehicles and their users' vehicles. */
export const vehicleScope = (caller: Caller): SQL | undefined => withValue(vehicleRule, caller)
export const vehicleListScope = (caller: Caller): ListCondition => asListCondition(vehicleRule, caller)

/** Companies the caller may see, given the column holding the company id (`companies.id`, `companyUsers.companyId`). */
export const companyScope = (caller: Caller, companyIdColumn: SQL | { getSQL(): SQL }): SQL | undefined =>
  withValue(companyRule(companyIdColumn), caller)
export const companyListScope = (caller: Caller, companyIdColumn: SQL | { getSQL(): SQL }): ListCondition =>
  asListCondition(companyRule(companyIdColumn), caller)

/**
 * The vehicles each rule of a CTE named `rules` watches, as (rule_id, vehicle_id): the vehicle, the holder's
 * vehicles, a company's (its own and its users'). The scope of a theft rule: the rules and the alarms they govern
 * both read it.
 */
export const watchedVehiclesSql = sql`
  select r.id as rule_id, v.id as vehicle_id from rules r join vehicles v on r.scope = 'vehicle' and v.id = r.scope_id
  union select r.id, v.id from rules r join vehicles v on r.scope = 'account-holder' and v.user_id = r.scope_id
  union select r.id, cv.vehicle_id from rules r join company_vehicles cv on r.scope = 'company' and cv.company_id = r.scope_id
  union select r.id, v.id from rules r join company_users cu on r.scope = 'company' and cu.company_id = r.scope_id
    join vehicles v on v.user_id = cu.user_id`
