import type { Database } from '@vigil/db'
import { fitmentCenterAvailability, fitmentCenters, regions, subscriptionPlans, vehicleTypes } from '@vigil/db/schema'
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { defineODataResource, escapeLikePattern, pagedList, pageLimit, pageOffset } from '../../odata/index.ts'

export const fitmentCenterResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: fitmentCenters.id },
    area: { type: 'string', sql: fitmentCenters.area },
    name: { type: 'string', sql: fitmentCenters.name },
    regionId: { type: 'integer', sql: fitmentCenters.regionId },
    regionName: { type: 'string', sql: regions.name },
  },
  tiebreaker: fitmentCenters.id,
  defaultOrderBy: 'regionName, name',
  // Every active centre fits on one page of the installation form.
  maxPageSize: 500,
  defaultPageSize: 500,
})

const availabilityOfCentre = sql<
  { UtcDateStart: string; UtcDateEnd: string; UtcTimeStart: string; UtcTimeEnd: string; FitmentCenterId: number }[]
>`coalesce((select json_agg(json_build_object(
    'UtcDateStart', ${fitmentCenterAvailability.utcDateStart}, 'UtcDateEnd', ${fitmentCenterAvailability.utcDateEnd},
    'UtcTimeStart', ${fitmentCenterAvailability.utcTimeStart}, 'UtcTimeEnd', ${fitmentCenterAvailability.utcTimeEnd},
    'FitmentCenterId', ${fitmentCenterAvailability.fitmentCenterId}) order by ${fitmentCenterAvailability.utcDateStart})
  from ${fitmentCenterAvailability} where ${fitmentCenterAvailability.fitmentCenterId} = ${fitmentCenters.id}), '[]'::json)`

/** Active fitment centres in active regions. */
export const listFitmentCenters = pagedList('fitment_centers', (db: Database, where, orderBy) => {
  const activeWhere = and(eq(fitmentCenters.active, true), eq(regions.active, true), where)
  return {
    list: db
      .select({
        id: fitmentCenters.id,
        area: fitmentCenters.area,
        name: fitmentCenters.name,
        address: fitmentCenters.address,
        regionId: fitmentCenters.regionId,
        regionName: regions.name,
        active: fitmentCenters.active,
        availability: availabilityOfCentre,
      })
      .from(fitmentCenters)
      .innerJoin(regions, eq(regions.id, fitmentCenters.regionId))
      .where(activeWhere)
      .orderBy(...orderBy)
      .limit(pageLimit)
      .offset(pageOffset),
    count: db
      .select({ total: count() })
      .from(fitmentCenters)
      .innerJoin(regions, eq(regions.id, fitmentCenters.regionId))
      .where(activeWhere),
  }
})

export async function findActiveFitmentCenter(db: Database, id: number) {
  const [found] = await db
    .select({ id: fitmentCenters.id })
    .from(fitmentCenters)
    .innerJoin(regions, eq(regions.id, fitmentCenters.regionId))
    .where(and(eq(fitmentCenters.id, id), eq(fitmentCenters.active, true), eq(regions.active, true)))
  return found
}

export const listActiveRegions = (db: Database) =>
  db.select().from(regions).where(eq(regions.active, true)).orderBy(asc(regions.name))

export const listAvailableSubscriptionPlans = (db: Database) =>
  db
    .select({
      id: subscriptionPlans.id,
      displayName: subscriptionPlans.displayName,
      description: subscriptionPlans.description,
      available: subscriptionPlans.available,
      isOffline: subscriptionPlans.isOffline,
      depositCents: subscriptionPlans.depositCents,
      monthlyCents: subscriptionPlans.monthlyCents,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.available, true))
    .orderBy(asc(subscriptionPlans.id))

export async function findAvailableSubscriptionPlan(db: Database, id: number) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.available, true)))
  return plan
}

/** Vehicle types whose make and variant contain the phrase, ignoring case; makes starting with it come first. */
export function searchVehicleTypes(db: Database, phrase: string, resultCount: number) {
  const escaped = escapeLikePattern(phrase)
  const startsWith: SQL = sql`(${vehicleTypes.makeVariant} ilike ${`${escaped}%`})`
  return db
    .select({
      id: vehicleTypes.id,
      make: vehicleTypes.make,
      variant: vehicleTypes.variant,
      makeVariant: vehicleTypes.makeVariant,
    })
    .from(vehicleTypes)
    .where(sql`${vehicleTypes.makeVariant} ilike ${`%${escaped}%`}`)
    .orderBy(sql`${startsWith} desc`, asc(vehicleTypes.makeVariant))
    .limit(resultCount)
}
