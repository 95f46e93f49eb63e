import { companies, companyUsers, companyVehicles } from '@vigil/db/schema'
import { companyListQuery, validationMessages } from '@vigil/domain'
import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { tokenSoup } from '../odata/arbitraries.ts'
import { callAs, expectAccess } from '../users/access.ts'

describe.each(drivers)('companies on %s', (driver) => {
  let t: TestApp
  let karoo: number
  let couriers: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    ;[karoo, couriers] = t.demo.companyIds as [number, number]
  })
  afterAll(() => t.close())

  const addCompany = async (payload: Record<string, unknown> = {}) =>
    callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/Companies',
      payload: { Name: 'Acme Freight', CompanyUsers: [], Vehicles: [], ...payload },
    })

  describe('GET Companies', () => {
    it('lists companies with their users and vehicles, filtered by name', async () => {
      const { status, body } = await callAs(t, 'Technical-Agent', {
        method: 'GET',
        url: `/api/Companies?$filter=${encodeURIComponent("contains(name,'karoo')")}`,
      })
      expect(status).toBe(200)
      expect(body.items).toHaveLength(1)
      expect(body.items[0]).toMatchObject({
        id: karoo,
        name: 'Karoo Logistics',
        vehicles: [expect.objectContaining({ id: expect.any(Number) })],
      })
      expect(body.items[0].companyUsers).toHaveLength(3)
    })

    it("pages past the first 50, searched and sorted as the companies list asks (the domain's companyListQuery)", async () => {
      const names = Array.from({ length: 52 }, (_, n) => `Paged Haulage ${String(n).padStart(2, '0')}`)
      const added = await t.db
        .insert(companies)
        .values(names.map((name) => ({ name })))
        .returning({ id: companies.id })
      const page = async (query: object) => {
        const search = new URLSearchParams(
          Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
        )
        const { status, body } = await callAs(t, 'Admin', { method: 'GET', url: `/api/Companies?${search}` })
        expect(status).toBe(200)
        return body as { items: { name: string }[]; totalCount: number }
      }
      try {
        const second = await page(companyListQuery('paged haulage', 'Z - A', 1))
        expect(second.totalCount).toBe(52)
        expect(second.items.map((company) => company.name)).toEqual(['Paged Haulage 01', 'Paged Haulage 00'])
        const first = await page(companyListQuery('paged haulage 5', 'A - Z'))
        expect(first.items.map((company) => company.name)).toEqual(['Paged Haulage 50', 'Paged Haulage 51'])
        expect((await page(companyListQuery("o'paged", 'Latest'))).totalCount).toBe(0)
      } finally {
        await t.db.delete(companies).where(
          inArray(
            companies.id,
            added.map((row) => row.id),
          ),
        )
      }
    })

    it('shows a company admin only the companies they administer', async () => {
      const { body } = await callAs(t, 'Company-Admin', { method: 'GET', url: '/api/Companies' })
      expect(body.items.map((company: { id: number }) => company.id)).toEqual([karoo])
    })

    it('answers bad and generated filters with 200 or 400, never 500', async () => {
      const bad = await callAs(t, 'Admin', { method: 'GET', url: '/api/Companies?$filter=name eq 5' })
      expect(bad.body.errors.$filter).toEqual(["Expected a string: '5' at position 8 in $filter"])
      await fc.assert(
        fc.asyncProperty(tokenSoup, async (filter) => {
          const { status } = await callAs(t, 'Admin', {
            method: 'GET',
            url: `/api/Companies?$filter=${encodeURIComponent(filter)}`,
          })
          expect([200, 400]).toContain(status)
        }),
        { numRuns: 40 },
      )
    })

    it('is for agents and company admins', async () => {
      await expectAccess(t, 'companies.read', 200, () => ({
        method: 'GET',
        url: '/api/Companies',
      }))
    })
  })

  describe('GET Companies/{id}/CompanyUsers', () => {
    it('lists the users of a company with their company role, filtered, sorted and paged', async () => {
      const all = await callAs(t, 'Admin', { method: 'GET', url: `/api/Companies/${karoo}/CompanyUsers` })
      expect(all.body.totalCount).toBe(3)
      expect(all.body.items[0]).toMatchObject({
        companyId: karoo,
        role: 'Company-Admin',
        email: 'fleet.admin@demo.vigil.local',
      })
      const holders = await callAs(t, 'Admin', {
        method: 'GET',
        url: `/api/Companies/${karoo}/CompanyUsers?$filter=${encodeURIComponent("role eq 'Account-Holder'")}&$orderby=firstName desc&$pagesize=1&$pageindex=1`,
      })
      expect(holders.body).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 1 })
      const names = all.body.items
        .filter((user: { role: string }) => user.role === 'Account-Holder')
        .map((user: { firstName: string }) => user.firstName)
        .sort()
      expect(holders.body.items.map((user: { firstName: string }) => user.firstName)).toEqual([names[0]])
    })

    it('answers 404 for a company a company admin does not administer', async () => {
      expect(
        (await callAs(t, 'Company-Admin', { method: 'GET', url: `/api/Companies/${couriers}/CompanyUsers` })).status,
      ).toBe(404)
      expect(
        (await callAs(t, 'Company-Admin', { method: 'GET', url: `/api/Companies/${karoo}/CompanyUsers` })).status,
      ).toBe(200)
      expect((await callAs(t, 'Admin', { method: 'GET', url: '/api/Companies/999999/CompanyUsers' })).status).toBe(404)
    })

    it('is for agents and company admins', async () => {
      await expectAccess(t, 'companyUsers.read', 200, () => ({
        method: 'GET',
        url: `/api/Companies/${karoo}/CompanyUsers`,
      }))
    })
  })

  describe('POST Companies', () => {
    it('adds an empty company and answers its id', async () => {
      const { status, body } = await addCompany()
      expect(status).toBe(200)
      const [stored] = await t.db.select().from(companies).where(eq(companies.id, body.id))
      expect(stored!.name).toBe('Acme Freight')
    })

    it('links the users and vehicles it is given', async () => {
      const userId = t.demo.accountHolderIds[5]!
      const vehicleId = t.demo.vehicleIds[0]!
      const { body } = await addCompany({ CompanyUsers: [{ userId, role: 'Account-Holder' }], Vehicles: [vehicleId] })
      const members = await t.db.select().from(companyUsers).where(eq(companyUsers.companyId, body.id))
      expect(members.map((member) => [member.userId, member.role])).toEqual([[userId, 'Account-Holder']])
      const linked = await t.db.select().from(companyVehicles).where(eq(companyVehicles.companyId, body.id))
      expect(linked.map((row) => row.vehicleId)).toEqual([vehicleId])
    })

    it.each([
      [{ Name: '' }, 'Name', validationMessages.required],
      [{ Name: '   ' }, 'Name', validationMessages.required],
      [{ CompanyUsers: [{ userId: 999999 }] }, 'CompanyUsers', validationMessages.selectUser],
      [{ CompanyUsers: [{ userId: 1, role: 'Boss' }] }, 'CompanyUsers', validationMessages.selectRole],
      // A NewCompanyUser without its user is named by its place in the list.
      [{ CompanyUsers: [{ role: 'Account-Holder' }] }, 'CompanyUsers.0.userId', validationMessages.required],
    ])('refuses %j', async (payload, field, message) => {
      const { status, body } = await addCompany(payload)
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('answers 404 for an unknown vehicle', async () => {
      expect((await addCompany({ Vehicles: [999999] })).status).toBe(404)
    })

    it('is for admins and technical agents', async () => {
      await expectAccess(t, 'companies.create', 200, () => ({
        method: 'POST',
        url: '/api/Companies',
        payload: { Name: 'Co', CompanyUsers: [], Vehicles: [] },
      }))
    })
  })

  describe('POST Companies/{id}/AddCompanyUser', () => {
    it('links a user, then changes their role', async () => {
      const userId = t.demo.accountHolderIds[6]!
      const url = `/api/Companies/${couriers}/AddCompanyUser`
      const linked = await callAs(t, 'Technical-Agent', {
        method: 'POST',
        url,
        payload: { userId, companyId: couriers, role: 'Account-Holder' },
      })
      expect(linked).toMatchObject({ status: 200, body: { companyId: couriers, userId, role: 'Account-Holder' } })
      const promoted = await callAs(t, 'Admin', { method: 'POST', url, payload: { userId, companyId: couriers } })
      expect(promoted.body.role).toBe('Company-Admin')
      const rows = await t.db
        .select()
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, couriers), eq(companyUsers.userId, userId)))
      expect(rows).toHaveLength(1)
    })

    it.each([
      [{ userId: 0 }, 'userId', validationMessages.selectUser],
      [{ userId: 999999 }, 'userId', validationMessages.selectUser],
      [{ role: 'Boss' }, 'role', validationMessages.selectRole],
      [{ companyId: 999999 }, 'companyId', 'The company does not match the address.'],
    ])('refuses %j', async (overrides, field, message) => {
      const payload = { userId: t.demo.accountHolderIds[6], companyId: couriers, role: 'Account-Holder', ...overrides }
      const { status, body } = await callAs(t, 'Admin', {
        method: 'POST',
        url: `/api/Companies/${couriers}/AddCompanyUser`,
        payload,
      })
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('lets a company admin link only their own users, in their own companies', async () => {
      const ownUser = t.demo.accountHolderIds[1]!
      const stranger = t.demo.accountHolderIds[7]!
      const url = `/api/Companies/${karoo}/AddCompanyUser`
      const own = await callAs(t, 'Company-Admin', {
        method: 'POST',
        url,
        payload: { userId: ownUser, companyId: karoo, role: 'Company-Admin' },
      })
      expect(own.status).toBe(200)
      const strange = await callAs(t, 'Company-Admin', {
        method: 'POST',
        url,
        payload: { userId: stranger, companyId: karoo },
      })
      expect(strange.body.errors.userId).toEqual([validationMessages.selectUser])
      const elsewhere = await callAs(t, 'Company-Admin', {
        method: 'POST',
        url: `/api/Companies/${couriers}/AddCompanyUser`,
        payload: { userId: ownUser, companyId: couriers },
      })
      expect(elsewhere.status).toBe(404)
    })

    it('is for agents and company admins', async () => {
      await expectAccess(t, 'companyUsers.add', 200, () => ({
        method: 'POST',
        url: `/api/Companies/${karoo}/AddCompanyUser`,
        payload: { userId: t.demo.accountHolderIds[2], companyId: karoo, role: 'Account-Holder' },
      }))
    })
  })

  describe('DELETE', () => {
    it('removes a user from a company, once', async () => {
      const { body } = await addCompany({ CompanyUsers: [{ userId: t.demo.accountHolderIds[0] }] })
      const url = `/api/Companies/${body.id}/CompanyUsers/${t.demo.accountHolderIds[0]}`
      expect(await callAs(t, 'Technical-Agent', { method: 'DELETE', url })).toMatchObject({
        status: 200,
        body: { companyId: body.id },
      })
      expect((await callAs(t, 'Admin', { method: 'DELETE', url })).status).toBe(404)
    })

    it('deletes a company with its links, once', async () => {
      const { body } = await addCompany({ CompanyUsers: [{ userId: t.demo.accountHolderIds[0] }] })
      expect((await callAs(t, 'Admin', { method: 'DELETE', url: `/api/Companies/${body.id}` })).status).toBe(200)
      expect(await t.db.select().from(companyUsers).where(eq(companyUsers.companyId, body.id))).toEqual([])
      expect((await callAs(t, 'Admin', { method: 'DELETE', url: `/api/Companies/${body.id}` })).status).toBe(404)
    })

    it('is for admins and technical agents', async () => {
      await expectAccess(t, 'companies.delete', 404, () => ({ method: 'DELETE', url: '/api/Companies/999999' }))
      await expectAccess(t, 'companyUsers.remove', 404, () => ({
        method: 'DELETE',
        url: `/api/Companies/${karoo}/CompanyUsers/999999`,
      }))
    })
  })
})
