import { vehicleHistory } from '@vigil/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('vehicle history on %s', (driver) => {
  let t: TestApp
  let vehicleId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    vehicleId = t.demo.vehicleIds[0]!
    await t.db.insert(vehicleHistory).values(
      Array.from({ length: 1203 }, (_, index) => ({
        vehicleId,
        type: 'LockState' as const,
        dateTime: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        isLocked: index % 2 === 0,
        isLockedByUserId: t.demo.userIds.Admin,
        isLockedChangedByAdminUser: true,
      })),
    )
  })
  afterAll(() => t?.close())

  it('records an Aura callout with who raised it and answers Alert sent', async () => {
    const headers = await t.headersFor('Technical-Agent')
    const alert = await t.app.inject({ method: 'POST', url: `/api/Vehicles/${vehicleId}/AlertAura`, headers })
    expect(alert.statusCode).toBe(200)
    expect(alert.json()).toEqual({ message: 'Alert sent' })
    const page = await t.app.inject({ method: 'GET', url: `/api/Vehicles/${vehicleId}/History`, headers })
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.totalCount).toBe(1204)
    expect(body.pageSize).toBe(50)
    expect(body.items[0]).toMatchObject({
      type: 'AuraCallout',
      auraCalloutStatus: 'Requested',
      auraCalloutCreatedByUserFirstName: 'Zanele',
      auraCalloutCreatedByUserLastName: 'Agent',
    })
    expect(body.items[1]).toMatchObject({
      type: 'LockState',
      isLocked: true,
      isLockedByUserFirstName: 'Anele',
      isLockedChangedByAdminUser: true,
      dateTime: '2026-01-01T00:20:02.000Z',
    })
  })

  it('pages newest first', async () => {
    const headers = await t.headersFor('Admin')
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/History?$pagesize=10&$pageindex=2&$filter=type eq 'LockState'`,
      headers,
    })
    const body = page.json()
    expect(body.pageIndex).toBe(2)
    expect(body.items).toHaveLength(10)
    expect(body.items[0].dateTime).toBe('2026-01-01T00:19:42.000Z')
  })

  it('downloads every entry as CSV, streamed newest first, named after the vehicle', async () => {
    const headers = await t.headersFor('Technical-Agent')
    const response = await t.app.inject({ method: 'GET', url: `/api/Vehicles/${vehicleId}/History/Csv`, headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Vehicle-${vehicleId}-history.csv"`)
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['id', 'type', 'dateTime'])
    expect(lines).toHaveLength(1 + 1204)
    expect(lines[2]!.split(',')[2]).toBe('2026-01-01T00:20:02.000Z')
    expect(lines.at(-1)!.split(',')[2]).toBe('2026-01-01T00:00:00.000Z')
  })

  it("hides other people's vehicles: an account holder cannot read history, a company admin only its own", async () => {
    const holder = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/History`,
      headers: await t.headersFor('Account-Holder'),
    })
    expect(holder.statusCode).toBe(403)
    const companyAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/History/Csv`,
      headers: await t.headersFor('Company-Admin'),
    })
    expect(companyAdmin.statusCode).toBe(404)
  })
})
