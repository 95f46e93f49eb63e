// A simulated tracker on the product's MQTT broker in installer mode, and the vehicle it is fitted to.

import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { product } from '../harness/index.ts'

export interface FittedTracker {
  serial: string
  registration: string
  device: MqttDevice
  stop(): Promise<void>
}

/** The registration of the demo vehicle the tracker is fitted to (read as the Admin through the API). */
async function registrationOf(serial: string): Promise<string> {
  const { baseURL, demoUsers, demoPassword } = product()
  const signIn = await fetch(`${baseURL}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.Admin, password: demoPassword }),
  })
  const session = (await signIn.json()) as { accessToken?: string }
  if (!session.accessToken) throw new Error(`the demo Admin could not sign in: ${JSON.stringify(session)}`)
  const { accessToken } = session
  const filter = encodeURIComponent(`deviceSerialNumber eq '${serial}'`)
  const answer = await fetch(`${baseURL}/api/Vehicles?$filter=${filter}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const body = (await answer.json()) as { items?: { registrationNumber: string }[] }
  const vehicle = body.items?.[0]
  if (!vehicle) throw new Error(`no demo vehicle has the tracker ${serial}: ${JSON.stringify(body)}`)
  return vehicle.registrationNumber
}

/**
 * Puts the demo tracker number `index` online (it reports a GPS fix at once) and keeps its simulation ticking; each
 * journey takes its own tracker, so their installations never meet.
 */
export async function fitTracker(index: number): Promise<FittedTracker> {
  const { mqttUrl, deviceSecrets } = product()
  const serial = Object.keys(deviceSecrets).sort()[index]
  if (!serial) throw new Error(`the demo has no tracker number ${index}`)
  const password = deviceSecrets[serial]!
  const tracker = new SimulatedTracker({ serial, city: 'Johannesburg', random: createRandom(16), start: new Date() })
  const device = new MqttDevice(tracker, { brokerUrl: mqttUrl, password })
  await device.start()
  tracker.installerMode = true
  await device.tick()
  const ticking = setInterval(() => void device.tick().catch(() => undefined), 1000)
  return {
    serial,
    registration: await registrationOf(serial),
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

/** The tracker reports what step `n` waits for; its event shows on the step's card, then Confirm is pressed. */
export async function proveAndConfirm(page: Page, tracker: FittedTracker, n: number) {
  const card = stepCard(page, n)
  await tracker.device.installerStep(n)
  await card
    .getByRole('list', { name: `Step ${n} events` })
    .getByRole('listitem')
    .first()
    .waitFor({ timeout: 30_000 })
  // The list may show older events first; the server takes Confirm once the new one is stored.
  for (let attempt = 1; ; attempt++) {
    await card.getByRole('button', { name: 'Confirm' }).click()
    try {
      // The last step's confirmation completes the installation, and the steps give way to its banner.
      const completed = page.getByRole('heading', { name: /^Installation #\d+ completed!$/ })
      await card.getByRole('button', { name: 'Confirmed' }).or(completed).waitFor({ timeout: 10_000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
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
