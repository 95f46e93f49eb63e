// Issue #14: an agent edits a holder's email, resends the create-password link, opens a vehicle's history and
// downloads it as Vehicle-{id}-history.csv.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  api,
  demoEmail,
  expectNoAxeViolations,
  expectTitle,
  newPage,
  ownTrackedVehicle,
  product,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'
import { announcementsSettled, search, shoot } from './fleet.ts'

describe('account and history', () => {
  it("edits the holder's email and resends the create-password link", async () => {
    // A holder of the journey's own (with a tracked vehicle, so the clients list shows them): their email is changed.
    const { holder } = await ownTrackedVehicle()
    const fullName = `${holder.firstName} ${holder.lastName}`
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, holder.lastName)
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click()
    await page.getByRole('menuitem', { name: 'View account' }).click()
    await waitForPath(page, `/agent/clients/${holder.id}/account/view`)
    await expectTitle(page, 'View Account | Vigil')
    await page.getByRole('heading', { name: fullName }).first().waitFor()
    await shoot(page, 'account-view')
    await announcementsSettled(page)
    await expectNoAxeViolations(page)

    const email = `renamed.${holder.email}`
    await page.getByRole('button', { name: 'Edit account holder details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Account holder details' })
    await expect.poll(() => dialog.getByRole('textbox', { name: 'First name' }).getAttribute('readonly')).not.toBeNull()
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not an email')
    await dialog.getByRole('textbox', { name: 'Email' }).blur()
    await dialog.getByText('Please provide a valid email address').waitFor()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Save' }).click()
    // The details are fetched again on success: the notice says so and the new address is a mailto link.
    await page.getByText('Account holder details saved.').waitFor()
    await page.getByRole('link', { name: email }).waitFor()
    expect(await page.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`)

    await page.getByRole('button', { name: 'Resend Create Password Link' }).click()
    await page.getByText('Password creation link resent successfully.').waitFor()
    await waitForMessage(product().baseURL, email)
  })

  it('opens a vehicle history and downloads it as CSV', async () => {
    // The journey's own vehicle: an armed-response callout puts an entry in its history.
    const { vehicle, holder } = await ownTrackedVehicle()
    const chosen = { id: vehicle.id, userId: holder.id }
    await api(`/Vehicles/${chosen.id}/AlertAura`, { method: 'POST' })
    const page = await newPage({ acceptDownloads: true })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await page.goto(`/agent/clients/${chosen.userId}/vehicle/${chosen.id}/history`)
    await expectTitle(page, 'Vehicle History | Vigil')
    await page.getByRole('heading', { level: 3 }).first().waitFor()
    await shoot(page, 'history')
    await announcementsSettled(page)
    await expectNoAxeViolations(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download history' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`Vehicle-${chosen.id}-history.csv`)
    const path = join(mkdtempSync(join(tmpdir(), 'vigil-history-')), file.suggestedFilename())
    await file.saveAs(path)
    expect(readFileSync(path, 'utf8').trim().split('\n').length).toBeGreaterThan(1)
  })
})
