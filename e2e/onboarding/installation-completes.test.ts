// Issue #26, onboarding status from facts: a vehicle booked for its installation sits under 'Scheduled'; the moment
// the installer completes the checklist it leaves the list on the agent's open page, without a reload.
import { afterEach, describe, expect, it } from 'vitest'
import {
  type FittedTracker,
  fitTracker,
  openChecklist,
  proveAndConfirm,
  screenshotOnFailure,
  stepCard,
} from '../checklist/tracker.ts'
import { vehicleWithTracker } from '../clients/fleet.ts'
import { api, demoEmail, desktop, mobile, newPage, signIn, waitForPath } from '../harness/index.ts'

describe('a completed installation', () => {
  let tracker: FittedTracker | undefined
  afterEach(async () => {
    await tracker?.stop()
    tracker = undefined
  })

  it("leaves 'Scheduled' at once on the agent's open page", async () => {
    tracker = await fitTracker()
    const fitted = tracker
    const vehicle = await vehicleWithTracker(fitted.serial)
    const centres = await api<{ items: { id: number }[] }>('/FitmentCenters')
    await api('/InstallationBookings', {
      method: 'POST',
      body: {
        vehicleId: vehicle.id,
        fitmentCenterId: String(centres.items[0]!.id),
        installationUtcDateTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        onboardingExistingClient: false,
      },
    })

    const agent = await newPage({ viewport: desktop })
    await signIn(agent, demoEmail('Technical-Agent'))
    await waitForPath(agent, /^\/agent\//, 45_000)
    await agent.goto('/agent/onboarding/scheduled')
    const row = agent.getByRole('article').filter({ hasText: vehicle.registrationNumber })
    await row.first().waitFor({ timeout: 45_000 })

    const installer = await newPage({ viewport: mobile })
    await screenshotOnFailure(installer, 'installation-completes', async () => {
      await openChecklist(installer, fitted)
      for (const n of [1, 2, 3, 4]) await proveAndConfirm(installer, fitted, n)
      const five = stepCard(installer, 5)
      await fitted.device.installerStep(5)
      await five.getByRole('button', { name: 'Engine is off' }).click()
      await five.getByRole('button', { name: 'Start Test' }).click()
      await five.getByText('Lock confirmed').waitFor({ timeout: 45_000 })
      await five.getByText('Unlock confirmed').waitFor({ timeout: 45_000 })
      await five.getByRole('button', { name: 'Engine started' }).click()
      await five.getByRole('button', { name: 'Cut fuel' }).click()
      await expect.poll(() => fitted.device.tracker.snapshot().fuelCut, { timeout: 20_000 }).toBe(true)
      await five.getByRole('button', { name: 'Engine stopped' }).click()
      await expect.poll(() => fitted.device.tracker.snapshot().fuelCut, { timeout: 20_000 }).toBe(false)
      await five.getByRole('button', { name: 'Engine started' }).click()
      await five.getByText('The fuel-cut test is complete.').waitFor()
      await five.getByRole('button', { name: 'Confirm' }).click()
      await five.getByRole('button', { name: 'Confirmed' }).waitFor()
      // The vehicle is still Scheduled while the installation runs.
      expect(await row.count()).toBeGreaterThan(0)
      await proveAndConfirm(installer, fitted, 6)
      await installer.getByRole('heading', { name: /^Installation #\d+ completed!$/ }).waitFor()
      // Completion shows once, as a success.
      expect(await installer.getByText('This installation has already been completed.').count()).toBe(0)
    })

    // The agent's page was not reloaded: the hub's push moved the vehicle on.
    await row.first().waitFor({ state: 'detached', timeout: 10_000 })
  })
})
