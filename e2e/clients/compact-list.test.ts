// Issue #28: at desk widths the clients list is one row a holder with their vehicles as state chips, six or more on a
// 1280 x 800 screen, a row opening in place onto the vehicle cards; on a phone the search and the first client are on
// the first screen; the search text lives in the address, so a reload and the way back keep it.
import { vehicleStateBadge } from '@vigil/domain'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoEmail, desktop, mobile, newPage, signIn, waitForPath } from '../harness/index.ts'
import { apiAs, search, shoot } from './fleet.ts'

type Vehicle = Parameters<typeof vehicleStateBadge>[0] & { userId: number; registrationNumber: string }
type Holder = { id: number; firstName: string; lastName: string }

const list = (page: Page) => page.getByTestId('client-list')
const settled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="client-list"]')?.getAttribute('aria-busy') === 'false',
  )

/** Whether the element lies wholly inside the window, without scrolling. */
const onFirstScreen = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()!
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height
}

describe('the compact clients list', () => {
  it('shows six holders a screen at 1280 x 800 with their vehicles as state chips, opening a row in place', async () => {
    const page = await newPage({ viewport: desktop })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await settled(page)
    await shoot(page, 'clients-compact')

    const rows = list(page).locator(':scope > article')
    const count = await rows.count()
    expect(count).toBeGreaterThanOrEqual(6)
    for (let index = 0; index < 6; index++) expect(await onFirstScreen(page, rows.nth(index))).toBe(true)
    // Rows, not cards: no vehicle card (its 'Change device' button) until a row is opened.
    expect(await page.getByRole('button', { name: /^Change device / }).count()).toBe(0)

    // Each chip says its registration and the state its card would show.
    const first = rows.first()
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim()
    const { items: holders } = await apiAs<{ items: Holder[] }>(
      `/Users?$filter=${encodeURIComponent("role eq 'Account-Holder'")}&$pagesize=50`,
    )
    const holder = holders.find((item) => `${item.firstName} ${item.lastName}` === name)!
    const { items: vehicles } = await apiAs<{ items: Vehicle[] }>(
      `/Vehicles?$filter=${encodeURIComponent(`userId eq ${holder.id}`)}`,
    )
    const chips = first.getByRole('list', { name: `Vehicles of ${name}` }).getByRole('listitem')
    await expect.poll(() => chips.allInnerTexts()).toHaveLength(vehicles.length)
    const shown = (await chips.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).sort()
    const expected = vehicles.map((vehicle) => `${vehicle.registrationNumber} ${vehicleStateBadge(vehicle).label}`)
    expect(shown).toEqual(expected.sort())

    // The name opens the row in place onto the holder's vehicle cards, and closes it again.
    const toggle = first.getByRole('button', { name, exact: true })
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await first
      .getByRole('button', { name: /^Change device / })
      .first()
      .waitFor()
    expect(await first.getByRole('article').count()).toBe(vehicles.length)
    await toggle.click()
    await expect.poll(() => first.getByRole('article').count()).toBe(0)
  })

  it('puts the search and the first client on the first screen at 375 px, as cards', async () => {
    const page = await newPage({ viewport: mobile })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await settled(page)
    const firstClient = list(page).locator(':scope > article').first()
    expect(await onFirstScreen(page, page.getByRole('searchbox'))).toBe(true)
    // The first client's card begins on the first screen with its name.
    expect(await onFirstScreen(page, firstClient.getByRole('heading').first())).toBe(true)
    // Cards on a phone: the vehicle cards show without opening anything.
    await firstClient
      .getByRole('button', { name: /^Change device / })
      .first()
      .waitFor()
    // The header does not repeat the tabs.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Clients' }).count()).toBe(0)
  })

  it('keeps the search text in the address across a reload and the way back', async () => {
    const page = await newPage({ viewport: desktop })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await settled(page)
    const names = () => list(page).locator(':scope > article h2').allInnerTexts()

    // Full name and a registration typed without its spaces find their holder (the server's search).
    await search(page, 'Thandi Nkosi')
    await expect.poll(names).toEqual(['Thandi Nkosi'])
    expect(new URL(page.url()).searchParams.get('search')).toBe('Thandi Nkosi')
    const { items } = await apiAs<{ items: { userFirstName: string; userLastName: string }[] }>(
      `/Vehicles?$filter=${encodeURIComponent("registrationNumber eq 'CA 123-456'")}`,
    )
    const owner = `${items[0]!.userFirstName} ${items[0]!.userLastName}`
    await search(page, 'ca123')
    await expect.poll(names).toContain(owner)
    expect(new URL(page.url()).searchParams.get('search')).toBe('ca123')

    await page.reload()
    await settled(page)
    expect(await page.getByRole('searchbox').inputValue()).toBe('ca123')
    await expect.poll(names).toContain(owner)

    // Off to the holder's account and back: the search is still there.
    await page.getByRole('button', { name: `Actions for ${owner}` }).click()
    await page.getByRole('menuitem', { name: 'View account' }).click()
    await waitForPath(page, /\/account\/view$/)
    await page.goBack()
    await waitForPath(page, '/agent/clients/all')
    expect(await page.getByRole('searchbox').inputValue()).toBe('ca123')
    await expect.poll(names).toContain(owner)
  })
})
