import { users, vehicles } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// The clients list asks the server to search and sort (spec §2), so 10,000 account holders never reach the browser.
describe.each(drivers)('clients list search and sort on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t?.close())

  const holders = async (filter: string, orderby?: string) => {
    const query = new URLSearchParams({ $filter: filter, ...(orderby ? { $orderby: orderby } : {}) })
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Users?${query}`,
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(response.statusCode).toBe(200)
    return response.json() as { items: { id: number; firstName: string; tamperActive: boolean }[]; totalCount: number }
  }
  const holder = "role eq 'Account-Holder'"

  it('finds a holder by part of a registration number or make variant, ignoring case', async () => {
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, t.demo.vehicleIds[1]!))
    const registration = vehicle!.registrationNumber.slice(1, 5).toLowerCase()
    const byRegistration = await holders(`${holder} and contains(vehicleRegistrationNumbers,'${registration}')`)
    expect(byRegistration.items.map((item) => item.id)).toContain(vehicle!.userId)
    const variant = vehicle!.makeVariant.slice(0, 4).toUpperCase()
    const byVariant = await holders(`${holder} and contains(vehicleMakeVariants,'${variant}')`)
    expect(byVariant.items.map((item) => item.id)).toContain(vehicle!.userId)
    expect((await holders(`${holder} and contains(vehicleRegistrationNumbers,'zz-no-such-zz')`)).totalCount).toBe(0)
  })

  it('searches with `search`: names, and any vehicle registration or make variant, with holders that have a device', async () => {
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, t.demo.vehicleIds[1]!))
    const ask = async (search: string) => {
      const query = new URLSearchParams({ $filter: `${holder} and hasVehicleWithDevice eq true`, search })
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Users?${query}`,
        headers: await t.headersFor('Technical-Agent'),
      })
      expect(response.statusCode).toBe(200)
      return (response.json() as { items: { id: number }[] }).items.map((item) => item.id)
    }
    expect(await ask(vehicle!.registrationNumber.slice(2, 6).toLowerCase())).toContain(vehicle!.userId)
    expect(await ask(vehicle!.makeVariant.slice(0, 5).toUpperCase())).toContain(vehicle!.userId)
    expect(await ask('zz-no-such-zz')).toEqual([])
    expect(await ask('100%_')).toEqual([])
  })

  it('finds a holder by full name and by a registration typed without its spaces and hyphens', async () => {
    const ask = async (search: string) => {
      const query = new URLSearchParams({ $filter: holder, search })
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Users?${query}`,
        headers: await t.headersFor('Technical-Agent'),
      })
      expect(response.statusCode).toBe(200)
      return (response.json() as { items: { firstName: string; lastName: string }[] }).items.map(
        (item) => `${item.firstName} ${item.lastName}`,
      )
    }
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.registrationNumber, 'CA 123-456'))
    const [owner] = await t.db.select().from(users).where(eq(users.id, vehicle!.userId))
    const ownerName = `${owner!.firstName} ${owner!.lastName}`
    expect(await ask('Thandi Nkosi')).toEqual(['Thandi Nkosi'])
    expect(await ask('  thandi   NKOSI ')).toEqual(['Thandi Nkosi'])
    expect(await ask('van der Merwe')).toEqual(['Johan van der Merwe'])
    expect(await ask('Nkosi Thandi')).toEqual([])
    expect(await ask('ca123')).toEqual([ownerName])
    expect(await ask('CA123456')).toEqual([ownerName])
    expect(await ask('ca 123')).toEqual([ownerName])
  })

  it('sorts by active alerts, then newest, and by first name both ways', async () => {
    const alerts = await holders(holder, 'tamperActive desc,createdOnDateTime desc')
    const flags = alerts.items.map((item) => item.tamperActive)
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    const az = (await holders(holder, 'firstName asc')).items.map((item) => item.firstName.toLowerCase())
    expect(az).toEqual([...az].sort())
    const za = (await holders(holder, 'firstName desc')).items.map((item) => item.firstName.toLowerCase())
    expect(za).toEqual([...za].sort().reverse())
  })

  it('tells the same total on every page and past the last, counted with the page', async () => {
    const page = async (pageIndex: number, pageSize: number) => {
      const query = new URLSearchParams({
        $filter: `${holder} and hasVehicleWithDevice eq true`,
        $pagesize: String(pageSize),
        $pageindex: String(pageIndex),
      })
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Users?${query}`,
        headers: await t.headersFor('Technical-Agent'),
      })
      expect(response.statusCode).toBe(200)
      return response.json() as { items: { id: number }[]; totalCount: number }
    }
    const all = await page(0, 50)
    expect(all.items.length).toBeGreaterThan(1)
    expect(all.totalCount).toBe(all.items.length)
    const first = await page(0, 1)
    expect(first.items.map((item) => item.id)).toEqual([all.items[0]!.id])
    expect(first.totalCount).toBe(all.totalCount)
    expect((await page(1, 1)).totalCount).toBe(all.totalCount)
    expect(await page(all.totalCount, 1)).toMatchObject({ items: [], totalCount: all.totalCount })
  })

  it('refuses to sort by the search-only vehicle columns', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Users?$orderby=vehicleMakeVariants`,
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(response.statusCode).toBe(400)
  })
})
