// A simulated tracker of the journey's own on the product's MQTT broker in installer mode, and the vehicle it is
// fitted to.

import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { ownTrackedVehicle, product } from '../harness/index.ts'

export interface FittedTracker {
  serial: string
  registration: string
  device: MqttDevice
  stop(): Promise<void>
}

/**
 * Puts a tracker of the journey's own online (registered and fitted to a new vehicle of a new account holder; it
 * reports a GPS fix at once) and keeps its simulation ticking, so that no two installations ever meet. The index once
 * picked a demo tracker; it is ignored.
 */
export async function fitTracker(_demoIndex?: number): Promise<FittedTracker> {
  const { serial, secret, vehicle } = await ownTrackedVehicle('IN')
  const tracker = new SimulatedTracker({ serial, city: 'Johannesburg', random: createRandom(16), start: new Date() })
  const device = new MqttDevice(tracker, { brokerUrl: product().mqttUrl, password: secret })
  await device.start()
  tracker.installerMode = true
  await device.tick()
  const ticking = setInterval(() => void device.tick().catch(() => undefined), 1000)
  return {
    serial,
    registration: vehicle.registrationNumber,
    device,
    stop: async () => {
      clearInterval(ticking)
      await device.stop()
    },
  }
}

/** The card of checklist step `n` (its accessible name starts 'Step n:'). */
export const stepCard = (page: Page, n: number) => page.getByRole('article', { name: new RegExp(`^Step ${n}:`) })

/** Types the serial and passcode and presses 'Check Events'. */
export async function checkEvents(page: Page, serial: string, passcode = product().checklistPasscode) {
  await page.getByRole('textbox', { name: 'Device serial number' }).fill(serial)
  await page.getByLabel('Passcode', { exact: true }).fill(passcode)
  await page.getByRole('button', { name: 'Check Events' }).click()
}

/** Precheck and lookup: the installation's steps are on screen afterwards. */
export async function openChecklist(page: Page, tracker: FittedTracker) {
  await page.goto('/installation-checklist')
  await checkEvents(page, tracker.serial)
  await page.getByRole('heading', { name: 'Device is Online' }).waitFor()
  await page.getByRole('textbox', { name: 'Vehicle registration' }).fill(tracker.registration)
  await page.getByRole('button', { name: 'Get Checklist' }).click()
  await page.getByRole('heading', { name: 'Installation details' }).waitFor()
}

/**
 * The tracker reports what step `n` waits for; once that very report is on the step's card (the server has stored it,
 * so it takes the confirmation) Confirm is pressed, once, and the step must show Confirmed.
 */
export async function proveAndConfirm(page: Page, tracker: FittedTracker, n: number) {
  const card = stepCard(page, n)
  const events = await tracker.device.installerStep(n)
  const reported = events[0]
  if (!reported) throw new Error(`the tracker reports nothing for step ${n}`)
  // The list may show older events of the same kind: wait for the one just reported (its device time).
  await card
    .getByRole('list', { name: `Step ${n} events` })
    .locator(`time[datetime="${reported.time.toISOString()}"]`)
    .first()
    .waitFor({ timeout: 30_000 })
  await card.getByRole('button', { name: 'Confirm' }).click()
  // The last step's confirmation completes the installation, and the steps give way to its banner.
  const completed = page.getByRole('heading', { name: /^Installation #\d+ completed!$/ })
  await card.getByRole('button', { name: 'Confirmed' }).or(completed).waitFor({ timeout: 30_000 })
}

/** A failed journey leaves a screenshot of the phone's screen in the temporary folder, to see what the user saw. */
export async function screenshotOnFailure(page: Page, name: string, journey: () => Promise<void>) {
  try {
    await journey()
  } catch (error) {
    await page.screenshot({ path: `/tmp/vigil-e2e-checklist-${name}.png`, fullPage: true }).catch(() => undefined)
    throw error
  }
}
