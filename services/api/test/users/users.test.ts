import { devices, passwordTokens, roles, users, vehicles } from '@vigil/db/schema'
import { authMessages, validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { tokenSoup } from '../odata/arbitraries.ts'
import { callAs, expectAccess } from './access.ts'

const agent = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Nandi',
  LastName: 'Zulu',
  Email: `nandi.${Math.random().toString(36).slice(2)}@vigil.test`,
  phoneCode: 27,
  PhoneNumber: '0821234567',
  RoleName: 'Technical-Agent',
  ...overrides,
})

const accountHolder = (overrides: Record<string, unknown> = {}) => ({
  Email: `holder.${Math.random().toString(36).slice(2)}@vigil.test`,
  FirstName: 'Bongani',
  LastName: 'Mthembu',
  IdNumber: '8001015009087',
  IdNumberIsSouthAfrican: true,
  PhoneCode: 27,
  PhoneNumber: '821112233',
  ...overrides,
})

describe.each(drivers)('users and roles on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  describe('GET Roles', () => {
    it('lists every role', async () => {
      const { status, body } = await callAs(t, 'Admin', { method: 'GET', url: '/api/Roles' })
      expect(status).toBe(200)
      expect(body.items.map((role: { name: string }) => role.name)).toEqual(
        expect.arrayContaining(['Admin', 'Technical-Agent', 'Company-Admin', 'Account-Holder']),
      )
    })

    it('is for admins and technical agents only', async () => {
      await expectAccess(t, 'roles.read', 200, () => ({ method: 'GET', url: '/api/Roles' }))
    })
  })

  describe('GET Users', () => {
    it('finds an account holder by role and id, with vehicle counts and tamper state', async () => {
      const id = t.demo.accountHolderIds[2]!
      const filter = encodeURIComponent(`role eq 'Account-Holder' and id eq ${id}`)
      const { status, body } = await callAs(t, 'Technical-Agent', {
        method: 'GET',
        url: `/api/Users?$filter=${filter}`,
      })
      expect(status).toBe(200)
      expect(body).toMatchObject({ totalCount: 1, pageIndex: 0, pageSize: 50 })
      const owned = await t.db
        .select({ id: vehicles.id, tamperActive: vehicles.tamperActive })
        .from(vehicles)
        .where(eq(vehicles.userId, id))
      const linked = await t.db.select({ vehicleId: devices.vehicleId }).from(devices)
      const withDevice = owned.filter((vehicle) => linked.some((device) => device.vehicleId === vehicle.id)).length
      expect(body.items[0]).toMatchObject({
        id,
        roles: ['Account-Holder'],
        totalNumberOfVehiclesWithDevice: withDevice,
        totalNumberOfVehiclesWithoutDevice: owned.length - withDevice,
        tamperActive: owned.some((vehicle) => vehicle.tamperActive),
        createdOnDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
    })

    it('pages, sorts and filters on the vehicle counts', async () => {
      const url = `/api/Users?$filter=${encodeURIComponent("role eq 'Account-Holder' and totalNumberOfVehiclesWithDevice eq 0 and totalNumberOfVehiclesWithoutDevice eq 0")}`
      const { body } = await callAs(t, 'Admin', { method: 'GET', url })
      expect(body.items.length).toBeGreaterThan(0)
      const page = await callAs(t, 'Admin', {
        method: 'GET',
        url: '/api/Users?$orderby=firstName desc&$pagesize=2&$pageindex=1',
      })
      expect(page.body).toMatchObject({ pageIndex: 1, pageSize: 2 })
      expect(page.body.items).toHaveLength(2)
      expect(page.body.totalCount).toBeGreaterThan(4)
    })

    it("shows a company admin only their companies' users", async () => {
      const { status, body } = await callAs(t, 'Company-Admin', { method: 'GET', url: '/api/Users' })
      expect(status).toBe(200)
      const ids = body.items.map((user: { id: number }) => user.id)
      expect(ids).toEqual(expect.arrayContaining([t.demo.accountHolderIds[1], t.demo.accountHolderIds[2]]))
      expect(ids).not.toContain(t.demo.accountHolderIds[3])
      expect(ids).not.toContain(t.demo.userIds.Admin)
    })

    it('answers a bad $filter with a 400 naming the token', async () => {
      const { status, body } = await callAs(t, 'Admin', {
        method: 'GET',
        url: `/api/Users?$filter=${encodeURIComponent("role eq 'Admin' or")}`,
      })
      expect(status).toBe(400)
      expect(body.errors.$filter).toEqual([
        'Expected a field, a literal or a function: end of input at position 18 in $filter',
      ])
    })

    it('never answers a generated $filter with anything but 200 or 400', async () => {
      await fc.assert(
        fc.asyncProperty(tokenSoup, async (filter) => {
          const { status } = await callAs(t, 'Admin', {
            method: 'GET',
            url: `/api/Users?$filter=${encodeURIComponent(filter)}`,
          })
          expect([200, 400]).toContain(status)
        }),
        { numRuns: 60 },
      )
    })

    it('is for agents and company admins', async () => {
      await expectAccess(t, 'users.read', 200, () => ({ method: 'GET', url: '/api/Users' }))
    })
  })

  describe('POST Users', () => {
    it("adds an agent and emails the dashboard's create-password link", async () => {
      const payload = agent()
      const { status, body } = await callAs(t, 'Admin', { method: 'POST', url: '/api/Users', payload })
      expect(status).toBe(200)
      const [created] = await t.db
        .select({ email: users.email, phoneNumber: users.phoneNumber, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, body.id))
      expect(created).toEqual({ email: payload.Email, phoneNumber: '821234567', role: 'Technical-Agent' })
      expect(t.emails.at(-1)).toMatchObject({
        to: payload.Email,
        subject: 'Create your Vigil dashboard password',
        body: expect.stringContaining('/reset-password?token='),
      })
    })

    it.each([
      [{ FirstName: '' }, 'FirstName', validationMessages.required],
      [{ LastName: '   ' }, 'LastName', validationMessages.required],
      [{ Email: 'not-an-email' }, 'Email', validationMessages.email],
      [{ PhoneNumber: '12345' }, 'PhoneNumber', validationMessages.phone],
      [{ RoleName: '' }, 'RoleName', validationMessages.required],
      [{ RoleName: 'Wizard' }, 'RoleName', validationMessages.selectRole],
      [{ RoleName: 'Account-Holder' }, 'RoleName', validationMessages.selectRole],
      [{ Email: 'admin@demo.vigil.local' }, 'Email', authMessages.emailTaken],
    ])('refuses %j', async (overrides, field, message) => {
      const { status, body } = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Users',
        payload: agent(overrides),
      })
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('lets only an admin add an admin', async () => {
      const refused = await callAs(t, 'Technical-Agent', {
        method: 'POST',
        url: '/api/Users',
        payload: agent({ RoleName: 'Admin' }),
      })
      expect(refused.status).toBe(403)
      const allowed = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Users',
        payload: agent({ RoleName: 'Admin' }),
      })
      expect(allowed.status).toBe(200)
    })

    it('is for admins and technical agents only', async () => {
      await expectAccess(t, 'users.create', 200, () => ({
        method: 'POST',
        url: '/api/Users',
        payload: agent(),
      }))
    })
  })

  describe('POST Users/AccountHolder', () => {
    it('onboards an account holder with consents and emails the create-password link', async () => {
      const payload = accountHolder({ IdNumberIsSouthAfrican: false, IdNumber: 'P1234567' })
      const { status, body } = await callAs(t, 'Technical-Agent', {
        method: 'POST',
        url: '/api/Users/AccountHolder',
        payload,
      })
      expect(status).toBe(200)
      const [created] = await t.db.select().from(users).where(eq(users.id, body.id))
      expect(created).toMatchObject({
        idNumber: 'P1234567',
        idNumberIsSouthAfrican: false,
        acceptedTermsAndConditionsAndPolicy: true,
        createdByUserId: t.demo.userIds['Technical-Agent'],
        passwordHash: null,
      })
      const tokens = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, body.id))
      expect(tokens.map((token) => token.purpose)).toEqual(['create'])
      expect(t.emails.at(-1)?.to).toBe(payload.Email)
    })

    it.each([
      [{ IdNumber: '8013015009087' }, 'IdNumber', validationMessages.idNumber],
      [{ IdNumber: 'bad passport!', IdNumberIsSouthAfrican: false }, 'IdNumber', validationMessages.passport],
      [{ Email: '' }, 'Email', validationMessages.required],
      [{ PhoneNumber: '0012345678' }, 'PhoneNumber', validationMessages.phone],
      [{ FirstName: undefined }, 'FirstName', validationMessages.required],
      [{ Email: 'THANDI.NKOSI@demo.vigil.local' }, 'Email', authMessages.emailTaken],
    ])('refuses %j', async (overrides, field, message) => {
      const { status, body } = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Users/AccountHolder',
        payload: accountHolder(overrides),
      })
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('is for agents only', async () => {
      await expectAccess(t, 'accountHolders.create', 200, () => ({
        method: 'POST',
        url: '/api/Users/AccountHolder',
        payload: accountHolder(),
      }))
    })
  })

  describe('PUT Users/{id}', () => {
    it("changes an account holder's email and phone", async () => {
      const id = t.demo.accountHolderIds[4]!
      const payload = { email: 'lerato.new@vigil.test', phoneCode: 27, phoneNumber: '0731234567' }
      const { status, body } = await callAs(t, 'Technical-Agent', { method: 'PUT', url: `/api/Users/${id}`, payload })
      expect(status).toBe(200)
      expect(body).toMatchObject({
        id,
        email: 'lerato.new@vigil.test',
        phoneNumber: '731234567',
        roles: ['Account-Holder'],
      })
    })

    it.each([
      [{ email: 'nope' }, 'email', validationMessages.email],
      [{ phoneNumber: '' }, 'phoneNumber', validationMessages.required],
      [{ phoneNumber: '12' }, 'phoneNumber', validationMessages.phone],
      [{ email: 'admin@demo.vigil.local' }, 'email', authMessages.emailTaken],
    ])('refuses %j', async (overrides, field, message) => {
      const payload = { email: 'kept@vigil.test', phoneCode: 27, phoneNumber: '821234567', ...overrides }
      const id = t.demo.accountHolderIds[5]!
      const { status, body } = await callAs(t, 'Admin', { method: 'PUT', url: `/api/Users/${id}`, payload })
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('answers 404 for an unknown user and 403 when an agent edits staff', async () => {
      const payload = { email: 'x@vigil.test', phoneCode: 27, phoneNumber: '821234567' }
      expect((await callAs(t, 'Admin', { method: 'PUT', url: '/api/Users/999999', payload })).status).toBe(404)
      const staff = await callAs(t, 'Technical-Agent', {
        method: 'PUT',
        url: `/api/Users/${t.demo.userIds.Admin}`,
        payload,
      })
      expect(staff.status).toBe(403)
    })

    it('is for agents only', async () => {
      const id = t.demo.accountHolderIds[6]!
      await expectAccess(t, 'users.update', 200, () => ({
        method: 'PUT',
        url: `/api/Users/${id}`,
        payload: { email: 'nomvula.k@vigil.test', phoneCode: 27, phoneNumber: '821234500' },
      }))
    })
  })

  describe('POST Users/ResendPasswordCreationLink', () => {
    it('emails a new link that replaces the old one', async () => {
      const id = t.demo.accountHolderIds[7]!
      for (let attempt = 0; attempt < 2; attempt++) {
        const { status, body } = await callAs(t, 'Technical-Agent', {
          method: 'POST',
          url: '/api/Users/ResendPasswordCreationLink',
          payload: { userId: id },
        })
        expect(status).toBe(200)
        expect(body).toEqual({ userId: id })
      }
      const tokens = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, id))
      expect(tokens.filter((token) => token.usedOn === null)).toHaveLength(1)
    })

    const resend = (role: 'Admin' | 'Technical-Agent', userId: number) =>
      callAs(t, role, { method: 'POST', url: '/api/Users/ResendPasswordCreationLink', payload: { userId } })
    const unusedTokens = async (userId: number) =>
      (await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, userId))).filter((row) => !row.usedOn)

    it('never lets an agent send a link to an Admin', async () => {
      const sent = t.emails.length
      const refused = await resend('Technical-Agent', t.demo.userIds.Admin)
      expect(refused.status).toBe(403)
      expect(t.emails.length).toBe(sent)
      expect(await unusedTokens(t.demo.userIds.Admin)).toEqual([])
    })

    it('answers an account that has a password with the reset email, and one without with a create link', async () => {
      const agentId = t.demo.userIds['Technical-Agent']
      expect((await resend('Admin', agentId)).status).toBe(200)
      expect(t.emails.at(-1)).toMatchObject({ subject: 'Reset your Vigil password' })
      expect(t.emails.at(-1)!.body).toContain('/reset-password?token=')
      expect((await unusedTokens(agentId)).map((row) => row.purpose)).toEqual(['reset'])

      const newcomer = t.demo.accountHolderIds.at(-1)!
      await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, newcomer))
      expect((await resend('Technical-Agent', newcomer)).status).toBe(200)
      expect(t.emails.at(-1)).toMatchObject({ subject: 'Create your Vigil password' })
      expect((await unusedTokens(newcomer)).filter((row) => row.purpose === 'create')).toHaveLength(1)
    })

    it('refuses a missing or unknown user', async () => {
      const missing = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Users/ResendPasswordCreationLink',
        payload: {},
      })
      expect(missing.status).toBe(400)
      expect(missing.body.errors.userId).toEqual([validationMessages.required])
      const unknown = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Users/ResendPasswordCreationLink',
        payload: { userId: 999999 },
      })
      expect(unknown.status).toBe(404)
    })

    it('is for agents only', async () => {
      await expectAccess(t, 'users.resendPasswordLink', 200, () => ({
        method: 'POST',
        url: '/api/Users/ResendPasswordCreationLink',
        payload: { userId: t.demo.accountHolderIds[7] },
      }))
    })
  })
})
