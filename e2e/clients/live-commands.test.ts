// Issue #14: a simulated vehicle moves on its card; Lock is refused while it moves and confirmed once it stopped;
// an offline tracker's lock is queued, then expires.
import { afterEach, describe, expect, it } from 'vitest'
import { demoEmail, newPage, signIn, waitForPath } from '../harness/index.ts'
import { type DrivenTracker, driveTracker, search, shownCoordinates, vehicleCard } from './fleet.ts'

describe('live vehicles and their commands', () => {
  let driven: DrivenTracker | undefined
  afterEach(async () => {
    await driven?.stop()
    driven = undefined
  })

  it('moves the card, refuses Lock while moving, and shows Locked! once the tracker confirms', async () => {
    driven = await driveTracker(5)
    const { serial, vehicle } = driven
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, vehicle.userLastName)
    const card = vehicleCard(page, serial)
    await card.waitFor()

    // Live: the coordinates change without a reload.
    const before = await shownCoordinates(page, serial)
    await expect.poll(() => shownCoordinates(page, serial), { timeout: 30_000 }).not.toBe(before)
    await card
      .getByText(/s ago|just now/)
      .first()
      .waitFor()

    // A locked vehicle is unlocked first (unlocking is allowed while moving).
    if (await card.getByRole('button', { name: 'Unlock', exact: true }).isVisible()) {
      await card.getByRole('button', { name: 'Unlock', exact: true }).click()
      await card.getByText("Unlocked: confirmed by the tracker's own report.").waitFor({ timeout: 30_000 })
    }
    await card.getByRole('button', { name: 'Lock', exact: true }).click()
    await card.getByText('The vehicle is moving. It can only be locked once it has stopped.').waitFor()

    await driven.park()
    await expect
      .poll(
        async () => {
          await card.getByRole('button', { name: 'Lock', exact: true }).click()
          await page.waitForTimeout(1500)
          return card.getByText(/Lock sent to the tracker|Lock received|Locked: confirmed/).count()
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0)
    await card.getByText("Locked: confirmed by the tracker's own report.").waitFor({ timeout: 30_000 })
    await card.getByText('Locked!').waitFor()
    await card.getByRole('button', { name: 'Unlock', exact: true }).waitFor()
  })

  it("shows an offline tracker's lock queued, then expired", async () => {
    driven = await driveTracker(6)
    const { serial, vehicle } = driven
    await driven.park()
    await driven.stop()
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, vehicle.userLastName)
    const card = vehicleCard(page, serial)
    await card.waitFor()
    const action = (await card.getByRole('button', { name: 'Lock', exact: true }).isVisible()) ? 'Lock' : 'Unlock'
    await card.getByRole('button', { name: action, exact: true }).click()
    await card.getByText(`${action} queued: the tracker is offline. It is sent when the tracker reconnects.`).waitFor()
    // COMMAND_TTL_SECONDS is 20 in the journeys' product.
    await card
      .getByText(`${action} expired: the tracker stayed offline and the command was not sent.`)
      .waitFor({ timeout: 45_000 })
  })
})
