import { burnInTestResults, burnInUnits } from '@vigil/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST_PASSCODE,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'

describe('installation certificate', () => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp('pglite')
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, passcode = CHECKLIST_PASSCODE) =>
    t.app.inject({ method, url: `/api${url}`, headers: { 'x-passcode': passcode }, ...(payload ? { payload } : {}) })

  it('lists the vehicle, the tracker, the events that proved each step and the same tracker burn-in', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    const { device, deviceId, serial } = await connectSimulatedDevice(t, vehicleId)
    try {
      const [unit] = await t.db
        .insert(burnInUnits)
        .values({ deviceId, unitSerialNumber: serial, testStation: 'ST-2' })
        .returning()
      await t.db.insert(burnInTestResults).values([
        { unitId: unit!.id, testType: 'GPS', status: 'Passed', startTime: new Date('2026-01-02T08:00:00Z') },
        { unitId: unit!.id, testType: 'Relay', status: 'Failed', failureReason: 'No answer' },
      ])
      const [vehicle] = (
        await t.app.inject({
          method: 'GET',
          url: `/api/Vehicles?$filter=id eq ${vehicleId}`,
          headers: await t.headersFor('Admin'),
        })
      ).json().items
      const lookup = await call('POST', '/Installations/ByVehicleRegistration', {
        VehicleRegistration: vehicle.registrationNumber,
        InstallationBookingId: null,
        DeviceSerialNumber: serial,
      })
      const id = lookup.json().id as number
      for (const stepNumber of [1, 2]) {
        await device.installerStep(stepNumber)
        await until(
          async () =>
            (await call('POST', `/Installations/${id}/UpdateInstallationStep`, { stepNumber, verified: true }))
              .statusCode === 200,
        )
        await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber: stepNumber + 1 })
      }
      // Reported after step 2 was confirmed: not part of step 2's proof.
      await device.raise({ kind: 'motor-error', source: 'ignition' })
      // The installer's own tamper and SOS alerts: tests, listed as such (a cleared tamper is no alert).
      await device.raise({ kind: 'tamper' })
      await device.raise({ kind: 'tamper-cleared' })
      await device.raise({ kind: 'sos' })

      const certificate = await call('GET', `/Installations/${id}/Certificate`)
      expect(certificate.statusCode).toBe(200)
      const body = certificate.json()
      expect(body).toMatchObject({
        installationId: id,
        dateCompleted: null,
        vehicle: { id: vehicleId, registrationNumber: vehicle.registrationNumber },
        deviceSerialNumber: serial,
        step5: null,
        burnIn: {
          unitSerialNumber: serial,
          testStation: 'ST-2',
          results: [
            { testType: 'GPS', status: 'Passed', startTime: '2026-01-02T08:00:00.000Z', failureReason: null },
            { testType: 'Relay', status: 'Failed', failureReason: 'No answer' },
          ],
        },
      })
      expect(body.testReports).toEqual([
        expect.objectContaining({ carBatteryStateId: 0, cancelled: false }),
        expect.objectContaining({ sosStateId: expect.any(Number) }),
      ])
      expect(body.steps.map((step: { stepNumber: number }) => step.stepNumber)).toEqual([1, 2, 3])
      expect(body.steps[0].events[0]).toMatchObject({ motorStateId: expect.any(Number) })
      expect(body.steps[1].events).toHaveLength(1)
      expect(body.steps[1].events[0]).toMatchObject({ errorMessage: 'Ignition wire not detected' })
      // The step still waiting has no proof yet.
      expect(body.steps[2]).toMatchObject({ verified: false, dateCompleted: null, events: [] })
    } finally {
      await device.stop()
    }
  })

  it('is behind the same passcode', async () => {
    const wrong = await call('GET', '/Installations/1/Certificate', undefined, 'not-it')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().errors).toEqual({ passcode: ['The passcode is not correct.'] })
    expect((await call('GET', '/Installations/999999/Certificate')).statusCode).toBe(404)
  })
})
