// Issue #28: the fleet map. An agent opens the Map tab beside Clients and sees the fleet's markers on the offline
// basemap (the journeys run without a maps key); a tracker drives and its marker moves without a reload; the legend
// filters by state; a marker opened from the keyboard shows the vehicle's card with its commands. At 1280 and 375 px.

import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type DrivenTracker, driveTracker } from '../clients/fleet.ts'
import { demoEmail, desktop, expectTitle, mobile, newPage, signIn, waitForPath } from '../harness/index.ts'

/** Ignored since journeys register their own trackers (driveTracker does); kept for the helper's signature. */
const MAP_TRACKER = 4

const map = (page: Page) => page.getByRole('region', { name: 'Fleet map' })
const markerOf = (page: Page, registration: string) =>
  map(page).getByRole('button', { name: registration, exact: true })
const shownCount = async (page: Page) =>
  Number(((await page.getByText(/ vehicles shown$/).textContent()) ?? '').split(' of ')[0]?.replace(/,/g, ''))

async function openMap(viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage({ viewport })
  await signIn(page, demoEmail('Technical-Agent'))
  await waitForPath(page, /^\/agent\//, 45_000)
  if (viewport.width >= 1030) await page.getByRole('link', { name: 'Map', exact: true }).click()
  else await page.goto('/agent/map')
  await waitForPath(page, '/agent/map')
  await expectTitle(page, 'Map | Vigil')
  await map(page).waitFor({ timeout: 45_000 })
  return page
}

const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

describe('the fleet map', () => {
  let driven: DrivenTracker | undefined
  afterEach(async () => {
    await driven?.stop()
    driven = undefined
  })

  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ])('shows the fleet live, filters it and opens a card from the keyboard (%s)', async (name, viewport) => {
    driven = await driveTracker(MAP_TRACKER)
    const registration = driven.vehicle.registrationNumber
    const page = await openMap(viewport)

    // Markers or clusters: every control on the map is named by a registration or 'N vehicles'.
    const controls = map(page).getByRole('button', { name: /^(?!Zoom)/ })
    await expect.poll(() => controls.count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const total = await shownCount(page)
    expect(total).toBeGreaterThan(1)
    await shot(page, `map-${name}`)

    // Searching by the registration typed without spaces leaves its one marker.
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(registration.replace(/\s/g, '').toLowerCase())
    await expect.poll(() => shownCount(page)).toBe(1)
    const marker = markerOf(page, registration)
    await marker.waitFor({ timeout: 30_000 })

    // The tracker drives: the marker's place on the map follows it without a reload (its projected position: at
    // country zoom a drive moves it less than the whole pixel the marker is drawn on).
    const before = await marker.getAttribute('data-position')
    expect(before).toMatch(/^-?[\d.]+ -?[\d.]+$/)
    await expect.poll(() => marker.getAttribute('data-position'), { timeout: 30_000 }).not.toBe(before)

    // Opened from the keyboard: the card with the vehicle's commands.
    await marker.focus()
    await page.keyboard.press('Enter')
    const card = page.getByRole('complementary', { name: 'Vehicle' })
    await card.getByRole('button', { name: /^(Lock|Unlock)$/ }).waitFor({ timeout: 30_000 })
    expect(await card.textContent()).toContain(registration)
    await shot(page, `map-card-${name}`)
    await card.getByRole('button', { name: 'Close' }).click()

    // The legend filters by state: with only 'No tracker' ticked, the driving vehicle is not shown.
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('')
    await expect.poll(() => shownCount(page)).toBe(total)
    await page.locator('label').filter({ hasText: 'No tracker' }).click()
    expect(await page.getByRole('checkbox', { name: /^No tracker/ }).isChecked()).toBe(true)
    await expect.poll(() => shownCount(page)).toBeLessThan(total)
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(registration)
    await expect.poll(() => shownCount(page)).toBe(0)
    await shot(page, `map-filtered-${name}`)
  })
})
