import { installationSteps, installations } from '@vigil/db/schema'
import { checklistStepDescriptions, type VehicleOnboardingMessage } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST_PASSCODE,
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

describe.each(drivers)('completing an installation on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-passcode': CHECKLIST_PASSCODE },
      ...(payload ? { payload } : {}),
    })
  const vehicle = async (vehicleId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Vehicles?$filter=id eq ${vehicleId}`,
        headers: await t.headersFor('Admin'),
      })
    ).json().items[0] as { registrationNumber: string; onBoardingStatus: string }

  it('moves the booked vehicle from Scheduled to Installed at once, with a push to the agents', async () => {
    // The demo's last vehicle has no tracker and an installation booked.
    const vehicleId = t.demo.vehicleIds.at(-1)!
    const before = await vehicle(vehicleId)
    expect(before.onBoardingStatus).toBe('Scheduled')
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<VehicleOnboardingMessage>(agent, 'VehicleOnboardingMessage')
    const { device, serial } = await connectSimulatedDevice(t, null)
    try {
      const lookup = await call('POST', '/Installations/ByVehicleRegistration', {
        VehicleRegistration: before.registrationNumber,
        InstallationBookingId: null,
        DeviceSerialNumber: serial,
      })
      const id = lookup.json().id as number
      // Steps 1 to 5 were confirmed (the checklist test walks them); step 6 is the current one.
      await t.db.delete(installationSteps).where(eq(installationSteps.installationId, id))
      await t.db.insert(installationSteps).values(
        [1, 2, 3, 4, 5, 6].map((stepNumber) => ({
          installationId: id,
          stepNumber,
          description: checklistStepDescriptions[stepNumber]!,
          verified: stepNumber < 6,
          dateCompleted: stepNumber < 6 ? new Date() : null,
        })),
      )
      await t.db.update(installations).set({ currentStep: 6 }).where(eq(installations.id, id))
      // The tracker reports during the installation: the vehicle is still Scheduled.
      await device.installerStep(6)
      expect((await vehicle(vehicleId)).onBoardingStatus).toBe('Scheduled')

      await until(
        async () =>
          (await call('POST', `/Installations/${id}/UpdateInstallationStep`, { stepNumber: 6, verified: true }))
            .statusCode === 200,
      )
      const pushed = await until(() => pushes.find((push) => push.vehicleId === vehicleId))
      expect(pushed).toEqual({ vehicleId, onBoardingStatus: 'Installed' })
      expect((await vehicle(vehicleId)).onBoardingStatus).toBe('Installed')
    } finally {
      await device.stop()
      await agent.stop()
    }
  })
})
