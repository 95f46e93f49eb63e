import { geofences, theftRules, vehicles } from '@vigil/db/schema'
import { vehicleScope } from '@vigil/db/scope'
import { geofenceMessages, ruleMessages, scheduleMessages, validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type DemoRole, drivers, type TestApp } from '../harness.ts'

const sandton = { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }
const circle = { type: 'circle', centre: sandton, radiusMeters: 150 } as const

describe.each(drivers)('geofences and theft rules on %s', (driver) => {
  let t: TestApp
  let ownVehicleId: number
  let otherVehicleId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    const holderId = t.demo.userIds['Account-Holder']
    const all = await t.db.select({ id: vehicles.id, userId: vehicles.userId }).from(vehicles)
    ownVehicleId = all.find((vehicle) => vehicle.userId === holderId)!.id
    // A vehicle of another account holder, outside the Company-Admin's companies.
    const companyAdmin = {
      user: { id: t.demo.userIds['Company-Admin'], role: 'Company-Admin' },
      scope: 'company' as const,
    }
    const theirs = await t.db.select({ id: vehicles.id }).from(vehicles).where(vehicleScope(companyAdmin))
    otherVehicleId = all.find((vehicle) => vehicle.userId !== holderId && !theirs.some((v) => v.id === vehicle.id))!.id
  })
  afterAll(() => t?.close())

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: DemoRole, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: await t.headersFor(role), ...(payload ? { payload } : {}) })

  /** POST /Geofences of a circle for one vehicle, with any field changed. */
  const postGeofence = (role: DemoRole, scopeId: number, more: object = {}) =>
    call('POST', '/Geofences', role, { name: 'Home', shape: circle, scope: 'vehicle', scopeId, ...more })

  it('creates, lists, edits and deletes a geofence for an own vehicle as its account holder', async () => {
    const created = await postGeofence('Account-Holder', ownVehicleId, { name: ' Home ' })
    expect(created.statusCode).toBe(200)
    const geofence = created.json()
    expect(geofence).toMatchObject({ id: expect.any(Number), name: 'Home', shape: circle })
    const listed = await call('GET', '/Geofences', 'Account-Holder')
    expect(listed.json().items.map((item: { id: number }) => item.id)).toContain(geofence.id)
    const edited = await call('PUT', `/Geofences/${geofence.id}`, 'Account-Holder', {
      ...geofence,
      id: undefined,
      name: 'Work',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().name).toBe('Work')
    expect((await call('DELETE', `/Geofences/${geofence.id}`, 'Account-Holder')).json()).toEqual({ id: geofence.id })
    expect(await t.db.select().from(geofences).where(eq(geofences.id, geofence.id))).toEqual([])
  })

  it('answers every bad field at once and saves nothing', async () => {
    const before = (await t.db.select().from(geofences)).length
    const crossing = [
      sandton,
      { latitudeDegrees: -26.1, longitudeDegrees: 28.06 },
      { latitudeDegrees: -26.1, longitudeDegrees: 28.0567 },
      { latitudeDegrees: -26.1076, longitudeDegrees: 28.06 },
    ]
    const answer = await postGeofence('Technical-Agent', ownVehicleId, {
      name: '',
      shape: { type: 'polygon', points: crossing },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors).toEqual({
      name: [validationMessages.required],
      'shape.points': [geofenceMessages.crossesItself],
    })
    const tiny = await postGeofence('Technical-Agent', ownVehicleId, { shape: { ...circle, radiusMeters: 0 } })
    expect(tiny.json().errors).toEqual({ 'shape.radiusMeters': [geofenceMessages.radius] })
    expect((await t.db.select().from(geofences)).length).toBe(before)
  })

  it("refuses another holder's vehicle to an account holder and to a Company-Admin outside their companies", async () => {
    for (const role of ['Account-Holder', 'Company-Admin'] as const) {
      const answer = await postGeofence(role, otherVehicleId)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().errors).toEqual({ scopeId: [geofenceMessages.scopeNotFound] })
    }
    const company = await postGeofence('Account-Holder', t.demo.companyIds[0]!, { scope: 'company' })
    expect(company.json().errors).toEqual({ scopeId: [geofenceMessages.scopeNotFound] })
    const agents = await postGeofence('Technical-Agent', otherVehicleId)
    expect(agents.statusCode).toBe(200)
    // Others' geofences are not listed, and their ids answer 404.
    const id = agents.json().id
    expect(
      (await call('GET', '/Geofences', 'Account-Holder')).json().items.map((g: { id: number }) => g.id),
    ).not.toContain(id)
    expect((await call('DELETE', `/Geofences/${id}`, 'Account-Holder')).statusCode).toBe(404)
    expect((await call('GET', '/Geofences', 'anonymous' as DemoRole)).statusCode).toBe(401)
  })

  it('keeps rules: a geofence rule needs a geofence the caller may see, and holds its geofence from deletion', async () => {
    const fence = (await postGeofence('Account-Holder', ownVehicleId)).json()
    const rule = {
      name: 'Home at night',
      kind: 'leaves-geofence',
      scope: 'vehicle',
      scopeId: ownVehicleId,
      enabled: true,
      schedule: [{ weekday: 'Mon', from: '06:00', to: '22:00' }],
      parameters: { geofenceId: fence.id },
    }
    const created = await call('POST', '/TheftRules', 'Account-Holder', rule)
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({ ...rule, id: expect.any(Number) })
    const [stored] = await t.db.select().from(theftRules).where(eq(theftRules.id, created.json().id))
    expect(stored).toMatchObject({ geofenceId: fence.id, parameters: {} })

    const inUse = await call('DELETE', `/Geofences/${fence.id}`, 'Account-Holder')
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().detail).toBe(geofenceMessages.inUse)

    const bad = await call('POST', '/TheftRules', 'Account-Holder', {
      ...rule,
      kind: 'moves-outside-hours',
      schedule: [],
      parameters: { speedKph: 1 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({
      schedule: [scheduleMessages.empty],
      'parameters.speedKph': [ruleMessages.range(3, 200)],
    })
    const othersFence = (await postGeofence('Admin', otherVehicleId)).json()
    const notVisible = await call('POST', '/TheftRules', 'Account-Holder', {
      ...rule,
      parameters: { geofenceId: othersFence.id },
    })
    expect(notVisible.json().errors).toEqual({ 'parameters.geofenceId': [ruleMessages.geofence] })

    const off = await call('PUT', `/TheftRules/${created.json().id}`, 'Account-Holder', { ...rule, enabled: false })
    expect(off.json().enabled).toBe(false)
    expect((await call('GET', '/TheftRules', 'Account-Holder')).json().items).toHaveLength(1)
    expect((await call('DELETE', `/TheftRules/${created.json().id}`, 'Account-Holder')).statusCode).toBe(200)
    expect((await call('DELETE', `/Geofences/${fence.id}`, 'Account-Holder')).statusCode).toBe(200)
  })
})
