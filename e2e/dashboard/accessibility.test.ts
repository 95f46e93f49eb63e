// Issue #13: no serious or critical accessibility violation on the dashboard's entry pages.
import { describe, it } from 'vitest'
import { demoEmail, expectNoAxeViolations, mobile, newPage, signIn, waitForPath } from '../harness/index.ts'

describe('accessibility (axe)', () => {
  it.each(['/login', '/forgot-password', '/reset-password'])(
    '%s has no serious or critical violation',
    async (path) => {
      const page = await newPage()
      await page.goto(path)
      await page.getByRole('button').first().waitFor()
      await expectNoAxeViolations(page)
    },
  )

  it.each([
    ['desktop', undefined],
    ['mobile', mobile],
  ] as const)('/agent/clients/all has no serious or critical violation (%s)', async (_, viewport) => {
    const page = await newPage(viewport ? { viewport } : {})
    await signIn(page, demoEmail('Company-Admin'))
    await waitForPath(page, '/agent/clients/all')
    // Loaded afresh: react-aria's live announcer keeps the pending Sign in button's 'Submitting' announcement for 7 s
    // after the login page is gone, pointing at a button that no longer exists (axe: role-img-alt).
    await page.reload()
    await page.getByRole('button', { name: 'Menu' }).waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  })
})
