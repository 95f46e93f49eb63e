import { fitmentCenters, regions, subscriptionPlans } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { tokenSoup } from '../odata/arbitraries.ts'
import { callAs, expectAccess } from '../users/access.ts'

describe.each(drivers)('reference data on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('lists active fitment centres in active regions, with their region and availability', async () => {
    const [closedCentre] = await t.db.select().from(fitmentCenters).limit(1)
    await t.db.update(fitmentCenters).set({ active: false }).where(eq(fitmentCenters.id, closedCentre!.id))
    const { status, body } = await callAs(t, 'Technical-Agent', { method: 'GET', url: '/api/FitmentCenters' })
    expect(status).toBe(200)
    expect(body.items.length).toBeGreaterThan(1)
    expect(body.totalCount).toBe(body.items.length)
    expect(body.items.map((centre: { id: number }) => centre.id)).not.toContain(closedCentre!.id)
    expect(body.items[0]).toMatchObject({
      active: true,
      regionName: expect.any(String),
      availability: expect.any(Array),
    })
  })

  it('filters fitment centres by region and names a bad token', async () => {
    const [region] = await t.db.select().from(regions).limit(1)
    const { body } = await callAs(t, 'Admin', {
      method: 'GET',
      url: `/api/FitmentCenters?$filter=RegionId eq ${region!.id}`,
    })
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items.every((centre: { regionId: number }) => centre.regionId === region!.id)).toBe(true)
    const bad = await callAs(t, 'Admin', { method: 'GET', url: '/api/FitmentCenters?$filter=colour eq 1' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.$filter[0]).toBe("Unknown field: 'colour' at position 0 in $filter")
  })

  it('lists active regions only', async () => {
    const [closed] = await t.db
      .update(regions)
      .set({ active: false })
      .where(eq(regions.name, 'Northern Cape'))
      .returning()
    const { status, body } = await callAs(t, 'Technical-Agent', { method: 'GET', url: '/api/Regions' })
    expect(status).toBe(200)
    expect(body.items.length).toBeGreaterThan(3)
    expect(body.items.map((region: { id: number }) => region.id)).not.toContain(closed?.id ?? -1)
    expect(body.items.every((region: { active: boolean }) => region.active)).toBe(true)
  })

  it('lists available subscription plans only', async () => {
    const [hidden] = await t.db
      .update(subscriptionPlans)
      .set({ available: false })
      .where(eq(subscriptionPlans.displayName, 'Vigil Fleet'))
      .returning()
    const { status, body } = await callAs(t, 'Admin', { method: 'GET', url: '/api/SubscriptionPlans' })
    expect(status).toBe(200)
    expect(body.items[0]).toMatchObject({ id: 1, depositCents: 149900, available: true })
    expect(body.items.map((plan: { id: number }) => plan.id)).not.toContain(hidden!.id)
  })

  it('searches vehicle types case-insensitively from three characters', async () => {
    const { status, body } = await callAs(t, 'Technical-Agent', {
      method: 'GET',
      url: '/api/VehicleTypes/Search?SearchPhrase=tOYoTa&ResultCount=50',
    })
    expect(status).toBe(200)
    expect(body.items.length).toBeGreaterThan(3)
    expect(body.items.length).toBeLessThanOrEqual(50)
    expect(body.items.every((type: { makeVariant: string }) => /toyota/i.test(type.makeVariant))).toBe(true)
    const few = await callAs(t, 'Admin', {
      method: 'GET',
      url: '/api/VehicleTypes/Search?SearchPhrase=toy&ResultCount=2',
    })
    expect(few.body.items).toHaveLength(2)
    const wildcards = await callAs(t, 'Admin', { method: 'GET', url: '/api/VehicleTypes/Search?SearchPhrase=%25%25_' })
    expect(wildcards.body.items).toEqual([])
  })

  it.each([
    ['SearchPhrase=to', 'SearchPhrase', 'Enter 3 characters to start the search'],
    ['SearchPhrase=%20%20to%20', 'SearchPhrase', 'Enter 3 characters to start the search'],
    ['SearchPhrase=toy&ResultCount=0', 'ResultCount', 'Please provide a whole number from 1 to 50'],
    ['SearchPhrase=toy&ResultCount=many', 'ResultCount', 'Please provide a whole number from 1 to 50'],
  ])('refuses a vehicle search with %s', async (query, field, message) => {
    const { status, body } = await callAs(t, 'Admin', { method: 'GET', url: `/api/VehicleTypes/Search?${query}` })
    expect(status).toBe(400)
    expect(body.errors[field]).toEqual([message])
  })

  it.each([
    ['/api/FitmentCenters', 'fitmentCenters.read'],
    ['/api/Regions', 'fitmentCenters.read'],
    ['/api/SubscriptionPlans', 'subscriptionPlans.read'],
    ['/api/VehicleTypes/Search?SearchPhrase=toyota', 'vehicleTypes.read'],
  ] as const)('lets agents read %s and refuses everyone else', async (url, action) => {
    await expectAccess(t, action, 200, () => ({ method: 'GET', url }))
  })

  it('never answers a generated $filter with anything but 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(tokenSoup, async (filter) => {
        const url = `/api/FitmentCenters?$filter=${encodeURIComponent(filter)}`
        const { status } = await callAs(t, 'Admin', { method: 'GET', url })
        expect([200, 400]).toContain(status)
      }),
      { numRuns: 60 },
    )
  })
})
