// Issue #17: an account holder an agent onboarded creates a password from the emailed link, then signs in with it.
import { describe, expect, it } from 'vitest'
import { linkTo, passwordField, product, waitForMessage, waitForPath } from '../harness/index.ts'
import { callApi, expectAccessible, newCustomer, phonePage } from './customer.ts'

describe('Create password at 375 px', () => {
  it('sets the password from the emailed link; the API then signs the account holder in with it', async () => {
    const { demoUsers, demoPassword, baseURL } = product()
    const agent = await callApi('/Auth/SignInByEmail', { email: demoUsers['Technical-Agent'], password: demoPassword })
    expect(agent.status).toBe(200)
    const holder = newCustomer()
    const created = await callApi(
      '/Users/AccountHolder',
      {
        Email: holder.email,
        FirstName: holder.firstName,
        LastName: holder.lastName,
        IdNumber: holder.idNumber,
        IdNumberIsSouthAfrican: true,
        PhoneCode: 27,
        PhoneNumber: holder.phoneNumber,
        acceptedTermsAndConditionsAndPolicy: true,
        acceptedToAllowInformationToBeUsedToContact: true,
      },
      agent.body.accessToken as string,
    )
    expect(created.status).toBe(200)

    const email = await waitForMessage(baseURL, holder.email, (message) => /create/i.test(message.subject))
    const link = linkTo(email, '/create-password')
    const page = await phonePage()
    await page.goto(link)
    await passwordField(page, 'New password').waitFor()
    expect(await page.title()).toBe('Create Password | Vigil')
    await expectAccessible(page)

    const create = page.getByRole('button', { name: 'Create password' })
    await passwordField(page, 'New password').fill('weak')
    expect(await create.isDisabled()).toBe(true)
    const password = 'Created-pass-3!'
    await passwordField(page, 'New password').fill(password)
    await create.click()
    await page.getByRole('heading', { name: 'Password created successfully!' }).waitFor()
    await page.getByText('You can now log in on the mobile app using your new password.').waitFor()
    await expectAccessible(page)

    const signedIn = await callApi('/Auth/SignInByEmail', { email: holder.email, password })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.userRole).toBe('Account-Holder')

    // A link works once: opened again, the server's message is shown.
    const again = await phonePage()
    await again.goto(link)
    await passwordField(again, 'New password').fill('Another-pass-4!')
    await again.getByRole('button', { name: 'Create password' }).click()
    await again.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' }).waitFor()
    await waitForPath(again, '/create-password')
  })
})
