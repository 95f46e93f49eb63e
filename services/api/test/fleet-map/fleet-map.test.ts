import { companies, companyUsers, vehicles } from '@vigil/db/schema'
import { type FleetMapAnswer, vehicleAlert } from '@vigil/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs, expectAccess } from '../users/access.ts'

const fleetAs = async (t: TestApp, role: 'Admin' | 'Company-Admin') => {
  const { status, body } = await callAs(t, role, { method: 'GET', url: '/api/FleetMap' })
  expect(status).toBe(200)
  return body as FleetMapAnswer
}

describe.each(drivers)('fleet map on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('gives an agent every vehicle, each with its position and the facts of its state', async () => {
    const { vehicles: fleet } = await fleetAs(t, 'Admin')
    const stored = await t.db.select().from(vehicles)
    expect(fleet.map((vehicle) => vehicle.id).sort((a, b) => a - b)).toEqual(
      stored.map((row) => row.id).sort((a, b) => a - b),
    )
    for (const row of stored) {
      const vehicle = fleet.find((candidate) => candidate.id === row.id)
      expect(vehicle).toMatchObject({
        registrationNumber: row.registrationNumber,
        gpsLatitudeDegrees: row.gpsLatitudeDegrees,
        gpsLongitudeDegrees: row.gpsLongitudeDegrees,
        isLocked: row.isLocked,
        tamperActive: row.tamperActive,
        gpsDateTime: row.gpsDateTime?.toISOString() ?? null,
      })
      expect(vehicleAlert(vehicle!)).toBe(row.tamperActive || vehicle!.openAlarmIds.length > 0)
    }
  })

  it("shows a company admin their companies' vehicles and companies only", async () => {
    const admin = await fleetAs(t, 'Admin')
    const own = await fleetAs(t, 'Company-Admin')
    const allowedOwners = [t.demo.accountHolderIds[1], t.demo.accountHolderIds[2]]
    const companyVehicle = t.demo.vehicleIds.at(-1)
    expect(own.vehicles.length).toBeGreaterThan(0)
    expect(own.vehicles.length).toBeLessThan(admin.vehicles.length)
    for (const vehicle of own.vehicles)
      expect(allowedOwners.includes(vehicle.userId) || vehicle.id === companyVehicle).toBe(true)
    const others = admin.vehicles.filter(
      (vehicle) => !allowedOwners.includes(vehicle.userId) && vehicle.id !== companyVehicle,
    )
    expect(others.length).toBeGreaterThan(0)
    for (const vehicle of others) expect(own.vehicles.some((mine) => mine.id === vehicle.id)).toBe(false)

    const administered = await t.db
      .select({ id: companyUsers.companyId })
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, t.demo.userIds['Company-Admin']), eq(companyUsers.role, 'Company-Admin')))
    const administeredIds = new Set(administered.map((row) => row.id))
    expect(own.companies.length).toBeGreaterThan(0)
    expect(own.companies.length).toBeLessThan(admin.companies.length)
    for (const company of own.companies) expect(administeredIds.has(company.id)).toBe(true)
    for (const vehicle of own.vehicles)
      for (const id of vehicle.companyIds) expect(own.companies.some((company) => company.id === id)).toBe(true)
  })

  it('names the companies the vehicles belong to, for the filter', async () => {
    const { vehicles: fleet, companies: named } = await fleetAs(t, 'Admin')
    const stored = await t.db.select().from(companies)
    const linked = new Set(fleet.flatMap((vehicle) => vehicle.companyIds))
    expect(linked.size).toBeGreaterThan(0)
    expect(named.map((company) => company.id).sort()).toEqual([...linked].sort())
    for (const company of named) expect(stored.find((row) => row.id === company.id)?.name).toBe(company.name)
  })

  it('is for agents and company admins', async () => {
    await expectAccess(t, 'vehicles.read', 200, () => ({ method: 'GET', url: '/api/FleetMap' }))
  })
})
