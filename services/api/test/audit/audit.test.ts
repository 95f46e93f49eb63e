import { alarms, auditEntries, vehicles } from '@vigil/db/schema'
import { DEMO_PASSWORD } from '@vigil/db/seed'
import { type AuditAction, STORM_THRESHOLDS } from '@vigil/domain'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDITED_ROUTES, UNAUDITED_ROUTES } from '../../src/http/audit/trail.ts'
import { createTestApp, type DemoRole, drivers, type TestApp } from '../harness.ts'

const PASSCODE = 'installer-passcode-1'

describe.each(drivers)('audit trail on %s', (driver) => {
  let t: TestApp
  let vehicleId: number
  let registration: string
  let alarmId: number
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      config: { checklistPasscode: PASSCODE },
      // Storms are counted whatever the per-account slow-down; a high limit keeps the test from waiting for it.
      rateLimits: { failedSignInsPerAccount: 100_000 },
    })
    vehicleId = t.demo.vehicleIds[0]!
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
    registration = vehicle!.registrationNumber
    const [alarm] = await t.db
      .insert(alarms)
      .values({ vehicleId, kind: 'SOS', raisedOn: new Date(), lastReportedOn: new Date() })
      .returning()
    alarmId = alarm!.id
  })
  afterAll(() => t?.close())

  const call = async (
    role: DemoRole | 'anonymous' | 'passcode',
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: role === 'passcode' ? { 'x-passcode': PASSCODE } : await t.headersFor(role),
      ...(payload ? { payload } : {}),
    })

  const newest = async (action: AuditAction) =>
    (await t.db.select().from(auditEntries).where(eq(auditEntries.action, action)).orderBy(desc(auditEntries.id)))[0]

  const holder = () => t.demo.accountHolderIds[1]!
  const agent = () => t.demo.userIds['Technical-Agent']
  type Row = {
    action: AuditAction
    act: () => Promise<{ statusCode: number; body: string }>
    expected: () => Record<string, unknown>
  }
  const rows: Row[] = [
    {
      action: 'vehicle.lock',
      act: () => call('Technical-Agent', 'PUT', `/Vehicles/${vehicleId}/Lock`),
      expected: () => ({ actorKind: 'user', actorUserId: agent(), actorRole: 'Technical-Agent', vehicleId }),
    },
    {
      action: 'vehicle.unlock',
      act: () => call('Admin', 'PUT', `/Vehicles/${t.demo.vehicleIds[1]}/Unlock`),
      expected: () => ({ actorRole: 'Admin', vehicleId: t.demo.vehicleIds[1] }),
    },
    {
      action: 'alarm.acknowledge',
      act: () => call('Admin', 'POST', `/Alarms/${alarmId}/Acknowledge`),
      expected: () => ({ actorRole: 'Admin', vehicleId, after: { alarmId, kind: 'SOS' } }),
    },
    {
      action: 'alarm.dispatchAirAmbulance',
      act: () => call('Admin', 'POST', `/Alarms/${alarmId}/Dispatch`, { service: 'air-ambulance' }),
      expected: () => ({ vehicleId, after: { alarmId, kind: 'SOS', service: 'air-ambulance' } }),
    },
    {
      action: 'alarm.resolve',
      act: () => call('Admin', 'POST', `/Alarms/${alarmId}/Resolve`, { note: 'False alarm: the owner pressed SOS' }),
      expected: () => ({ vehicleId, note: 'False alarm: the owner pressed SOS' }),
    },
    {
      action: 'vehicle.alertArmedResponse',
      act: () => call('Technical-Agent', 'POST', `/Vehicles/${vehicleId}/AlertAura`),
      expected: () => ({ vehicleId }),
    },
    {
      action: 'account.signIn',
      act: () =>
        call('anonymous', 'POST', '/Auth/SignInByEmail', { email: 'agent@demo.vigil.local', password: DEMO_PASSWORD }),
      expected: () => ({ actorKind: 'user', actorUserId: agent(), actorRole: 'Technical-Agent', userId: agent() }),
    },
    {
      action: 'account.contactDetails',
      act: () =>
        call('Technical-Agent', 'PUT', `/Users/${holder()}`, {
          email: 'sipho.new@demo.vigil.local',
          phoneCode: 27,
          phoneNumber: '821234567',
        }),
      expected: () => ({
        userId: holder(),
        before: expect.objectContaining({ email: expect.stringContaining('@demo.vigil.local') }),
        after: { email: 'sipho.new@demo.vigil.local', phoneCode: 27, phoneNumber: '821234567' },
      }),
    },
    {
      action: 'account.passwordLinkSent',
      act: () => call('Admin', 'POST', '/Users/ResendPasswordCreationLink', { userId: holder() }),
      expected: () => ({ userId: holder() }),
    },
    {
      action: 'company.create',
      act: () => call('Admin', 'POST', '/Companies', { Name: 'Audit Test Fleet' }),
      expected: () => ({ companyId: expect.any(Number), after: { Name: 'Audit Test Fleet' } }),
    },
    {
      action: 'company.userAdded',
      act: () =>
        call('Admin', 'POST', `/Companies/${t.demo.companyIds[1]}/AddCompanyUser`, {
          userId: holder(),
          companyId: t.demo.companyIds[1],
          role: 'Account-Holder',
        }),
      expected: () => ({ companyId: t.demo.companyIds[1], userId: holder(), after: { role: 'Account-Holder' } }),
    },
    {
      action: 'company.userRemoved',
      act: () => call('Admin', 'DELETE', `/Companies/${t.demo.companyIds[1]}/CompanyUsers/${holder()}`),
      expected: () => ({ companyId: t.demo.companyIds[1], userId: holder() }),
    },
    {
      action: 'device.register',
      act: () =>
        call('Admin', 'POST', '/Devices/Register', {
          serialNumber: 'AUD-0001',
          imei: '490154203237518',
          protocol: 'mqtt',
        }),
      expected: () => ({ subject: 'AUD-0001', deviceId: expect.any(Number) }),
    },
    {
      action: 'checklist.open',
      act: () =>
        call('passcode', 'POST', '/Installations/ByVehicleRegistration', {
          VehicleRegistration: registration,
          InstallationBookingId: null,
          DeviceSerialNumber: 'VG00240000',
        }),
      expected: () => ({ actorKind: 'passcode', actorUserId: null, subject: registration, vehicleId }),
    },
    {
      // Restoring fuel is open while the installation is (cutting it waits for the fuel-cut step: issue #27).
      action: 'checklist.fuelRestore',
      act: () => call('passcode', 'PUT', '/Installations/RestoreFuel/VG00240000'),
      expected: () => ({
        actorKind: 'passcode',
        subject: 'VG00240000',
        vehicleId,
        // The installer is known by the installation the checklist opened, beside the tracker.
        after: { installationId: expect.any(Number), commandId: expect.any(String), state: expect.any(String) },
      }),
    },
  ]

  it.each(rows.map((row) => [row.action, row] as const))(
    'records %s: who, what, which record, before and after, when and from where',
    async (action, row) => {
      const before = Date.now()
      const response = await row.act()
      expect(response.statusCode, response.body).toBeLessThan(300)
      const entry = await newest(action)
      expect(entry).toMatchObject({ address: '127.0.0.1', ...row.expected() })
      expect(entry!.on.getTime()).toBeGreaterThanOrEqual(before - 1000)
    },
  )

  it('records a failed sign-in with the email typed and never the password', async () => {
    const response = await call('anonymous', 'POST', '/Auth/SignInByEmail', {
      email: 'Admin@demo.vigil.local',
      password: 'Wrong-pass-1!',
    })
    expect(response.statusCode).toBe(400)
    const entry = await newest('account.signInFailed')
    expect(entry).toMatchObject({ actorKind: 'anonymous', subject: 'admin@demo.vigil.local', address: '127.0.0.1' })
    expect(JSON.stringify(entry)).not.toContain('Wrong-pass-1!')
  })

  it('records a wrong checklist passcode as a failed attempt, and a refused call as nothing', async () => {
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/Installations/CutFuel/VG00240001',
      headers: { 'x-passcode': 'guess' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(await newest('checklist.passcodeWrong')).toMatchObject({ actorKind: 'anonymous', address: '127.0.0.1' })
    const refused = await call('Account-Holder', 'PUT', `/Vehicles/${vehicleId}/Lock`)
    expect(refused.statusCode).toBe(403)
    expect(await newest('vehicle.lock')).toMatchObject({ actorRole: 'Technical-Agent' })
  })

  it('names every write route: audited, or unaudited with a reason', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    expect(writes.length).toBeGreaterThan(30)
    const unnamed = writes.filter((route) => !(route in AUDITED_ROUTES) && !(route in UNAUDITED_ROUTES))
    expect(unnamed).toEqual([])
    const stale = [...Object.keys(AUDITED_ROUTES), ...Object.keys(UNAUDITED_ROUTES)].filter((r) => !writes.includes(r))
    expect(stale).toEqual([])
  })

  it('cannot be edited or deleted: no route does it, and the database refuses it', async () => {
    const admin = await t.headersFor('Admin')
    const [entry] = await t.db.select().from(auditEntries).limit(1)
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/AuditEntries/${entry!.id}`, headers: admin })
      expect(response.statusCode).toBe(404)
    }
    await expect(
      t.db.update(auditEntries).set({ action: 'vehicle.unlock' }).where(eq(auditEntries.id, entry!.id)),
    ).rejects.toThrow()
    await expect(t.db.delete(auditEntries).where(eq(auditEntries.id, entry!.id))).rejects.toThrow()
    await expect(t.db.execute(sql`truncate audit_entries`)).rejects.toThrow()
    const [still] = await t.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id))
    expect(still).toEqual(entry)
  })

  it('becomes a system entry an Admin sees when wrong passwords for one account storm in from many addresses', async () => {
    const email = 'fleet.admin@demo.vigil.local'
    const storms = async () =>
      (await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'system.signInStorm'))).filter(
        (entry) => entry.subject === email,
      )
    for (let attempt = 1; attempt <= STORM_THRESHOLDS.signInPerAccount + 2; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/SignInByEmail',
        payload: { email, password: `Guess-${attempt}!` },
        remoteAddress: `10.0.${Math.floor(attempt / 9)}.${attempt % 9}`,
      })
      expect(response.statusCode).toBe(400)
      expect(await storms()).toHaveLength(attempt < STORM_THRESHOLDS.signInPerAccount ? 0 : 1)
    }
    const [storm] = await storms()
    expect(storm).toMatchObject({
      actorKind: 'system',
      address: null,
      after: { failures: STORM_THRESHOLDS.signInPerAccount, windowMinutes: 15 },
    })
    // The owner with the right password still gets in.
    const owner = await call('anonymous', 'POST', '/Auth/SignInByEmail', { email, password: DEMO_PASSWORD })
    expect(owner.statusCode).toBe(200)
    const page = await call('Admin', 'GET', "/AuditEntries?$filter=action eq 'system.signInStorm'")
    expect(page.json().items[0]).toMatchObject({ action: 'system.signInStorm', actorKind: 'system', subject: email })
  })

  it('becomes a system entry when wrong passcodes storm in from many addresses, and the installer still gets in', async () => {
    const passcodeStorms = () => t.db.select().from(auditEntries).where(eq(auditEntries.action, 'system.passcodeStorm'))
    for (let attempt = 1; attempt <= STORM_THRESHOLDS.passcodeAll; attempt += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Installations/HasEventInLastHour/AUD-${attempt}`,
        headers: { 'x-passcode': `guess-${attempt}` },
        remoteAddress: `10.1.${Math.floor(attempt / 4)}.${attempt % 4}`,
      })
      expect(response.statusCode).toBe(401)
    }
    expect(await passcodeStorms()).toHaveLength(1)
    const installer = await call('passcode', 'PUT', '/Installations/RestoreFuel/VG00240000')
    expect(installer.statusCode).toBe(200)
  })
})
