// Issue #13: /login paints its form from the HTML the build prerendered, before any script runs, and the app then
// hydrates that form without drawing it again; no other address is answered with the login page's markup.
import { describe, expect, it } from 'vitest'
import { demoEmail, newPage, passwordField, product, waitForPath } from '../harness/index.ts'

describe('the prerendered sign-in page', () => {
  it('shows the form before any script runs', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/login')
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).isVisible()).toBe(true)
    expect(await passwordField(page).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled(), 'nothing to submit natively').toBe(true)
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password')
  })

  it.each(['/agent/clients/all', '/agent', '/admin/add-agent', '/forgot-password', '/reset-password', '/nope'])(
    'is never what %s answers',
    async (path) => {
      const page = await newPage({ javaScriptEnabled: false })
      await page.goto(path)
      expect(await page.locator('#root').innerHTML()).toBe('')
    },
  )

  it('hydrates the drawn form, keeping what was typed before the code ran', async () => {
    const page = await newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    // The app's code arrives late, as on a slow network: the person starts typing into the drawn form meanwhile.
    let releaseCode = () => {}
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve
    })
    await page.route('**/assets/dashboard/index-*.js', async (route) => {
      await codeHeld
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill(demoEmail('Admin'))
    await passwordField(page).fill(product().demoPassword)
    const drawn = await page.evaluate(() => {
      const form = document.querySelector('form')
      ;(window as unknown as { drawnForm: unknown }).drawnForm = form
      return [...document.querySelectorAll('#root [class]')].map((element) => element.className)
    })
    expect(drawn.length).toBeGreaterThan(5)

    releaseCode()
    await page.waitForFunction(() => document.title === 'Login | Vigil')
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await expect.poll(() => signIn.isEnabled(), { message: 'the typed email and password reached the form' }).toBe(true)
    expect(await email.inputValue()).toBe(demoEmail('Admin'))
    expect(
      await page.evaluate(
        () => document.querySelector('form') === (window as unknown as { drawnForm: unknown }).drawnForm,
      ),
      'the drawn form is hydrated, not drawn again',
    ).toBe(true)
    expect(await page.evaluate(() => [...document.querySelectorAll('#root [class]')].map((e) => e.className))).toEqual(
      drawn,
    )
    await signIn.click()
    await waitForPath(page, '/agent/clients/all')
    expect(errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([])
  })
})
