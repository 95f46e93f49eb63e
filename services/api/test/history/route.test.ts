import { deviceEvents, devices } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// 2026-03-10 in South Africa runs from 2026-03-09T22:00Z to 2026-03-10T22:00Z.
const dayStart = Date.UTC(2026, 2, 9, 22)

describe.each(drivers)("a vehicle's route for a day on %s", (driver) => {
  let t: TestApp
  let vehicleId: number
  let otherVehicleId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    vehicleId = t.demo.vehicleIds[0]!
    otherVehicleId = t.demo.vehicleIds[1]!
    const [tracker] = await t.db.select().from(devices).where(eq(devices.vehicleId, vehicleId))
    const [otherTracker] = await t.db.select().from(devices).where(eq(devices.vehicleId, otherVehicleId))
    const gps = (deviceId: number, serialNumber: string, time: number, latitude: number) => ({
      id: time,
      deviceId,
      serialNumber,
      type: 'gps' as const,
      deviceTime: new Date(time),
      data: { latitudeDegrees: latitude, longitudeDegrees: 28.05, altitudeMeters: 1700 },
    })
    await t.db.insert(deviceEvents).values([
      // A minute before the day, the day's first and last seconds (inserted out of order), and midnight after it.
      gps(tracker!.id, tracker!.serialNumber, dayStart - 60_000, -26.0),
      gps(tracker!.id, tracker!.serialNumber, dayStart + 86_399_000, -26.3),
      gps(tracker!.id, tracker!.serialNumber, dayStart, -26.1),
      gps(tracker!.id, tracker!.serialNumber, dayStart + 3_600_000, -26.2),
      gps(tracker!.id, tracker!.serialNumber, dayStart + 86_400_000, -26.4),
      gps(otherTracker!.id, otherTracker!.serialNumber, dayStart + 1000, -33.9),
      {
        id: 1,
        deviceId: tracker!.id,
        serialNumber: tracker!.serialNumber,
        type: 'sos' as const,
        deviceTime: new Date(dayStart + 7_200_000),
        data: { sosStateId: 1 },
      },
      {
        id: 2,
        deviceId: tracker!.id,
        serialNumber: tracker!.serialNumber,
        type: 'sos' as const,
        deviceTime: new Date(dayStart + 7_260_000),
        data: { sosStateId: 0 },
      },
    ])
  })
  afterAll(() => t?.close())

  it("answers the South African day's reports in device-time order, as columns, with its SOS presses", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/Route?day=2026-03-10`,
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      day: '2026-03-10',
      times: [dayStart, dayStart + 3_600_000, dayStart + 86_399_000],
      latitudes: [-26.1, -26.2, -26.3],
      longitudes: [28.05, 28.05, 28.05],
      sosTimes: [dayStart + 7_200_000],
    })
  })

  it('answers an empty day with empty columns', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/Route?day=2026-03-12`,
      headers: await t.headersFor('Admin'),
    })
    expect(response.json()).toEqual({ day: '2026-03-12', times: [], latitudes: [], longitudes: [], sosTimes: [] })
  })

  it('refuses a day that is not a calendar day, naming the field', async () => {
    const headers = await t.headersFor('Technical-Agent')
    for (const day of ['2026-02-30', '10/03/2026', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Vehicles/${vehicleId}/Route?day=${encodeURIComponent(day)}`,
        headers,
      })
      expect(response.statusCode, day).toBe(400)
      expect(response.headers['content-type']).toContain('application/problem+json')
      expect(Object.keys(response.json().errors ?? {}), day).toEqual(['day'])
    }
  })

  it("hides other people's vehicles: an account holder cannot read routes, a company admin only its own", async () => {
    const holder = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/Route?day=2026-03-10`,
      headers: await t.headersFor('Account-Holder'),
    })
    expect(holder.statusCode).toBe(403)
    const companyAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/Vehicles/${vehicleId}/Route?day=2026-03-10`,
      headers: await t.headersFor('Company-Admin'),
    })
    expect(companyAdmin.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/Vehicles/${vehicleId}/Route?day=2026-03-10` })
    expect(anonymous.statusCode).toBe(401)
  })
})
