// Issue #13: forgot password, the emailed link, a new password, and signing in with it.
// Issue #18: changing it again while signed in needs the current password.
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
  it('emails a reset link that sets a new password to sign in with, then changes it with the current one', async () => {
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
    await page.getByRole('button', { name: 'Save password' }).click()
    await waitForPath(page, /^\/(login)?$/)

    const fresh = await newPage()
    await signIn(fresh, admin.email, newPassword)
    await waitForPath(fresh, '/agent/clients/all')

    // Signed in, 'Change password' asks for the current one: a wrong guess is refused under that field.
    await fresh.goto('/reset-password')
    const changed = 'Changed-pass-3!'
    await passwordField(fresh, 'Current password').fill('Not-my-pass-1!')
    await passwordField(fresh, 'New password').fill(changed)
    await passwordField(fresh, 'Confirm password').fill(changed)
    await fresh.getByRole('button', { name: 'Save password' }).click()
    await fresh.getByText('Your current password is not correct').waitFor()
    await passwordField(fresh, 'Current password').fill(newPassword)
    await fresh.getByRole('button', { name: 'Save password' }).click()
    await waitForPath(fresh, /^\/agent/)

    const later = await newPage()
    await signIn(later, admin.email, changed)
    await waitForPath(later, '/agent/clients/all')
  })
})
