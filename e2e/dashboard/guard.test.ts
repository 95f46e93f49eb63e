// Issue #13: the agent area needs a signed-in user, Logout leaves no way back, deep links survive a reload.
import { describe, expect, it } from 'vitest'
import { demoEmail, newPage, recordPaths, signIn, storedUser, waitForPath } from '../harness/index.ts'

const lost = "Oops! It looks like the page you're looking for is lost."

describe('the route guard', () => {
  it('sends a visitor from the agent area to / and on to /login', async () => {
    const page = await newPage()
    const paths = recordPaths(page)
    await page.goto('/agent/clients/all')
    await waitForPath(page, '/login')
    expect(paths).toContain('/')
    expect(paths.indexOf('/')).toBeLessThan(paths.lastIndexOf('/login'))
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
  })

  it('sends a signed-in user from /login to the agent area', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')
    await page.goto('/login')
    await waitForPath(page, /^\/agent/)
  })

  it('Logout replaces history: Back does not return to the agent area', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all')
    const entries = await page.evaluate(() => history.length)
    const paths = recordPaths(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await waitForPath(page, '/login')
    expect(await storedUser(page)).toBeNull()
    expect(await page.evaluate(() => history.length), 'Logout adds no history entry').toBe(entries)
    await page.goBack()
    await page.waitForTimeout(500)
    expect(paths.slice(paths.lastIndexOf('/login') + 1).filter((path) => path.startsWith('/agent'))).toEqual([])
    expect(new URL(page.url()).pathname).not.toMatch(/^\/agent/)
  })

  it('keeps a deep link across a reload', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')
    for (const path of ['/agent/onboarding/scheduled', '/agent/companies/all']) {
      await page.goto(path)
      await waitForPath(page, path)
      await page.reload()
      await page.getByRole('button', { name: 'Menu' }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      expect(await page.getByText(lost).count()).toBe(0)
    }
  })

  it('shows the lost page for an unknown path', async () => {
    const page = await newPage()
    await page.goto('/no-such-page/anywhere')
    await page.getByText(lost).waitFor()
  })
})
