// Issue #28, trip replay: a tracker of the journey's own reports yesterday's drive with its own clock; on the vehicle's history page,
// at 1280 and 375 px, the route is drawn and scrubbing the timeline moves the vehicle's marker.
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import { replayDayOf } from '@vigil/domain'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { announcementsSettled, apiAs, shoot } from '../clients/fleet.ts'
import {
  demoEmail,
  desktop,
  expectNoAxeViolations,
  expectTitle,
  mobile,
  newPage,
  ownTrackedVehicle,
  product,
  signIn,
  waitForPath,
} from '../harness/index.ts'

const REPORTS = 120
const SECONDS_APART = 15

// Yesterday in South Africa, from 10:00 there (UTC+2 all year): a day no live journey reports into.
const day = replayDayOf(new Date(Date.now() - 24 * 3600_000))
const driveStart = Date.parse(`${day}T10:00:00+02:00`)

let vehicle: { id: number; userId: number; registrationNumber: string }

beforeAll(async () => {
  const own = await ownTrackedVehicle('RP')
  const serial = own.serial
  vehicle = { id: own.vehicle.id, userId: own.holder.id, registrationNumber: own.vehicle.registrationNumber }
  let now = driveStart
  const tracker = new SimulatedTracker({
    serial,
    city: 'Johannesburg',
    random: createRandom(28),
    start: new Date(now),
    gpsIntervalSeconds: SECONDS_APART,
    keepDriving: true,
  })
  const device = new MqttDevice(tracker, {
    brokerUrl: product().mqttUrl,
    password: own.secret,
    clock: () => new Date(now),
  })
  await device.start()
  await device.raise({ kind: 'engine', on: true })
  for (let report = 0; report < REPORTS; report++) {
    now += SECONDS_APART * 1000
    await device.tick()
  }
  await device.stop()
  // Ingest batches its writes: wait until the day's reports are stored.
  await vi.waitFor(
    async () => {
      const stored = await apiAs<{ times: number[] }>(`/Vehicles/${vehicle.id}/Route?day=${day}`)
      expect(stored.times.length).toBeGreaterThanOrEqual(REPORTS)
    },
    { timeout: 30_000, interval: 500 },
  )
})

const markerPosition = (page: Page) =>
  page.getByRole('img', { name: 'Vehicle' }).evaluate((marker) => (marker as HTMLElement).style.transform)

describe.each([
  ['desktop', desktop],
  ['mobile', mobile],
])('trip replay at %s width', (name, viewport) => {
  it('draws the route and moves the marker as the timeline is scrubbed', async () => {
    const page = await newPage({ viewport })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await page.goto(`/agent/clients/${vehicle.userId}/vehicle/${vehicle.id}/history?day=${day}`)
    await expectTitle(page, 'Vehicle History | Vigil')
    await page.getByRole('heading', { level: 1, name: new RegExp(vehicle.registrationNumber) }).waitFor()

    const map = page.getByRole('group', { name: /^Route on / })
    await map.waitFor({ timeout: 30_000 })
    await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBeGreaterThanOrEqual(REPORTS)
    await expect.poll(async () => Number(await map.getAttribute('data-points-drawn'))).toBeGreaterThan(1)

    const slider = page.getByRole('slider', { name: 'Replay time' })
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^10:00:\d\d$/)
    const before = await markerPosition(page)
    await slider.focus()
    await page.keyboard.press('PageUp')
    await page.keyboard.press('PageUp')
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^10:10:\d\d$/)
    await expect.poll(() => markerPosition(page)).not.toBe(before)
    const middle = await markerPosition(page)
    await page.keyboard.press('End')
    await expect.poll(() => markerPosition(page)).not.toBe(middle)

    await shoot(page, `replay-${name}`)
    await announcementsSettled(page)
    await expectNoAxeViolations(page)

    // Opened by its address, the page has nowhere to go back to: Back leads to the vehicle's account.
    await page.getByRole('button', { name: 'Back' }).click()
    await waitForPath(page, `/agent/clients/${vehicle.userId}/account/view`)
  })
})
