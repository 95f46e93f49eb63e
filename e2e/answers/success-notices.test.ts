// Issue #28: every action that finishes says so where the person is looking. A new agent is added, creates their
// password from the dashboard link, asks for a reset, changes the password signed in; an admin adds a company (a
// holder's saved details are clients/account-history's). At a desk's width and a phone's.

import { randomInt } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  demoEmail,
  desktop,
  expectTitle,
  linkTo,
  mobile,
  newPage,
  passwordField,
  product,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'

const SHOTS = '/tmp/answers-shots'
mkdirSync(SHOTS, { recursive: true })

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog', { name: text })

describe.each([
  ['1280', desktop],
  ['375', mobile],
])('success notices at %s px', (width, viewport) => {
  it('add agent, create password, forgot password and change password each say they are done', async () => {
    const { baseURL } = product()
    const email = `answers.${randomInt(1_000_000, 9_999_999)}@example.co.za`
    const admin = await newPage({ viewport })
    await signIn(admin, demoEmail('Admin'))
    await waitForPath(admin, /^\/agent\//, 45_000)
    await admin.goto('/admin/add-agent')
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Lindiwe')
    await admin.getByRole('textbox', { name: 'Surname' }).fill('Zulu')
    await admin.getByRole('textbox', { name: 'Cellphone number' }).fill('0821234567')
    await admin.getByRole('textbox', { name: 'Email address' }).fill(email)
    await admin.getByRole('button', { name: /Role/ }).click()
    await admin.getByRole('option', { name: 'Technical-Agent' }).click()
    await admin.getByRole('button', { name: 'Add agent' }).click()
    await notice(admin, /^Agent added\. Lindiwe Zulu will get an email/).waitFor()
    await admin.screenshot({ path: `${SHOTS}/agent-added-${width}.png` })

    // The invitation opens the dashboard's 'Create a password', never the mobile app.
    const invitation = await waitForMessage(baseURL, email)
    expect(invitation.body).not.toContain('mobile app')
    const agent = await newPage({ viewport })
    await agent.goto(linkTo(invitation, '/reset-password'))
    await expectTitle(agent, 'Create a password | Vigil')
    const first = 'Answers-pass-1!'
    await passwordField(agent, 'New password').fill(first)
    await passwordField(agent, 'Confirm password').fill(first)
    await agent.getByRole('button', { name: 'Save password' }).click()
    await waitForPath(agent, /^\/(login)?$/)
    await notice(agent, /^Password created successfully! You can now sign in to the dashboard/).waitFor()
    await agent.screenshot({ path: `${SHOTS}/password-created-${width}.png` })

    // Forgot password: back on '/', the notice says where the link went.
    await agent.goto('/forgot-password')
    await agent.getByRole('textbox', { name: 'Email' }).fill(email)
    await agent.getByRole('button', { name: 'Send reset link' }).click()
    await waitForPath(agent, /^\/(login)?$/)
    await notice(agent, `If ${email} has an account, a link to reset its password is on its way.`).waitFor()

    // Change password, signed in.
    await signIn(agent, email, first)
    await waitForPath(agent, /^\/agent\//, 45_000)
    await agent.goto('/reset-password')
    const second = 'Answers-pass-2!'
    await passwordField(agent, 'Current password').fill(first)
    await passwordField(agent, 'New password').fill(second)
    await passwordField(agent, 'Confirm password').fill(second)
    await agent.getByRole('button', { name: 'Save password' }).click()
    await waitForPath(agent, /^\/agent/)
    await notice(agent, 'Password changed successfully!').waitFor()
    await agent.screenshot({ path: `${SHOTS}/password-changed-${width}.png` })
  })

  it('add company sanitises the name as typed and says it is added on the link-user page', async () => {
    const name = `Notice Couriers ${randomInt(100_000, 999_999)}`
    const page = await newPage({ viewport })
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, /^\/agent\//, 45_000)
    await page.goto('/admin/add-company')
    // Sanitised as typed: no leading space, one space between words.
    await page.getByRole('textbox', { name: 'Name' }).pressSequentially(`  ${name.replace(/ /g, '   ')}`)
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name)
    await page.getByRole('button', { name: 'Add Company' }).click()
    await waitForPath(page, /^\/agent\/companies\/\d+\/link-user$/)
    await notice(page, `Company ${name} added. Link its first user below.`).waitFor()
    await page.screenshot({ path: `${SHOTS}/company-added-${width}.png` })
  })
})
