// Issue #17: a customer signs up on a phone, confirms the texted code and arrives at /success.
import { describe, expect, it } from 'vitest'
import { oneTimeCode, product, waitForMessage, waitForPath } from '../harness/index.ts'
import {
  expectAccessible,
  fillDetailsStep,
  fillEmailStep,
  fillPasswordStep,
  newCustomer,
  phonePage,
  signUpThroughTheForm,
  smsAddress,
  typeCode,
} from './customer.ts'

describe('signing up at 375 px', () => {
  it('goes through the three steps, confirms the texted code and welcomes the customer', async () => {
    const { baseURL } = product()
    const customer = newCustomer()
    const page = await phonePage()
    await page.goto('/sign-up')
    await page.getByText('Step 1 of 3: Email').waitFor()
    expect(await page.title()).toBe('Sign Up | Vigil')
    await expectAccessible(page)
    await fillEmailStep(page, customer)

    await page.getByText('Step 2 of 3: Password').waitFor()
    await expectAccessible(page)
    await fillPasswordStep(page, customer)

    await page.getByText('Step 3 of 3: Details').waitFor()
    await expectAccessible(page)
    const sent = new Date(Date.now() - 1000)
    await fillDetailsStep(page, customer)

    await waitForPath(page, '/verify-account')
    await page.getByRole('heading', { name: 'Confirm your cellphone number' }).waitFor()
    expect(await page.title()).toBe('Verify Account | Vigil')
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('userPhoneNumber'))) ?? '{}')).toEqual({
      PhoneCode: 27,
      PhoneNumber: customer.phoneNumber,
    })
    await expectAccessible(page)

    const sms = await waitForMessage(baseURL, smsAddress(customer), (message) => new Date(message.createdOn) >= sent)
    await typeCode(page, oneTimeCode(sms))

    await waitForPath(page, '/success')
    await page.getByRole('heading', { name: 'Welcome to Vigil!' }).waitFor()
    expect(await page.title()).toBe('Success | Vigil')
    expect(await page.getByRole('link', { name: /App Store/ }).count()).toBe(1)
    expect(await page.getByRole('link', { name: /Google Play/ }).count()).toBe(1)
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    await expectAccessible(page)
  })

  it("returns to the email step with the server's message when the email already has an account", async () => {
    const taken = newCustomer({ email: product().demoUsers['Account-Holder'] })
    const page = await phonePage()
    await signUpThroughTheForm(page, taken)

    await page.getByText('Step 1 of 3: Email').waitFor()
    await page.getByText('An account with this email address already exists').waitFor()
    expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/sign-up')
    await expectAccessible(page)
  })
})
