// Trackers of each journey's own on the product's MQTT broker for the clients journeys, and the API as the Admin sees it.

import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { api, ownTrackedVehicle, product } from '../harness/index.ts'

export interface DemoVehicle {
  id: number
  userId: number
  userFirstName: string
  userLastName: string
  registrationNumber: string
  deviceSerialNumber: string
}

/** A call to the API as a demo user (default the Admin): the harness's `api`, signed in once per file and role. */
export const apiAs = <T>(path: string, role: 'Admin' | 'Company-Admin' = 'Admin', method: 'GET' | 'POST' = 'GET') =>
  api<T>(path, { as: role, method })

export async function vehicleWithTracker(serial: string): Promise<DemoVehicle> {
  const filter = encodeURIComponent(`deviceSerialNumber eq '${serial}'`)
  const { items } = await apiAs<{ items: DemoVehicle[] }>(`/Vehicles?$filter=${filter}`)
  if (!items[0]) throw new Error(`no demo vehicle has the tracker ${serial}`)
  return items[0]
}

export interface DrivenTracker {
  serial: string
  vehicle: DemoVehicle
  device: MqttDevice
  tracker: SimulatedTracker
  /** Turns the engine off: the tracker reports ignition off and a fix at 0 km/h. */
  park(): Promise<void>
  stop(): Promise<void>
}

/**
 * Puts a tracker of the journey's own online (registered, fitted to a new vehicle of a new account holder), unlocked
 * and driving (engine on, not parked), ticking every second. The index once picked a demo tracker; it is ignored, so that no two
 * journeys share a tracker, a vehicle or its commands.
 */
export async function driveTracker(_demoIndex?: number): Promise<DrivenTracker> {
  const { mqttUrl } = product()
  const { serial, secret } = await ownTrackedVehicle('DR')
  const tracker = new SimulatedTracker({
    serial,
    city: 'Johannesburg',
    random: createRandom(7),
    start: new Date(),
    keepDriving: true,
  })
  const device = new MqttDevice(tracker, { brokerUrl: mqttUrl, password: secret })
  await device.start()
  // Fitted as an installer does: step 1 has the tracker report its lock state (unlocked), which the card needs before
  // it offers Lock; then it leaves the workshop and drives.
  await device.installerStep(1)
  tracker.installerMode = false
  await device.raise({ kind: 'engine', on: true })
  let ticking: ReturnType<typeof setInterval> | undefined = setInterval(
    () => void device.tick().catch(() => undefined),
    1000,
  )
  return {
    serial,
    vehicle: await vehicleWithTracker(serial),
    device,
    tracker,
    park: async () => {
      await device.raise({ kind: 'engine', on: false })
    },
    stop: async () => {
      clearInterval(ticking)
      ticking = undefined
      await device.stop()
    },
  }
}

/** The vehicle card of a tracker (the innermost article holding its 'Change device' button). */
export const vehicleCard = (page: Page, serial: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `Change device ${serial}` }) })
    .last()

/** The coordinates the card shows, e.g. '-26.1, 28.05'. */
export const shownCoordinates = async (page: Page, serial: string) =>
  (
    await vehicleCard(page, serial)
      .getByText(/^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/)
      .first()
      .textContent()
  )?.trim()

/** The client cards' names in the order shown. */
export const clientNames = (page: Page) => page.locator('[data-testid="client-list"] > article h2').allInnerTexts()

/** Types into the clients search and waits for the list to settle. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  // The address takes the text in the same render that starts the request, so the list is busy from then until the
  // answer; reading aria-busy before that render would pass on the old list.
  await page.waitForFunction(
    (typed) =>
      (new URL(location.href).searchParams.get('search') ?? '') === typed &&
      document.querySelector('[data-testid="client-list"]')?.getAttribute('aria-busy') !== 'true',
    text,
  )
}

/**
 * With SHOTS_DIR set, saves the page at 1280 px and 375 px wide (for looking at the screens), and lists any element
 * that has role="img" without a name; without it, does nothing.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  // The clients list with its vehicles (chips at desk widths, cards on a phone).
  if (name === 'clients')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="client-list"]')?.getAttribute('aria-busy') === 'false',
    )
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('[role="img"]')]
      .filter((element) => !element.getAttribute('aria-label') && !element.getAttribute('title'))
      .map((element) => element.outerHTML.slice(0, 300)),
  )
  if (unnamed.length > 0) console.log(`${name}: role=img without a name:`, unnamed)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/**
 * Waits until react-aria's live announcer has dropped its last announcement: it announces a label by reference in a
 * transient `role="img"` node, which axe flags once the label it points at is gone.
 */
export async function announcementsSettled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[role="img"][aria-labelledby^="react-aria"]'), null, {
    timeout: 15_000,
  })
}
