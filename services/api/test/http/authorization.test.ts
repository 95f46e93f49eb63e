import { companies, users, vehicles } from '@vigil/db/schema'
import {
  companyListScope,
  companyScope,
  userListScope,
  userScope,
  vehicleListScope,
  vehicleScope,
} from '@vigil/db/scope'
import type { Problem } from '@vigil/server-kit'
import { authorizeRequest } from '@vigil/server-kit'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

const request = (role: string | null, access: string | undefined) =>
  ({
    user: role ? { id: 1, role } : null,
    authFailure: null,
    scope: null,
    routeOptions: { config: { access } },
  }) as unknown as FastifyRequest

const refusal = async (role: string | null, access: string | undefined) => {
  const fake = request(role, access)
  try {
    await authorizeRequest(fake)
    return fake.scope
  } catch (error) {
    return (error as Problem).status
  }
}

describe('authorizing a route from the role x action table', () => {
  it.each([
    [null, 'auth.signIn', 'public'],
    [null, 'my.password', 401],
    [null, 'users.read', 401],
    ['Admin', 'users.create', 'any'],
    ['Technical-Agent', 'companies.delete', 'any'],
    ['Company-Admin', 'users.read', 'company'],
    ['Company-Admin', 'users.create', 403],
    ['Company-Admin', 'companyUsers.remove', 403],
    ['Account-Holder', 'users.read', 403],
    ['Account-Holder', 'my.password', 'own'],
    ['Account-Holder', 'vehicles.read', 403],
    ['Installer', 'vehicles.read', 'any'],
    ['Installer', 'users.create', 403],
    ['Admin', undefined, 403],
    [null, 'public', 'public'],
  ])('%s calling %s → %s', async (role, access, expected) => {
    expect(await refusal(role, access)).toBe(expected)
  })
})

describe.each(drivers)('scoping rows to the caller on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  const caller = (role: 'Admin' | 'Company-Admin' | 'Account-Holder', scope: 'any' | 'company' | 'own') => ({
    user: { id: t.demo.userIds[role], role },
    scope,
  })

  it('shows agents every user, a Company-Admin its companies’ users, an Account-Holder only themselves', async () => {
    const visible = async (condition: ReturnType<typeof userScope>) =>
      (await t.db.select({ id: users.id }).from(users).where(condition)).map((row) => row.id).sort((a, b) => a - b)
    const all = await visible(userScope(caller('Admin', 'any')))
    expect(all.length).toBeGreaterThan(10)
    const company = await visible(userScope(caller('Company-Admin', 'company')))
    expect(company).toEqual(
      [t.demo.userIds['Company-Admin'], t.demo.accountHolderIds[1]!, t.demo.accountHolderIds[2]!].sort((a, b) => a - b),
    )
    expect(await visible(userScope(caller('Account-Holder', 'own')))).toEqual([t.demo.userIds['Account-Holder']])
    expect(await visible(userScope({ user: null, scope: 'any' as const }))).toEqual(all)
    expect(await visible(userScope({ user: null, scope: 'company' as const }))).toEqual([])
  })

  it('shows a Company-Admin the vehicles of its users and of its companies', async () => {
    const visible = await t.db
      .select({ id: vehicles.id, userId: vehicles.userId })
      .from(vehicles)
      .where(vehicleScope(caller('Company-Admin', 'company')))
    const companyUsers = new Set([t.demo.accountHolderIds[1], t.demo.accountHolderIds[2]])
    const companyVehicle = t.demo.vehicleIds.at(-1)
    expect(visible.length).toBeGreaterThan(1)
    for (const vehicle of visible) {
      expect(companyUsers.has(vehicle.userId) || vehicle.id === companyVehicle).toBe(true)
    }
    expect(visible.map((vehicle) => vehicle.id)).toContain(companyVehicle)
    const own = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(vehicleScope(caller('Account-Holder', 'own')), eq(vehicles.userId, t.demo.userIds['Account-Holder'])))
    expect(own.length).toBeGreaterThan(0)
  })

  it('shows a Company-Admin only the companies it administers', async () => {
    const visible = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(companyScope(caller('Company-Admin', 'company'), companies.id))
    expect(visible.map((company) => company.id)).toEqual([t.demo.companyIds[0]])
    const none = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(companyScope(caller('Account-Holder', 'own'), companies.id))
    expect(none).toEqual([])
  })

  it('scopes prepared list statements exactly as it scopes single queries, the caller’s id being a placeholder', async () => {
    const callers = [
      caller('Admin', 'any'),
      caller('Company-Admin', 'company'),
      caller('Account-Holder', 'own'),
      { user: null, scope: 'company' as const },
    ]
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)
    for (const who of callers) {
      const list = userListScope(who)
      const prepared = t.db.select({ id: users.id }).from(users).where(list.where).prepare(`users_${list.key}`)
      const single = await t.db.select({ id: users.id }).from(users).where(userScope(who))
      expect(ids(await prepared.execute(list.params))).toEqual(ids(single))

      const vehicleList = vehicleListScope(who)
      const preparedVehicles = t.db.select({ id: vehicles.id }).from(vehicles).where(vehicleList.where).prepare('v')
      const singleVehicles = await t.db.select({ id: vehicles.id }).from(vehicles).where(vehicleScope(who))
      expect(ids(await preparedVehicles.execute(vehicleList.params))).toEqual(ids(singleVehicles))

      const companyList = companyListScope(who, companies.id)
      const preparedCompanies = t.db.select({ id: companies.id }).from(companies).where(companyList.where).prepare('c')
      const singleCompanies = await t.db
        .select({ id: companies.id })
        .from(companies)
        .where(companyScope(who, companies.id))
      expect(ids(await preparedCompanies.execute(companyList.params))).toEqual(ids(singleCompanies))
    }
    expect(userListScope(caller('Company-Admin', 'company')).params).toEqual({
      callerId: t.demo.userIds['Company-Admin'],
    })
  })
})
