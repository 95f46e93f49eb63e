// Issue #28: every destructive action asks first and names what it will delete; Cancel keeps, the action deletes and
// says so. At a desk's width and a phone's.

import { randomInt } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  demoEmail,
  desktop,
  expectNoAxeViolations,
  mobile,
  newPage,
  product,
  signIn,
  waitForPath,
} from '../harness/index.ts'
import { api, filter } from './api.ts'

const SHOTS = '/tmp/answers-shots'
mkdirSync(SHOTS, { recursive: true })

type Person = { id: number; firstName: string; lastName: string }

/** A company of its own with one demo account holder linked to it. */
async function companyWithUser(): Promise<{ id: number; name: string; user: Person }> {
  const name = `Confirm Freight ${randomInt(100_000, 999_999)}`
  const { id } = await api<{ id: number }>('/Companies', 'POST', { Name: name, CompanyUsers: [], Vehicles: [] })
  const holders = `role eq 'Account-Holder' and endswith(email, '@demo.vigil.local') and email ne '${product().demoUsers['Account-Holder']}'`
  const { items } = await api<{ items: Person[] }>(`/Users?${filter(holders)}&$orderby=id%20asc&$pagesize=1`)
  const user = items[0]!
  await api(`/Companies/${id}/AddCompanyUser`, 'POST', { userId: user.id, companyId: id, role: 'Company-Admin' })
  return { id, name, user }
}

const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog', { name: text })

describe.each([
  ['1280', desktop],
  ['375', mobile],
])('confirmations at %s px', (width, viewport) => {
  it("'Remove from company' and 'Delete Company' ask first: Cancel keeps, confirming deletes and says so", async () => {
    const company = await companyWithUser()
    const userName = `${company.user.firstName} ${company.user.lastName}`
    const page = await newPage({ viewport })
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, /^\/agent\//, 45_000)
    await page.goto(`/agent/companies/${company.id}/view`)
    const card = page.getByRole('article').filter({ hasText: userName })
    await card.waitFor()

    // Remove from company: named, cancelled, still linked.
    await card.getByRole('button', { name: 'Remove from company' }).click()
    const removeDialog = page.getByRole('alertdialog', { name: `Remove ${userName} from ${company.name}?` })
    await removeDialog.waitFor()
    expect(await removeDialog.textContent()).toContain('Their account stays')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/remove-dialog-${width}.png` })
    await removeDialog.getByRole('button', { name: 'Cancel' }).click()
    await removeDialog.waitFor({ state: 'detached' })
    await card.waitFor()
    const linked = await api<{ items: Person[] }>(`/Companies/${company.id}/CompanyUsers`)
    expect(linked.items.map((user) => user.id)).toContain(company.user.id)

    // Confirmed: removed, and the notice names who and from what.
    await card.getByRole('button', { name: 'Remove from company' }).click()
    await removeDialog.getByRole('button', { name: 'Remove from company' }).click()
    await notice(page, `${userName} removed from ${company.name}.`).waitFor()
    await page.getByText('No users linked to this company yet.').waitFor()
    await page.screenshot({ path: `${SHOTS}/removed-notice-${width}.png` })

    // Delete Company: named, cancelled by Enter (Cancel has focus), still there.
    await page.getByRole('button', { name: 'Delete Company' }).click()
    const deleteDialog = page.getByRole('alertdialog', { name: `Delete ${company.name}?` })
    await deleteDialog.waitFor()
    await page.screenshot({ path: `${SHOTS}/delete-dialog-${width}.png` })
    await page.keyboard.press('Enter')
    await deleteDialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(`/agent/companies/${company.id}/view`)
    const kept = await api<{ items: { id: number }[] }>(`/Companies?${filter(`id eq ${company.id}`)}`)
    expect(kept.items).toHaveLength(1)

    // Confirmed: gone, and the companies list says so.
    await page.getByRole('button', { name: 'Delete Company' }).click()
    await deleteDialog.getByRole('button', { name: 'Delete Company' }).click()
    await waitForPath(page, '/agent/companies/all')
    await notice(page, `Company ${company.name} deleted.`).waitFor()
    await page.screenshot({ path: `${SHOTS}/deleted-notice-${width}.png` })
    const gone = await api<{ items: { id: number }[] }>(`/Companies?${filter(`id eq ${company.id}`)}`)
    expect(gone.items).toHaveLength(0)
  })
})
