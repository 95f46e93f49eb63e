import { devices, drivers as driverRows, vehicles, vehicleTypes } from '@vigil/db/schema'
import { validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { tokenSoup } from '../odata/arbitraries.ts'
import { callAs, expectAccess } from '../users/access.ts'

const list = async (t: TestApp, filter: string, role: 'Admin' | 'Company-Admin' = 'Admin') => {
  const { status, body } = await callAs(t, role, {
    method: 'GET',
    url: `/api/Vehicles?$filter=${encodeURIComponent(filter)}`,
  })
  expect(status).toBe(200)
  return body as { items: Record<string, unknown>[]; totalCount: number }
}

describe.each(drivers)('vehicles on %s', (driver) => {
  let t: TestApp
  let typeId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    typeId = (await t.db.select().from(vehicleTypes).limit(1))[0]!.id
  })
  afterAll(() => t.close())

  const newVehicle = (overrides: Record<string, unknown> = {}) => ({
    colour: 'Silver',
    registrationNumber: 'CA 555-777',
    vinNumber: '',
    engineNumber: null,
    vehicle: 'Toyota Corolla',
    registrationYear: 2019,
    userId: t.demo.accountHolderIds[7],
    vehicleTypeId: typeId,
    ...overrides,
  })

  describe('GET Vehicles', () => {
    it("lists a client's vehicles with owner, drivers and device", async () => {
      const userId = t.demo.accountHolderIds[0]!
      const { items, totalCount } = await list(t, `userId eq ${userId}`)
      const owned = await t.db.select().from(vehicles).where(eq(vehicles.userId, userId))
      expect(totalCount).toBe(owned.length)
      const vehicle = items[0]!
      const [device] = await t.db
        .select()
        .from(devices)
        .where(eq(devices.vehicleId, vehicle.id as number))
      const vehicleDrivers = await t.db
        .select()
        .from(driverRows)
        .where(eq(driverRows.vehicleId, vehicle.id as number))
      expect(vehicle).toMatchObject({
        userId,
        userFirstName: 'Thandi',
        userEmail: 'thandi.nkosi@demo.vigil.local',
        deviceSerialNumber: device?.serialNumber ?? null,
        deviceActive: device?.active ?? null,
        drivers: vehicleDrivers.map((row) => expect.objectContaining({ id: row.id, firstName: row.firstName })),
        installationAvailability: [],
      })
    })

    it('filters by id, onboarding status, and user with an active device', async () => {
      const id = t.demo.vehicleIds[3]!
      expect((await list(t, `id eq ${id}`)).items.map((vehicle) => vehicle.id)).toEqual([id])
      const pending = await list(t, "onBoardingStatus eq 'Booking-Pending'")
      expect(pending.items.length).toBeGreaterThan(0)
      expect(pending.items.every((vehicle) => vehicle.onBoardingStatus === 'Booking-Pending')).toBe(true)
      for (const userId of t.demo.accountHolderIds) {
        const active = await list(t, `userId eq ${userId} and deviceActive eq true`)
        expect(active.items.every((vehicle) => vehicle.userId === userId && vehicle.deviceActive === true)).toBe(true)
      }
    })

    it("shows a company admin only their companies' vehicles", async () => {
      const { items } = await list(t, 'id gt 0', 'Company-Admin')
      const allowedOwners = [t.demo.accountHolderIds[1], t.demo.accountHolderIds[2]]
      expect(items.length).toBeGreaterThan(0)
      const lastVehicle = t.demo.vehicleIds.at(-1)
      expect(
        items.every((vehicle) => allowedOwners.includes(vehicle.userId as number) || vehicle.id === lastVehicle),
      ).toBe(true)
    })

    it('answers a bad $filter with a 400 naming the token, and never a 500', async () => {
      const bad = await callAs(t, 'Admin', {
        method: 'GET',
        url: `/api/Vehicles?$filter=${encodeURIComponent('userId eq true')}`,
      })
      expect(bad.status).toBe(400)
      expect(bad.body.errors.$filter).toEqual(["Expected a whole number: 'true' at position 10 in $filter"])
      await fc.assert(
        fc.asyncProperty(tokenSoup, async (filter) => {
          const { status } = await callAs(t, 'Admin', {
            method: 'GET',
            url: `/api/Vehicles?$filter=${encodeURIComponent(filter)}`,
          })
          expect([200, 400]).toContain(status)
        }),
        { numRuns: 60 },
      )
    })

    it('is for agents and company admins', async () => {
      await expectAccess(t, 'vehicles.read', 200, () => ({
        method: 'GET',
        url: '/api/Vehicles',
      }))
    })
  })

  describe('POST Vehicles', () => {
    it('adds a vehicle of the chosen type, pending a booking', async () => {
      const { status, body } = await callAs(t, 'Technical-Agent', {
        method: 'POST',
        url: '/api/Vehicles',
        payload: newVehicle(),
      })
      expect(status).toBe(200)
      const [stored] = await t.db.select().from(vehicles).where(eq(vehicles.id, body.id))
      const [type] = await t.db.select().from(vehicleTypes).where(eq(vehicleTypes.id, typeId))
      expect(stored).toMatchObject({
        registrationNumber: 'CA 555-777',
        registrationYear: '2019',
        make: type!.make,
        makeVariant: type!.makeVariant,
        vinNumber: null,
      })
      expect((await list(t, `id eq ${body.id}`)).items[0]!.onBoardingStatus).toBe('Booking-Pending')
    })

    it.each([
      [{ colour: '' }, 'colour', validationMessages.required],
      [{ registrationNumber: ' ' }, 'registrationNumber', validationMessages.required],
      [{ vehicle: '' }, 'vehicle', validationMessages.required],
      [{ registrationYear: '' }, 'registrationYear', validationMessages.required],
      [{ userId: 0 }, 'userId', validationMessages.required],
      [{ vehicleTypeId: 999999 }, 'vehicle', "Sorry, we don't have that vehicle listed"],
    ])('refuses %j', async (overrides, field, message) => {
      const { status, body } = await callAs(t, 'Admin', {
        method: 'POST',
        url: '/api/Vehicles',
        payload: newVehicle(overrides),
      })
      expect(status).toBe(400)
      expect(body.errors[field]).toEqual([message])
    })

    it('answers 404 when the owner is not an account holder', async () => {
      const payload = newVehicle({ userId: t.demo.userIds.Admin })
      expect((await callAs(t, 'Admin', { method: 'POST', url: '/api/Vehicles', payload })).status).toBe(404)
    })

    it('is for agents only', async () => {
      await expectAccess(t, 'vehicles.create', 200, () => ({
        method: 'POST',
        url: '/api/Vehicles',
        payload: newVehicle(),
      }))
    })
  })

  describe('linking a device', () => {
    it('answers the device in the shape GET /Devices lists it', async () => {
      const vehicleId = t.demo.vehicleIds[3]!
      const free = await callAs(t, 'Admin', {
        method: 'GET',
        url: `/api/Devices?$filter=${encodeURIComponent('VehicleId eq 0')}&$pagesize=2`,
      })
      const [first, second] = free.body.items as { serialNumber: string }[]
      const [current] = await t.db.select().from(devices).where(eq(devices.vehicleId, vehicleId))
      const changed = await callAs(t, 'Admin', {
        method: 'POST',
        url: `/api/Vehicles/${vehicleId}/ChangeLinkedDevice`,
        payload: { currentDeviceSerialNumber: current!.serialNumber, newDeviceSerialNumber: first!.serialNumber },
      })
      expect(changed.status).toBe(200)
      const listed = async (serial: string) =>
        (
          await callAs(t, 'Admin', {
            method: 'GET',
            url: `/api/Devices?$filter=${encodeURIComponent(`SerialNumber eq '${serial}'`)}`,
          })
        ).body.items[0]
      expect(changed.body).toEqual(await listed(first!.serialNumber))
      expect(changed.body).toMatchObject({ VehicleId: vehicleId })
      await t.db.update(devices).set({ vehicleId: null }).where(eq(devices.vehicleId, vehicleId))
      const linked = await callAs(t, 'Admin', {
        method: 'POST',
        url: `/api/Vehicles/${vehicleId}/LinkDeviceFree`,
        payload: { deviceSerialNumber: second!.serialNumber },
      })
      expect(linked.status).toBe(200)
      expect(linked.body).toEqual(await listed(second!.serialNumber))
    })
  })

  describe('GET Devices', () => {
    it('finds free devices whose serial contains the text, in serial order', async () => {
      const url = `/api/Devices?$filter=${encodeURIComponent("VehicleId eq 0 and contains(SerialNumber,'vg0025')")}&$pagesize=50&$orderby=SerialNumber asc`
      const { status, body } = await callAs(t, 'Technical-Agent', { method: 'GET', url })
      expect(status).toBe(200)
      expect(body.items.length).toBe(6)
      expect(body.items.every((device: { VehicleId: number }) => device.VehicleId === 0)).toBe(true)
      const serials = body.items.map((device: { serialNumber: string }) => device.serialNumber)
      expect(serials).toEqual([...serials].sort())
    })

    it('pages devices and refuses an unknown field', async () => {
      const page = await callAs(t, 'Admin', { method: 'GET', url: '/api/Devices?$pagesize=3&$pageindex=1' })
      expect(page.body).toMatchObject({ pageIndex: 1, pageSize: 3 })
      expect(page.body.items).toHaveLength(3)
      const bad = await callAs(t, 'Admin', { method: 'GET', url: '/api/Devices?$orderby=colour' })
      expect(bad.status).toBe(400)
      expect(bad.body.errors.$orderby).toEqual(["Unknown field: 'colour' at position 0 in $orderby"])
    })

    it('refuses a page larger than the maximum, naming it, instead of answering a shorter page', async () => {
      const tooLarge = await callAs(t, 'Admin', { method: 'GET', url: '/api/Devices?$pagesize=51' })
      expect(tooLarge.status).toBe(400)
      expect(tooLarge.body.errors).toEqual({
        $pagesize: ["Page size above the maximum of 50: '51' at position 0 in $pagesize"],
      })
      expect((await callAs(t, 'Admin', { method: 'GET', url: '/api/Devices?$pagesize=50' })).status).toBe(200)
    })

    it('is for agents only', async () => {
      await expectAccess(t, 'devices.read', 200, () => ({ method: 'GET', url: '/api/Devices' }))
    })
  })
})
