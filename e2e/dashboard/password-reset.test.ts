// Issue #13: forgot password, the emailed link, a new password, and signing in with it.
import { describe, expect, it } from 'vitest'
import {
  expectNoAxeViolations,
  linkTo,
  newPage,
  passwordField,
  product,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'

describe('resetting a forgotten password', () => {
  // The product's own admin (not a demo user), so other journeys' sign-ins are unaffected by the new password.
  it('emails a reset link that sets a new password to sign in with', async () => {
    const { baseURL, admin } = product()
    const page = await newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await waitForPath(page, '/forgot-password')
    const requested = new Date()
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await waitForPath(page, /^\/(login)?$/)

    const email = await waitForMessage(baseURL, admin.email, (message) => new Date(message.createdOn) >= requested)
    const link = linkTo(email, '/reset-password')
    expect(link).toMatch(/[?&]token=/)
    await page.goto(link)
    await passwordField(page, 'New password').waitFor()
    await expectNoAxeViolations(page)

    const newPassword = 'Renewed-pass-2!'
    await passwordField(page, 'New password').fill(newPassword)
    await passwordField(page, 'Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset password' }).click()
    await waitForPath(page, /^\/(login)?$/)

    const fresh = await newPage()
    await signIn(fresh, admin.email, newPassword)
    await waitForPath(fresh, '/agent/clients/all')
  })
})
