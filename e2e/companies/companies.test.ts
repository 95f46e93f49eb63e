// Issue #15: companies (create, link a user, remove the user, delete) and adding an agent who then signs in.
import { randomInt } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  demoEmail,
  expectNoAxeViolations,
  expectTitle,
  linkTo,
  newPage,
  passwordField,
  product,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'

async function pickOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
}

describe('companies', () => {
  it('creates a company, links a user, removes the user and deletes the company', async () => {
    const name = `Karoo Logistics ${randomInt(10_000, 99_999)}`
    const page = await newPage()
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')

    await page.goto('/admin/add-company')
    await expectTitle(page, 'Add Company | Vigil')
    const add = page.getByRole('button', { name: 'Add Company' })
    expect(await add.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await add.click()
    await waitForPath(page, /^\/agent\/companies\/\d+\/link-user$/)
    const companyId = Number(/companies\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1])

    await page.getByText('No users linked to this company yet.').waitFor()
    // On a fresh load: react-aria's live announcement of the previous page lingers a few seconds otherwise.
    await page.reload()
    await page.getByText('No users linked to this company yet.').waitFor()
    await expectNoAxeViolations(page)
    const link = page.getByRole('button', { name: 'Link', exact: true })
    expect(await link.isDisabled()).toBe(true)
    await page.getByRole('combobox', { name: 'Link New User' }).fill('thandi')
    await page
      .getByRole('option', { name: /Thandi/ })
      .first()
      .click()
    await link.click()
    const card = page.getByRole('article').filter({ hasText: 'Thandi' })
    await card.waitFor()

    await page.goto(`/agent/companies/${companyId}/view`)
    await expectTitle(page, 'View Company | Vigil')
    await page.getByRole('heading', { name: 'Existing Users' }).waitFor()
    await card.getByRole('button', { name: 'Remove from company' }).click()
    await page.getByRole('alertdialog', { name: /^Remove Thandi .* from Karoo Logistics/ }).waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove from company' }).click()
    await page.getByText('No users linked to this company yet.').waitFor()

    await page.goto('/agent/companies/all')
    await page.getByRole('searchbox').fill(name.split(' ').at(-1) as string)
    await page.getByRole('link', { name }).click()
    await waitForPath(page, `/agent/companies/${companyId}/view`)
    await page.getByRole('button', { name: 'Delete Company' }).click()
    await page
      .getByRole('alertdialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete Company' })
      .click()
    await waitForPath(page, '/agent/companies/all')
    await page.getByRole('searchbox').fill(name)
    await page.getByText('No company matches the search').waitFor()
  })

  it('shows a company admin only their companies, without Delete Company', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Company-Admin'))
    await waitForPath(page, '/agent/clients/all')
    await page.goto('/agent/companies/all')
    const cards = page.getByRole('article')
    await cards.first().waitFor()
    const admin = await newPage()
    await signIn(admin, demoEmail('Admin'))
    await waitForPath(admin, '/agent/clients/all')
    await admin.goto('/agent/companies/all')
    await admin.getByRole('article').first().waitFor()
    expect(await cards.count()).toBeLessThan(await admin.getByRole('article').count())
    await cards.first().getByRole('link').first().click()
    await waitForPath(page, /^\/agent\/companies\/\d+\/view$/)
    await page.getByRole('heading', { name: 'Existing Users' }).waitFor()
    expect(await page.getByRole('button', { name: 'Delete Company' }).count()).toBe(0)
    // The admin pages are for staff admins only.
    await page.goto('/admin/add-company')
    await waitForPath(page, '/agent/clients/all')
  })
})

describe('adding an agent', () => {
  it("emails the new agent a link to the dashboard's 'Create a password'; they create one and sign in", async () => {
    const { baseURL } = product()
    const email = `agent.${randomInt(1_000_000, 9_999_999)}@example.co.za`
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all')
    await page.goto('/admin/add-agent')
    await expectTitle(page, 'Add Agent | Vigil')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sipho')
    await page.getByRole('textbox', { name: 'Surname' }).fill('Dube')
    await page.getByRole('textbox', { name: 'Cellphone number' }).fill('0821234567')
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    const add = page.getByRole('button', { name: 'Add agent' })
    expect(await add.isDisabled()).toBe(true)
    await pickOption(page, /Role/, 'Technical-Agent')
    await expectNoAxeViolations(page)
    await add.click()
    await waitForPath(page, /^\/(login|agent\/clients\/all)?$/)

    const message = await waitForMessage(baseURL, email)
    const created = await newPage()
    expect(message.body).not.toContain('mobile app')
    await created.goto(linkTo(message, '/reset-password'))
    await expectTitle(created, 'Create a password | Vigil')
    const password = 'Agent-pass-5!'
    await passwordField(created, 'New password').fill(password)
    await passwordField(created, 'Confirm password').fill(password)
    await created.getByRole('button', { name: 'Save password' }).click()
    await created.getByText(/^Password created successfully! You can now sign in to the dashboard/).waitFor()

    const fresh = await newPage()
    await signIn(fresh, email, password)
    await waitForPath(fresh, '/agent/clients/all')
  })
})
