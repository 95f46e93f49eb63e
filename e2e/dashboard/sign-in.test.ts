// Issue #13: staff sign in to the dashboard and see their role's menu; an account holder is refused.
import { menuForRole } from '@vigil/domain'
import { describe, expect, it } from 'vitest'
import {
  type DemoRole,
  demoEmail,
  expectTitle,
  menuLabels,
  newPage,
  passwordField,
  product,
  signIn,
  storedUser,
  waitForPath,
} from '../harness/index.ts'

describe('signing in to the dashboard', () => {
  it.each<DemoRole>(['Admin', 'Technical-Agent', 'Company-Admin'])(
    '%s lands on the clients list with exactly their menu',
    async (role) => {
      const page = await newPage()
      await signIn(page, demoEmail(role))
      await waitForPath(page, '/agent/clients/all')
      await expectTitle(page, 'Agent | Vigil')
      expect(await storedUser(page)).not.toBeNull()
      expect(await menuLabels(page)).toEqual(menuForRole(role).map((entry) => entry.label))
    },
  )

  it('refuses an account holder, storing nothing', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Account-Holder'))
    await page.getByText('Invalid email and password').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await storedUser(page)).toBeNull()
  })

  it('signs in with the keyboard alone', async () => {
    const page = await newPage()
    await page.goto('/login')
    const email = page.getByRole('textbox', { name: 'Email' })
    const focused = () => email.evaluate((element) => element === document.activeElement)
    for (let presses = 0; presses < 15 && !(await focused()); presses++) await page.keyboard.press('Tab')
    expect(await focused(), 'Tab reaches the email field').toBe(true)
    await page.keyboard.type(demoEmail('Technical-Agent'))
    await page.keyboard.press('Tab')
    expect(await passwordField(page).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type(product().demoPassword)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/agent/clients/all')
  })

  it.each([
    ['/login', 'Login | Vigil'],
    ['/forgot-password', 'Forgot password | Vigil'],
    ['/reset-password', 'Create a password | Vigil'],
  ])('%s is titled %s', async (path, title) => {
    const page = await newPage()
    await page.goto(path)
    await expectTitle(page, title)
  })
})
