import { fitmentCenters, installationBookings } from '@vigil/db/schema'
import { validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs, expectAccess } from '../users/access.ts'

const inDays = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString()

describe.each(drivers)('installation bookings on %s', (driver) => {
  let t: TestApp
  let centreId: number
  let closedCentreId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    const centres = await t.db.select().from(fitmentCenters).orderBy(fitmentCenters.id).limit(2)
    centreId = centres[0]!.id
    closedCentreId = centres[1]!.id
    await t.db.update(fitmentCenters).set({ active: false }).where(eq(fitmentCenters.id, closedCentreId))
  })
  afterAll(() => t.close())

  /** The onboarding status the lists show (derived from the bookings, installations and tracker). */
  const status = async (vehicleId: number) =>
    (await callAs(t, 'Admin', { method: 'GET', url: `/api/Vehicles?$filter=id eq ${vehicleId}` })).body.items[0]
      .onBoardingStatus
  const book = (overrides: Record<string, unknown> = {}) => ({
    vehicleId: t.demo.vehicleIds[1],
    fitmentCenterId: String(centreId),
    installationUtcDateTime: inDays(t, 3),
    onboardingExistingClient: false,
    ...overrides,
  })

  it('books a future installation and schedules the vehicle', async () => {
    const vehicleId = t.demo.vehicleIds[1]!
    expect(await status(vehicleId)).not.toBe('Scheduled')
    const payload = book()
    const { status: code, body } = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: '/api/InstallationBookings',
      payload,
    })
    expect(code).toBe(200)
    expect(body).toMatchObject({ vehicleId, fitmentCenterId: centreId, active: true, onboardingExistingClient: false })
    expect(new Date(body.installationUtcDateTime).toISOString()).toBe(payload.installationUtcDateTime)
    expect(await status(vehicleId)).toBe('Scheduled')
  })

  it('replaces the earlier booking of the vehicle', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    await callAs(t, 'Admin', { method: 'POST', url: '/api/InstallationBookings', payload: book({ vehicleId }) })
    await callAs(t, 'Admin', { method: 'POST', url: '/api/InstallationBookings', payload: book({ vehicleId }) })
    const bookings = await t.db.select().from(installationBookings).where(eq(installationBookings.vehicleId, vehicleId))
    expect(bookings.map((booking) => booking.active)).toEqual([false, true])
  })

  it('allows a past date for an existing client', async () => {
    const payload = book({ installationUtcDateTime: inDays(t, -10), onboardingExistingClient: true })
    expect((await callAs(t, 'Admin', { method: 'POST', url: '/api/InstallationBookings', payload })).status).toBe(200)
  })

  it.each([
    [() => ({ vehicleId: 0 }), 'vehicleId', validationMessages.required],
    [() => ({ fitmentCenterId: '0' }), 'fitmentCenterId', validationMessages.required],
    [() => ({ installationUtcDateTime: '' }), 'installationUtcDateTime', validationMessages.required],
    [() => ({ installationUtcDateTime: 'next Tuesday' }), 'installationUtcDateTime', validationMessages.dateTime],
    [
      (t: TestApp) => ({ installationUtcDateTime: inDays(t, -1) }),
      'installationUtcDateTime',
      validationMessages.futureDate,
    ],
    [() => ({ fitmentCenterId: -1 }), 'fitmentCenterId', validationMessages.required],
  ])('refuses a booking (%#)', async (overrides, field, message) => {
    const { status: code, body } = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/InstallationBookings',
      payload: book(overrides(t)),
    })
    expect(code).toBe(400)
    expect(body.errors[field]).toEqual([message])
  })

  it('refuses a closed fitment centre and answers 404 for an unknown vehicle', async () => {
    const closed = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/InstallationBookings',
      payload: book({ fitmentCenterId: closedCentreId }),
    })
    expect(closed.body.errors.fitmentCenterId).toEqual([validationMessages.required])
    const unknown = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/InstallationBookings',
      payload: book({ vehicleId: 999999 }),
    })
    expect(unknown.status).toBe(404)
  })

  it('reschedules, then cancels a booking, which makes the vehicle pending again', async () => {
    const vehicleId = t.demo.vehicleIds[4]!
    const created = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/InstallationBookings',
      payload: book({ vehicleId }),
    })
    const url = `/api/InstallationBookings/${created.body.id}`
    const when = inDays(t, 7)
    const moved = await callAs(t, 'Technical-Agent', {
      method: 'PUT',
      url,
      payload: { fitmentCenterId: centreId, installationUtcDateTime: when },
    })
    expect(moved.status).toBe(200)
    expect(new Date(moved.body.installationUtcDateTime).toISOString()).toBe(when)
    expect(await status(vehicleId)).toBe('Scheduled')
    const cancelled = await callAs(t, 'Admin', {
      method: 'PUT',
      url,
      payload: { fitmentCenterId: centreId, installationUtcDateTime: when, active: false },
    })
    expect(cancelled.body.active).toBe(false)
    expect(await status(vehicleId)).toBe('Booking-Pending')
  })

  it('refuses a reschedule into the past, and answers 404 for an unknown booking', async () => {
    const created = await callAs(t, 'Admin', { method: 'POST', url: '/api/InstallationBookings', payload: book() })
    const past = await callAs(t, 'Admin', {
      method: 'PUT',
      url: `/api/InstallationBookings/${created.body.id}`,
      payload: { fitmentCenterId: centreId, installationUtcDateTime: inDays(t, -2) },
    })
    expect(past.status).toBe(400)
    expect(past.body.errors.installationUtcDateTime).toEqual([validationMessages.futureDate])
    const unknown = await callAs(t, 'Admin', {
      method: 'PUT',
      url: '/api/InstallationBookings/999999',
      payload: { fitmentCenterId: centreId, installationUtcDateTime: inDays(t, 2) },
    })
    expect(unknown.status).toBe(404)
  })

  it('is for agents only', async () => {
    await expectAccess(t, 'installationBookings.write', 200, () => ({
      method: 'POST',
      url: '/api/InstallationBookings',
      payload: book(),
    }))
    const [booking] = await t.db.select().from(installationBookings).limit(1)
    await expectAccess(t, 'installationBookings.write', 200, () => ({
      method: 'PUT',
      url: `/api/InstallationBookings/${booking!.id}`,
      payload: { fitmentCenterId: centreId, installationUtcDateTime: inDays(t, 5) },
    }))
  })
})
