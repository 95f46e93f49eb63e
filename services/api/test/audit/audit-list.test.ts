import { appendAuditEntry, applyAuditRetention } from '@vigil/db'
import { auditEntries } from '@vigil/db/schema'
import { auditListQuery, NO_AUDIT_FILTERS } from '@vigil/domain'
import { gte, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type DemoRole, demoRoles, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('reading the audit trail on %s', (driver) => {
  let t: TestApp
  let vehicleId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    vehicleId = t.demo.vehicleIds[0]!
    const admin = t.demo.userIds.Admin
    const agent = t.demo.userIds['Technical-Agent']
    await appendAuditEntry(
      t.db,
      {
        on: new Date('2026-10-01T08:00:00Z'),
        action: 'vehicle.lock',
        actorKind: 'user',
        actorUserId: agent,
        actorRole: 'Technical-Agent',
        vehicleId,
        address: '10.0.0.1',
      },
      {
        on: new Date('2026-10-02T08:00:00Z'),
        action: 'vehicle.unlock',
        actorKind: 'user',
        actorUserId: admin,
        actorRole: 'Admin',
        vehicleId,
        address: '10.0.0.2',
      },
      {
        on: new Date('2026-10-03T08:00:00Z'),
        action: 'vehicle.lock',
        actorKind: 'user',
        actorUserId: admin,
        actorRole: 'Admin',
        vehicleId: t.demo.vehicleIds[1]!,
        address: '10.0.0.3',
      },
      {
        on: new Date('2026-10-04T08:00:00Z'),
        action: 'account.contactDetails',
        actorKind: 'user',
        actorUserId: agent,
        actorRole: 'Technical-Agent',
        userId: t.demo.accountHolderIds[0]!,
        before: { email: 'old@x.test' },
        after: { email: 'new, "quoted"@x.test' },
        address: '10.0.0.4',
      },
      {
        on: new Date('2026-10-05T08:00:00Z'),
        action: 'system.signInStorm',
        actorKind: 'system',
        subject: 'admin@demo.vigil.local',
        after: { failures: 25 },
      },
    )
  })
  afterAll(() => t?.close())

  const get = async (url: string, role: DemoRole | 'anonymous' = 'Admin') =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: await t.headersFor(role) })
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()

  it('lists newest first with server paging', async () => {
    // The test's own sign-ins are entries too.
    const $filter = "action ne 'account.signIn'"
    const page = (await get(`/AuditEntries?${query({ $filter, $pagesize: 2, $pageindex: 1 })}`)).json()
    expect(page).toMatchObject({ totalCount: 5, pageIndex: 1, pageSize: 2 })
    expect(page.items.map((item: { action: string }) => item.action)).toEqual(['vehicle.lock', 'vehicle.unlock'])
  })

  it('filters by person, vehicle, action and time as the screen asks', async () => {
    const byQuery = async (filters: Partial<typeof NO_AUDIT_FILTERS>) => {
      const { $filter, $orderby } = auditListQuery({ ...NO_AUDIT_FILTERS, ...filters })
      const page = (await get(`/AuditEntries?${query({ ...($filter ? { $filter } : {}), $orderby })}`)).json()
      return page.items.map((item: { on: string }) => item.on.slice(0, 10))
    }
    expect(await byQuery({ person: 'zanele' })).toEqual(['2026-10-04', '2026-10-01'])
    expect(await byQuery({ person: 'agent@demo' })).toEqual(['2026-10-04', '2026-10-01'])
    expect(await byQuery({ vehicle: 'ca 123' })).toEqual(['2026-10-02', '2026-10-01'])
    expect(await byQuery({ action: 'vehicle.lock' })).toEqual(['2026-10-03', '2026-10-01'])
    expect(await byQuery({ from: '2026-10-02', to: '2026-10-03' })).toEqual(['2026-10-03', '2026-10-02'])
    expect(await byQuery({ action: 'vehicle.lock', person: 'anele', from: '2026-10-02' })).toEqual(['2026-10-03'])
  })

  it('answers who by name and role, what, the vehicle by registration, and before and after', async () => {
    const page = (await get(`/AuditEntries?${query({ $filter: "action eq 'account.contactDetails'" })}`)).json()
    expect(page.items[0]).toMatchObject({
      actorName: 'Zanele Agent',
      actorRole: 'Technical-Agent',
      userName: expect.any(String),
      before: { email: 'old@x.test' },
      after: { email: 'new, "quoted"@x.test' },
      address: '10.0.0.4',
    })
    const lock = (await get(`/AuditEntries?${query({ $filter: "action eq 'vehicle.unlock'" })}`)).json()
    expect(lock.items[0]).toMatchObject({ vehicleId, vehicleRegistration: 'CA 123-456', actorName: 'Anele Admin' })
  })

  it('downloads the filtered entries as CSV, newest first, quoted where needed', async () => {
    const response = await get(`/AuditEntries/Csv?${query({ $filter: "contains(actorName,'zanele')" })}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"')
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['id', 'on', 'action', 'actorKind'])
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('account.contactDetails')
    expect(lines[1]).toContain('"email=new, ""quoted""@x.test"')
    expect(lines[2]).toContain('vehicle.lock')
    const bad = await get(`/AuditEntries/Csv?${query({ $filter: 'nope eq 1' })}`)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['$filter'])
  })

  it('is read by an Admin only: every other role 403, anonymous 401, for the list and the CSV', async () => {
    for (const url of ['/AuditEntries', '/AuditEntries/Csv']) {
      for (const role of demoRoles) expect((await get(url, role)).statusCode).toBe(role === 'Admin' ? 200 : 403)
      expect((await get(url, 'anonymous')).statusCode).toBe(401)
    }
  })

  it("shows a vehicle's own entries on its history to whoever may see it, the address to an Admin only", async () => {
    const forAdmin = (await get(`/Vehicles/${vehicleId}/AuditEntries`)).json()
    expect(forAdmin.items.map((item: { action: string }) => item.action)).toEqual(['vehicle.unlock', 'vehicle.lock'])
    expect(forAdmin.items[0].address).toBe('10.0.0.2')
    const forAgent = (await get(`/Vehicles/${vehicleId}/AuditEntries`, 'Technical-Agent')).json()
    expect(forAgent.items).toHaveLength(2)
    expect(forAgent.items[0].address).toBeNull()
    expect((await get(`/Vehicles/${vehicleId}/AuditEntries`, 'Account-Holder')).statusCode).toBe(403)
    expect((await get(`/Vehicles/${vehicleId}/AuditEntries`, 'Company-Admin')).statusCode).toBe(404)
    expect((await get(`/Vehicles/${vehicleId}/AuditEntries`, 'anonymous')).statusCode).toBe(401)
  })

  it('keeps AUDIT_RETENTION_MONTHS whole months: the retention alone may delete, and only what is older', async () => {
    const old = new Date('2024-01-15T00:00:00Z')
    await appendAuditEntry(t.db, { on: old, action: 'vehicle.lock', actorKind: 'system' })
    const total = await t.db.$count(auditEntries)
    expect(await applyAuditRetention(t.db, new Date('2026-11-27T12:00:00Z'), 24)).toBe(1)
    expect(await t.db.$count(auditEntries)).toBe(total - 1)
    // Two whole months before January 2027: October's five go, November's stay.
    const cutoff = new Date('2026-11-01T00:00:00Z')
    const after = await t.db.$count(auditEntries, gte(auditEntries.on, cutoff))
    expect(await applyAuditRetention(t.db, new Date('2027-01-15T00:00:00Z'), 2)).toBe(5)
    expect(await t.db.$count(auditEntries, lt(auditEntries.on, cutoff))).toBe(0)
    expect(await t.db.$count(auditEntries, gte(auditEntries.on, cutoff))).toBe(after)
  })
})
