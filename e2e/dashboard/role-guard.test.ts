// Issue #27: a page outside a role's part of the role table is not rendered; the user is sent to their home page.
import { describe, expect, it } from 'vitest'
import { demoEmail, newPage, signIn, waitForPath } from '../harness/index.ts'

describe('the dashboard route guard', () => {
  it('sends a Company-Admin who types a burn-in or onboarding address to their clients list', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Company-Admin'))
    await waitForPath(page, '/agent/clients/all')
    for (const path of ['/agent/burnin/all', '/agent/onboarding/client/add', '/admin/add-agent']) {
      await page.goto(path)
      await waitForPath(page, '/agent/clients/all')
      expect(await page.getByText('Failed to get station list').count()).toBe(0)
    }
    await page.getByRole('link', { name: 'Users' }).first().waitFor()
  })
})
