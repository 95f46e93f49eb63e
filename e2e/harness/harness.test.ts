// The harness itself: the product started, answers its settings and development mailbox, and Chromium opens it.
import { describe, expect, it } from 'vitest'
import { type DemoRole, demoEmail, newPage, product, readMailbox } from './index.ts'

describe('the e2e harness', () => {
  it('serves the runtime settings and the development mailbox', async () => {
    const { baseURL } = product()
    const settings = await fetch(`${baseURL}/appsettings.json`)
    expect(settings.status).toBe(200)
    expect(await settings.json()).toBeTypeOf('object')
    expect(await readMailbox(baseURL)).toBeInstanceOf(Array)
  })

  it('opens the product in Chromium', async () => {
    const page = await newPage()
    const response = await page.goto('/')
    expect(response?.status()).toBeLessThan(500)
    expect(await page.evaluate(() => navigator.userAgent)).toContain('Chrome')
  })

  // Sign-ins are limited to 20 a minute per client address, and every journey runs on this machine: were the pages
  // to share one address, a journey's sign-in would be refused after a burst of others' (order-dependent failures).
  it("gives each page a client address of its own, so one page's sign-ins never spend another's allowance", async () => {
    const signInFrom = (page: Awaited<ReturnType<typeof newPage>>, role: DemoRole) =>
      page.evaluate(
        async ([email, password]) =>
          (
            await fetch('/api/Auth/SignInByEmail', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }),
            })
          ).status,
        [demoEmail(role), product().demoPassword] as const,
      )
    const busy = await newPage()
    await busy.goto('/login')
    const answers: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) answers.push(await signInFrom(busy, 'Admin'))
    // The page's own allowance: 20 sign-ins, then a refusal.
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(answers[20]).toBe(429)
    const other = await newPage()
    await other.goto('/login')
    expect(await signInFrom(other, 'Technical-Agent')).toBe(200)
  })
})
