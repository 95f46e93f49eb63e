import type { Database } from '@vigil/db'
import { auditEntries, users, vehicles } from '@vigil/db/schema'
import type { AuditEntry } from '@vigil/domain'
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { defineODataResource, pagedList, pageLimit, pageOffset, valueCondition } from '../../odata/index.ts'

const actor = alias(users, 'actor')
const affected = alias(users, 'affected')
const fullName = (table: typeof actor | typeof affected) =>
  sql<string | null>`case when ${table.id} is null then null else ${table.firstName} || ' ' || ${table.lastName} end`

export const auditResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: auditEntries.id },
    on: { type: 'datetime', sql: auditEntries.on },
    action: { type: 'string', sql: auditEntries.action },
    actorKind: { type: 'string', sql: auditEntries.actorKind },
    actorUserId: { type: 'integer', sql: auditEntries.actorUserId },
    actorName: { type: 'string', sql: fullName(actor), sortable: false },
    actorEmail: { type: 'string', sql: actor.email, sortable: false },
    actorRole: { type: 'string', sql: auditEntries.actorRole },
    vehicleId: { type: 'integer', sql: auditEntries.vehicleId },
    vehicleRegistration: { type: 'string', sql: vehicles.registrationNumber, sortable: false },
    deviceId: { type: 'integer', sql: auditEntries.deviceId },
    userId: { type: 'integer', sql: auditEntries.userId },
    userName: { type: 'string', sql: fullName(affected), sortable: false },
    userEmail: { type: 'string', sql: affected.email, sortable: false },
    companyId: { type: 'integer', sql: auditEntries.companyId },
    subject: { type: 'string', sql: auditEntries.subject },
    address: { type: 'string', sql: auditEntries.address },
  },
  tiebreaker: auditEntries.id,
  defaultOrderBy: 'on desc, id desc',
  defaultPageSize: 50,
  maxPageSize: 200,
})

const entryColumns = {
  id: auditEntries.id,
  on: sql<string>`to_char(${auditEntries.on} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  action: auditEntries.action,
  actorKind: auditEntries.actorKind,
  actorUserId: auditEntries.actorUserId,
  actorName: fullName(actor),
  actorRole: auditEntries.actorRole,
  vehicleId: auditEntries.vehicleId,
  vehicleRegistration: vehicles.registrationNumber,
  deviceId: auditEntries.deviceId,
  userId: auditEntries.userId,
  userName: fullName(affected),
  companyId: auditEntries.companyId,
  subject: auditEntries.subject,
  before: auditEntries.before,
  after: auditEntries.after,
  note: auditEntries.note,
  address: auditEntries.address,
}

export const auditFields = Object.keys(entryColumns) as (keyof AuditEntry)[]

function selectEntries(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditEntries)
    .leftJoin(actor, eq(actor.id, auditEntries.actorUserId))
    .leftJoin(affected, eq(affected.id, auditEntries.userId))
    .leftJoin(vehicles, eq(vehicles.id, auditEntries.vehicleId))
    .where(where)
}

/** A page of entries; the joins are the filterable names, so the count joins them too. */
export const listAuditEntries = pagedList('audit', (db: Database, where, orderBy) => ({
  list: selectEntries(db, where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db
    .select({ total: count() })
    .from(auditEntries)
    .leftJoin(actor, eq(actor.id, auditEntries.actorUserId))
    .leftJoin(affected, eq(affected.id, auditEntries.userId))
    .leftJoin(vehicles, eq(vehicles.id, auditEntries.vehicleId))
    .where(where),
}))

/** The entries of one vehicle. */
export const auditOfVehicle = (vehicleId: number) =>
  valueCondition('vehicleId', vehicleId, (id) => eq(auditEntries.vehicleId, id))

/** Every entry the condition finds, newest first, in keyset pages so memory stays constant however long the trail. */
export async function* allAuditEntries(
  db: Database,
  where: SQL | undefined,
  pageSize = 500,
): AsyncGenerator<AuditEntry[]> {
  let after: { on: string; id: number } | undefined
  for (;;) {
    const page = (await selectEntries(
      db,
      and(
        where,
        after
          ? or(
              lt(auditEntries.on, new Date(after.on)),
              and(eq(auditEntries.on, new Date(after.on)), lt(auditEntries.id, after.id)),
            )
          : undefined,
      ),
    )
      .orderBy(desc(auditEntries.on), desc(auditEntries.id))
      .limit(pageSize)) as AuditEntry[]
    if (page.length === 0) return
    yield page
    if (page.length < pageSize) return
    const last = page.at(-1)!
    after = { on: last.on, id: last.id }
  }
}
