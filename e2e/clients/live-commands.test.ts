// Issue #14: a simulated vehicle moves on its card; Lock is refused while it moves and confirmed once it stopped;
// an offline tracker's lock is queued, then expires. Issue #28: a battery report reaches the card without a reload.
import { afterEach, describe, expect, it } from 'vitest'
import { demoEmail, newPage, signIn, waitForPath } from '../harness/index.ts'
import {
  type DrivenTracker,
  driveTracker,
  search,
  shoot,
  shownCoordinates,
  vehicleCard,
  vehicleWithTracker,
} from './fleet.ts'

describe('live vehicles and their commands', () => {
  let driven: DrivenTracker | undefined
  afterEach(async () => {
    await driven?.stop()
    driven = undefined
  })

  /** A driving tracker of the journey's own and its card, on the clients list as a Technical-Agent sees it. */
  const drivenCard = async () => {
    const tracker = await driveTracker()
    driven = tracker
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, tracker.vehicle.userLastName)
    const card = vehicleCard(page, tracker.serial)
    await card.waitFor()
    return { driven: tracker, serial: tracker.serial, page, card }
  }

  it('moves the card, refuses Lock while moving, and shows Locked! once the tracker confirms', async () => {
    const { driven, serial, page, card } = await drivenCard()

    // Live: the coordinates change without a reload.
    const before = await shownCoordinates(page, serial)
    await expect.poll(() => shownCoordinates(page, serial), { timeout: 30_000 }).not.toBe(before)
    await card
      .getByText(/s ago|just now/)
      .first()
      .waitFor()

    // The journey's own tracker starts unlocked.
    await card.getByRole('button', { name: 'Lock', exact: true }).click()
    await card.getByText('The vehicle is moving. It can only be locked once it has stopped.').waitFor()

    // Parking resolves once the broker acknowledged the tracker's ignition-off report and its fix at 0 km/h, which the
    // platform does only after storing them: from then on the interlock sees a stopped vehicle, so one Lock is sent.
    await driven.park()
    await card.getByRole('button', { name: 'Lock', exact: true }).click()
    await card
      .getByText(/Lock sent to the tracker|Lock received|Locked: confirmed/)
      .first()
      .waitFor()
    await card.getByText("Locked: confirmed by the tracker's own report.").waitFor({ timeout: 30_000 })
    await card.getByText('Locked!').waitFor()
    await card.getByRole('button', { name: 'Unlock', exact: true }).waitFor()
  })

  it("shows a tracker's new battery readings on its card without a reload", async () => {
    const { driven, serial, page, card } = await drivenCard()
    // Driving, the tracker's batteries are charged: no battery badge.
    expect(await card.getByText(/^Low (car|device) battery$/).count()).toBe(0)
    // A mark on the page's window: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { journeyMark: 'before the battery report' }))

    // The simulated tracker reports its car battery at 11.2 V and its own at 3.4 V.
    await driven.device.raise({ kind: 'low-battery' })
    await card.getByText('Low car battery').waitFor({ timeout: 20_000 })
    await card.getByText('Low device battery').waitFor()
    await shoot(page, 'card-battery')
    expect(await page.evaluate(() => (window as { journeyMark?: string }).journeyMark)).toBe(
      'before the battery report',
    )
    // A fresh load says the same.
    const listed = await vehicleWithTracker(serial)
    expect(listed).toMatchObject({ carBatteryMillivolts: 11_200, deviceBatteryMillivolts: 3_400 })
  })

  it("shows an offline tracker's lock queued, then expired", async () => {
    driven = await driveTracker()
    const { serial, vehicle } = driven
    await driven.park()
    await driven.stop()
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, vehicle.userLastName)
    const card = vehicleCard(page, serial)
    await card.waitFor()
    // The journey's own tracker was left unlocked.
    await card.getByRole('button', { name: 'Lock', exact: true }).click()
    await card.getByText('Lock queued: the tracker is offline. It is sent when the tracker reconnects.').waitFor()
    // COMMAND_TTL_SECONDS is 20 in the journeys' product.
    await card
      .getByText('Lock expired: the tracker stayed offline and the command was not sent.')
      .waitFor({ timeout: 45_000 })
  })
})
