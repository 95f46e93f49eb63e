// Issue #27: an Admin locks a vehicle and finds it on the audit screen (/admin/audit) and on the vehicle's history;
// a Technical-Agent cannot open the audit screen. The Admin's browser is en-US in New York: the screen's times and day
// filters are en-GB in South Africa all the same.
import { afterEach, describe, expect, it } from 'vitest'
import { announcementsSettled, type DrivenTracker, driveTracker, search, shoot, vehicleCard } from '../clients/fleet.ts'
import { demoEmail, expectNoAxeViolations, newPage, signIn, waitForPath } from '../harness/index.ts'

describe('the audit trail', () => {
  let driven: DrivenTracker | undefined
  afterEach(async () => {
    await driven?.stop()
    driven = undefined
  })

  it('shows a lock on /admin/audit and on the vehicle history page, dates en-GB in SAST whatever the browser', async () => {
    // An offline tracker: its lock is queued, and recorded all the same.
    driven = await driveTracker()
    const { serial, vehicle } = driven
    await driven.park()
    await driven.stop()
    const page = await newPage({ locale: 'en-US', timezoneId: 'America/New_York' })
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, vehicle.userLastName)
    const card = vehicleCard(page, serial)
    await card.waitFor()
    // The journey's own tracker was left unlocked.
    await card.getByRole('button', { name: 'Lock', exact: true }).click()
    await card.getByText('Lock queued: the tracker is offline. It is sent when the tracker reconnects.').waitFor()
    const label = 'Vehicle locked'

    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitem', { name: 'Audit trail' }).click()
    await waitForPath(page, '/admin/audit')
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor()
    await page.getByRole('searchbox', { name: 'Vehicle' }).fill(vehicle.registrationNumber)
    const entries = page.getByRole('list', { name: 'Audit entries' })
    const entry = entries.getByRole('listitem').filter({ hasText: label }).first()
    await entry.waitFor({ timeout: 15_000 })
    await expect(entry.textContent()).resolves.toContain(vehicle.registrationNumber)
    await expect(entry.textContent()).resolves.toMatch(/Admin · Admin/)
    // Today in South Africa: listed as the product lists every time ('27 Nov 2026, 11:41:00'), typed into From as
    // dd/mm/yyyy (en-GB whatever the browser's locale).
    const inSouthAfrica = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Johannesburg', ...options }).format(new Date())
    const listedDay = inSouthAfrica({ day: '2-digit', month: 'short', year: 'numeric' })
    const today = inSouthAfrica({ day: '2-digit', month: '2-digit', year: 'numeric' })
    await expect(entry.locator('time').textContent()).resolves.toMatch(
      new RegExp(`^${listedDay}, \\d{2}:\\d{2}:\\d{2}$`),
    )
    const from = page.getByRole('group', { name: 'From' })
    await from.getByRole('spinbutton', { name: /day/i }).click()
    await page.keyboard.type(today.replaceAll('/', ''))
    await expect(from.textContent().then((text) => text?.replace(/[^\d/]/g, ''))).resolves.toBe(today)
    await entries.getByRole('listitem').filter({ hasText: label }).first().waitFor({ timeout: 15_000 })
    await announcementsSettled(page)
    await expectNoAxeViolations(page)
    await shoot(page, 'audit')
    // Nothing found, nothing to export: the button is not offered.
    await page.getByRole('searchbox', { name: 'Person' }).fill('nobody-by-this-name')
    await page.getByText('No entries match these filters').waitFor({ timeout: 15_000 })
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0)

    await page.goto(`/agent/clients/${vehicle.userId}/vehicle/${vehicle.id}/history`)
    const actions = page.getByRole('list', { name: 'Actions on this vehicle' })
    await actions.getByRole('listitem').filter({ hasText: label }).first().waitFor({ timeout: 15_000 })
    await shoot(page, 'history-actions')
  })

  it('sends a Technical-Agent who types /admin/audit back to the agent area', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await page.goto('/admin/audit')
    await waitForPath(page, /^\/agent\//)
    expect(await page.getByRole('heading', { name: 'Audit trail' }).count()).toBe(0)
  })
})
