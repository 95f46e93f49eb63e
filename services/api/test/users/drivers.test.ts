import { drivers as driverRows } from '@vigil/db/schema'
import { validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs, expectAccess } from './access.ts'

const driverForm = (vehicleId: number, overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Mandla',
  LastName: 'Ndlovu',
  Email: 'mandla@vigil.test',
  PhoneCode: 27,
  PhoneNumber: '0829876543',
  IdNumber: '8001015009087',
  IdNumberIsSouthAfrican: true,
  acceptedTermsAndConditionsAndPolicy: true,
  acceptedToAllowInformationToBeUsedToContact: true,
  vehicleId,
  ...overrides,
})

describe.each(drivers)('drivers on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('adds a driver to a vehicle', async () => {
    const vehicleId = t.demo.vehicleIds[0]!
    const { status, body } = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: '/api/Drivers',
      payload: driverForm(vehicleId),
    })
    expect(status).toBe(200)
    const [stored] = await t.db.select().from(driverRows).where(eq(driverRows.id, body.id))
    expect(stored).toMatchObject({ vehicleId, firstName: 'Mandla', phoneNumber: '829876543' })
  })

  it.each([
    [{ FirstName: '' }, 'FirstName', validationMessages.required],
    [{ Email: 'mandla' }, 'Email', validationMessages.email],
    [{ PhoneNumber: 'abc' }, 'PhoneNumber', validationMessages.phone],
    [{ IdNumber: '123' }, 'IdNumber', validationMessages.idNumber],
    [{ vehicleId: 0 }, 'vehicleId', validationMessages.required],
  ])('refuses %j', async (overrides, field, message) => {
    const payload = driverForm(t.demo.vehicleIds[0]!, overrides)
    const { status, body } = await callAs(t, 'Admin', { method: 'POST', url: '/api/Drivers', payload })
    expect(status).toBe(400)
    expect(body.errors[field]).toEqual([message])
  })

  it('answers 404 for an unknown vehicle', async () => {
    const { status } = await callAs(t, 'Admin', { method: 'POST', url: '/api/Drivers', payload: driverForm(999999) })
    expect(status).toBe(404)
  })

  it("changes a driver's email and phone", async () => {
    const [existing] = await t.db.select().from(driverRows).limit(1)
    const payload = { email: 'driver.new@vigil.test', phoneCode: 27, phoneNumber: '0612345678' }
    const { status, body } = await callAs(t, 'Technical-Agent', {
      method: 'PUT',
      url: `/api/Drivers/${existing!.id}`,
      payload,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: existing!.id, email: 'driver.new@vigil.test', phoneNumber: '612345678' })
  })

  it.each([
    [{ email: '' }, 'email', validationMessages.required],
    [{ phoneNumber: '0' }, 'phoneNumber', validationMessages.phone],
  ])('refuses the edit %j', async (overrides, field, message) => {
    const [existing] = await t.db.select().from(driverRows).limit(1)
    const payload = { email: 'a@vigil.test', phoneCode: 27, phoneNumber: '821234567', ...overrides }
    const { status, body } = await callAs(t, 'Admin', { method: 'PUT', url: `/api/Drivers/${existing!.id}`, payload })
    expect(status).toBe(400)
    expect(body.errors[field]).toEqual([message])
  })

  it('answers 404 for an unknown driver', async () => {
    const payload = { email: 'a@vigil.test', phoneCode: 27, phoneNumber: '821234567' }
    expect((await callAs(t, 'Admin', { method: 'PUT', url: '/api/Drivers/999999', payload })).status).toBe(404)
  })

  it('is for agents only', async () => {
    const [existing] = await t.db.select().from(driverRows).limit(1)
    await expectAccess(t, 'drivers.create', 200, () => ({
      method: 'POST',
      url: '/api/Drivers',
      payload: driverForm(t.demo.vehicleIds[1]!),
    }))
    await expectAccess(t, 'drivers.update', 200, () => ({
      method: 'PUT',
      url: `/api/Drivers/${existing!.id}`,
      payload: { email: 'b@vigil.test', phoneCode: 27, phoneNumber: '821234567' },
    }))
  })
})
