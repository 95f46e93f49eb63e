// Issue #17: Verify Account's wrong code and Resend OTP with the cool-down the server enforces.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { oneTimeCode, product, waitForMessage, waitForPath } from '../harness/index.ts'
import { expectAccessible, newCustomer, phonePage, signUpThroughTheForm, smsAddress, typeCode } from './customer.ts'

describe('Verify Account at 375 px', () => {
  it("lists the server's message under the boxes for a wrong code, and Resend OTP shows 'Submitting' and its cool-down", async () => {
    const customer = newCustomer()
    const page = await phonePage()
    const sent = new Date(Date.now() - 1000)
    await signUpThroughTheForm(page, customer)
    await waitForPath(page, '/verify-account')

    // The code just sent starts the cool-down the sign-up answer states.
    const resend = page.getByRole('button', { name: 'Resend OTP' })
    await page.getByText(/^You can request a new code in 0:5\d|1:00$/).waitFor()
    expect(await resend.isDisabled()).toBe(true)

    const sms = await waitForMessage(product().baseURL, smsAddress(customer), (m) => new Date(m.createdOn) >= sent)
    const code = oneTimeCode(sms)
    const wrong = code.replace(/.$/, (last) => String((Number(last) + 1) % 10))
    await typeCode(page, wrong)
    await page.getByRole('alert').filter({ hasText: 'The code is not valid' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/verify-account')
    // The boxes are empty and usable again for the next try.
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' })
    expect(await first.inputValue()).toBe('')
    expect(await first.isEnabled()).toBe(true)
    await expectAccessible(page)

    // Opened afresh (a new history entry: no count-down known), the button asks the server, which still holds the
    // cool-down. The tab's session storage still has the number.
    await page.goto('about:blank')
    await page.goto('/verify-account')
    await page.route('**/api/Auth/ResendPhoneConfirmation', async (route) => {
      await sleep(1000)
      await route.continue()
    })
    await resend.click()
    await page.getByRole('button', { name: 'Submitting' }).waitFor()
    await page
      .getByRole('alert')
      .filter({ hasText: /^Please wait \d+ seconds before requesting a new code$/ })
      .waitFor()
    await page.getByText(/^You can request a new code in 0:\d\d$/).waitFor()
    expect(await resend.isDisabled()).toBe(true)
    await expectAccessible(page)

    // The right code still confirms the number.
    await typeCode(page, code)
    await waitForPath(page, '/success')
  })
})
