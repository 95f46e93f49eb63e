import { type Database, queryRows } from '@vigil/db'
import { companies, users, vehicles } from '@vigil/db/schema'
import { type Caller, companyScope, userScope, vehicleScope } from '@vigil/db/scope'
import { type FieldErrors, geofenceMessages, type ScopeKind } from '@vigil/domain'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

// Who a geofence or rule is for (a vehicle, an account holder, a company), as SQL: which of them the caller may
// set rules for, and which vehicles a rule then watches. Written once for both areas and the evaluation.

const where = (condition: SQL | undefined) => condition ?? sql`true`

/**
 * Whether the caller may see and change a geofence or rule for this scope: agents any, a Company-Admin their
 * companies, their users and those users' vehicles, an account holder themself and their own vehicles.
 */
export function targetVisibleSql(caller: Caller, scope: SQLWrapper, scopeId: SQLWrapper): SQL {
  if (caller.scope === 'any') return sql`true`
  return sql`(case ${scope}
    when 'vehicle' then ${scopeId} in (select ${vehicles.id} from ${vehicles} where ${where(vehicleScope(caller))})
    when 'account-holder' then ${scopeId} in (select ${users.id} from ${users} where ${where(userScope(caller))})
    when 'company' then ${scopeId} in (select ${companies.id} from ${companies} where ${where(companyScope(caller, companies.id))})
    else false end)`
}

/** The field errors of a scope the caller may not use (or that does not exist); `{}` when it may. */
export async function targetErrors(
  db: Database,
  caller: Caller,
  scope: ScopeKind,
  scopeId: number,
): Promise<FieldErrors> {
  const existing = {
    vehicle: sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${scopeId})`,
    'account-holder': sql`exists (select 1 from ${users} where ${users.id} = ${scopeId})`,
    company: sql`exists (select 1 from ${companies} where ${companies.id} = ${scopeId})`,
  }[scope]
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select (${existing} and ${targetVisibleSql(caller, sql`${scope}::text`, sql`${scopeId}::int`)}) as ok`,
  )
  return row?.ok ? {} : { scopeId: geofenceMessages.scopeNotFound }
}
