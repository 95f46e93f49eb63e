// The harness itself: the product started, answers its settings and development mailbox, and Chromium opens it.
import { describe, expect, it } from 'vitest'
import { newPage, product, readMailbox } from './index.ts'

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
})
