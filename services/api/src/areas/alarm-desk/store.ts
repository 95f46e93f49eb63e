import type { Database } from '@vigil/db'
import { alarms, vehicles } from '@vigil/db/schema'
import { count, eq, sql } from 'drizzle-orm'
import { alarmStatusSql, holder, selectAlarms } from '../../alarms/index.ts'
import { defineODataResource, pagedList, pageLimit, pageOffset } from '../../odata/index.ts'

/** What the alarms list may filter and sort on; by default open alarms first, newest raised first. */
export const alarmResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: alarms.id },
    vehicleId: { type: 'integer', sql: alarms.vehicleId },
    kind: { type: 'string', sql: alarms.kind },
    status: { type: 'string', sql: alarmStatusSql },
    open: { type: 'boolean', sql: sql`(${alarms.resolvedOn} is null)` },
    raisedOn: { type: 'datetime', sql: alarms.raisedOn },
    acknowledgedOn: { type: 'datetime', sql: alarms.acknowledgedOn },
    resolvedOn: { type: 'datetime', sql: alarms.resolvedOn },
    registrationNumber: { type: 'string', sql: vehicles.registrationNumber },
    accountHolderId: { type: 'integer', sql: vehicles.userId },
    accountHolderFirstName: { type: 'string', sql: holder.firstName },
    accountHolderLastName: { type: 'string', sql: holder.lastName },
  },
  tiebreaker: alarms.id,
  defaultOrderBy: 'open desc, raisedOn desc',
})

export const listAlarms = pagedList('alarms', (db: Database, where, orderBy) => ({
  list: selectAlarms(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db
    .select({ total: count() })
    .from(alarms)
    .innerJoin(vehicles, eq(vehicles.id, alarms.vehicleId))
    .innerJoin(holder, eq(holder.id, vehicles.userId))
    .where(where),
}))
