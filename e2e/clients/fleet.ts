// Demo trackers on the product's MQTT broker for the clients journeys, and the API as the Admin sees it.

import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { product } from '../harness/index.ts'

export interface DemoVehicle {
  id: number
  userId: number
  userFirstName: string
  userLastName: string
  registrationNumber: string
  deviceSerialNumber: string
}

/** A call to the API as a demo user (default the Admin). */
export async function apiAs<T>(
  path: string,
  role: 'Admin' | 'Company-Admin' = 'Admin',
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const { baseURL, demoUsers, demoPassword } = product()
  const signIn = await fetch(`${baseURL}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers[role], password: demoPassword }),
  })
  const { accessToken } = (await signIn.json()) as { accessToken: string }
  const answer = await fetch(`${baseURL}/api${path}`, { method, headers: { authorization: `Bearer ${accessToken}` } })
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`)
  return (await answer.json()) as T
}

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

/** Puts the demo tracker number `index` online, driving (engine on, not parked), ticking every second. */
export async function driveTracker(index: number): Promise<DrivenTracker> {
  const { mqttUrl, deviceSecrets } = product()
  const serial = Object.keys(deviceSecrets).sort()[index]
  if (!serial) throw new Error(`the demo has no tracker number ${index}`)
  const tracker = new SimulatedTracker({
    serial,
    city: 'Johannesburg',
    random: createRandom(7),
    start: new Date(),
    keepDriving: true,
  })
  const device = new MqttDevice(tracker, { brokerUrl: mqttUrl, password: deviceSecrets[serial]! })
  await device.start()
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
  await page.waitForFunction(
    () => document.querySelector('[data-testid="client-list"]')?.getAttribute('aria-busy') !== 'true',
  )
}

/**
 * With SHOTS_DIR set, saves the page at 1280 px and 375 px wide (for looking at the screens), and lists any element
 * that has role="img" without a name; without it, does nothing.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  if (name === 'clients')
    await page
      .getByRole('button', { name: /^Change device / })
      .first()
      .waitFor()
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
