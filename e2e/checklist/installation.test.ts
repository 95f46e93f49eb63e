// A fresh tracker from 'Check Events' to 'Installation #N completed!' on a 375 px phone, the real API and a simulated
// tracker in installer mode: all six steps, the whole fuel-cut test, auto-lock and the certificate.
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, mobile, newPage } from '../harness/index.ts'
import {
  type FittedTracker,
  fitTracker,
  openChecklist,
  proveAndConfirm,
  screenshotOnFailure,
  stepCard,
} from './tracker.ts'

describe('installation checklist', () => {
  let tracker: FittedTracker | undefined
  afterEach(async () => {
    await tracker?.stop()
    tracker = undefined
  })

  it('takes a fresh tracker through every step to a completed installation and its certificate', async () => {
    const fitted = await fitTracker()
    tracker = fitted
    const page = await newPage({ viewport: mobile })
    await screenshotOnFailure(page, 'installation', async () => {
      await page.goto('/installation-checklist')
      await page.getByRole('heading', { name: 'Installation Checklist', level: 1 }).waitFor()
      await expect.poll(() => page.title()).toBe('Installation Checklist | Vigil')

      // The serial is required before anything is asked of the server.
      await page.getByLabel('Passcode', { exact: true }).fill('anything')
      await page.getByRole('button', { name: 'Check Events' }).click()
      await page.getByText('Error: Device Serial Number is required.').waitFor()
      await expectNoAxeViolations(page)

      await openChecklist(page, fitted)
      await expect(page.getByRole('button', { name: 'Update Checklist' }).isVisible()).resolves.toBe(true)
      await page.getByText('Wait at least 15 seconds for events to appear', { exact: false }).waitFor()
      await expectNoAxeViolations(page)

      for (const n of [1, 2, 3, 4]) await proveAndConfirm(page, fitted, n)

      // Step 5, the fuel-cut test: each stage appears once the one before it is done.
      const five = stepCard(page, 5)
      await five.getByRole('timer', { name: 'Time left to start' }).waitFor()
      expect(await five.getByRole('timer', { name: 'Time left to start' }).textContent()).toMatch(/^(09|10):\d\d$/)
      await fitted.device.installerStep(5)
      await five.getByRole('button', { name: 'Engine is off' }).click()
      await five.getByRole('button', { name: 'Start Test' }).click()
      await five.getByText('Waiting for lock confirmation').waitFor()
      expect(await five.getByRole('timer', { name: 'Time left to complete' }).textContent()).toMatch(/^(09|10):\d\d$/)
      await expectNoAxeViolations(page)
      // The server sends lock, then unlock, and confirms each from the tracker's report.
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

      await proveAndConfirm(page, fitted, 6)
      const done = page.getByRole('heading', { name: /^Installation #\d+ completed!$/ })
      await done.waitFor()
      const installationId = (await done.textContent())!.match(/#(\d+)/)![1]

      await page.getByRole('button', { name: 'Make sure auto-lock is enabled' }).click()
      await page.getByRole('button', { name: 'Auto-lock enabled !!' }).waitFor()
      await expect.poll(() => fitted.device.tracker.snapshot().autoLockEnabled, { timeout: 20_000 }).toBe(true)

      await page.getByRole('button', { name: 'Show installation certificate' }).click()
      const certificate = page.getByRole('article', { name: `Installation certificate #${installationId}` })
      await certificate.waitFor()
      await certificate.getByText(fitted.serial).first().waitFor()
      await certificate.getByText(fitted.registration, { exact: false }).first().waitFor()
      await certificate.getByText('Fuel cut', { exact: true }).waitFor()
      await certificate.getByText('Error: Ignition wire not detected').waitFor()
      await expectNoAxeViolations(page)

      // Built for 375 px: nothing scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })
})
