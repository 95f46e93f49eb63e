// Issue #15: an agent onboards a client through all five steps; the deposit link arrives in the development mailbox,
// the sandbox payment marks the deposit paid and the vehicle is on the Scheduled list with only Reschedule left.
import { randomInt } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newCustomer } from '../customer/customer.ts'
import {
  demoEmail,
  expectNoAxeViolations,
  expectTitle,
  newPage,
  product,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'

/** Types a date and time into the picker's segments (react-aria spinbuttons), whatever their order on screen. */
async function fillDateTime(page: Page, when: Date) {
  const parts: [RegExp, string][] = [
    [/^year/i, String(when.getFullYear())],
    [/^month/i, String(when.getMonth() + 1).padStart(2, '0')],
    [/^day/i, String(when.getDate()).padStart(2, '0')],
    [/^hour/i, String(when.getHours()).padStart(2, '0')],
    [/^minute/i, String(when.getMinutes()).padStart(2, '0')],
  ]
  for (const [name, digits] of parts) {
    await page.getByRole('spinbutton', { name }).click()
    await page.keyboard.type(digits)
  }
}

async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(label) }).click()
  await page.getByRole('option', { name: option }).first().click()
}

describe('onboarding a client', () => {
  it('runs account holder, driver, vehicle, installation and payment, and the paid deposit leaves Reschedule only', async () => {
    const { baseURL } = product()
    const holder = newCustomer({ lastName: `Mokoena${randomInt(100_000, 999_999)}` })
    const registration = `GP ${randomInt(100, 999)}-${randomInt(100, 999)}`
    const page = await newPage()
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')

    // Step 1: the account holder.
    await page.goto('/agent/onboarding/client/add')
    await expectTitle(page, 'Add Account | Vigil')
    await page.getByText('Who is responsible for the account?').waitFor()
    await page.getByText('Required format: 821234567').waitFor()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(holder.firstName)
    await page.getByRole('textbox', { name: 'Surname' }).fill(holder.lastName)
    await page.getByRole('textbox', { name: 'Email address' }).fill(holder.email)
    await page.getByRole('textbox', { name: 'Cellphone number' }).fill(holder.phoneNumber)
    // The ID switch clears the number and its error.
    await page.getByRole('textbox', { name: 'South African ID Number' }).fill('123')
    await page.getByRole('textbox', { name: 'South African ID Number' }).blur()
    await page.getByText('Please provide a valid ID number').waitFor()
    await page.getByRole('switch', { name: 'Has a South African ID' }).click({ force: true })
    expect(await page.getByRole('textbox', { name: 'Passport Number' }).inputValue()).toBe('')
    expect(await page.getByText('Please provide a valid ID number').count()).toBe(0)
    await page.getByRole('switch', { name: 'Has a South African ID' }).click({ force: true })
    await page.getByRole('textbox', { name: 'South African ID Number' }).fill(holder.idNumber)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await waitForPath(page, /^\/agent\/onboarding\/client\/\d+\/add-driver$/)
    const clientId = Number(/client\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1])

    // Step 2: the driver (the account holder drives).
    await page.getByRole('button', { name: 'The account holder is the driver' }).click()
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 3: the vehicle.
    await page.getByRole('heading', { name: 'Vehicle details' }).waitFor()
    await page.getByRole('textbox', { name: 'Colour' }).fill('White')
    await page.getByRole('textbox', { name: 'Registration number' }).fill(registration)
    const vehicle = page.getByRole('combobox', { name: 'Vehicle' })
    await vehicle.fill('Hi')
    await page.getByText('Enter 3 characters to start the search').waitFor()
    await vehicle.fill('Zzzzq')
    await page.getByText("Sorry, we don't have that vehicle listed").waitFor()
    await vehicle.fill('Hilux 2.8')
    await page
      .getByRole('option', { name: /Hilux 2\.8 GD-6 Legend/ })
      .first()
      .click()
    await pickOption(page, 'Registration year', String(new Date().getFullYear() - 2))
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 4: the installation, reached with the account holder's id.
    await waitForPath(page, `/agent/onboarding/client/${clientId}/installation`)
    await expectTitle(page, 'Installation | Vigil')
    await pickOption(page, 'Region', 'Gauteng')
    await pickOption(page, 'Fitment centre', /Vigil Sandton/)
    const when = new Date(Date.now() + 3 * 24 * 3600_000)
    when.setHours(9, 30, 0, 0)
    await fillDateTime(page, when)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 5: the payment link.
    await waitForPath(page, `/agent/onboarding/client/${clientId}/payment`)
    await page.getByText('R1 499').waitFor()
    const send = page.getByRole('button', { name: 'Send payment link' })
    expect(await send.isDisabled()).toBe(true)
    for (const consent of await page.getByRole('checkbox').all()) await consent.check({ force: true })
    const sentAt = new Date()
    await send.click()
    await page.getByText('Payment link sent').waitFor()

    const email = await waitForMessage(
      baseURL,
      holder.email,
      (message) =>
        message.subject === 'Pay your Vigil deposit' &&
        new Date(message.createdOn) >= new Date(sentAt.getTime() - 2000),
    )
    const checkout = email.links.find((link) => link.includes('/sandbox/checkout/'))
    expect(checkout).toBeDefined()

    // Before paying, the Scheduled list offers Resend payment; after, only Reschedule.
    const row = () => page.getByRole('article', { name: `${holder.firstName} ${holder.lastName}` })
    await page.goto('/agent/onboarding/scheduled')
    await row().getByRole('button', { name: 'Resend payment' }).waitFor()

    const customer = await newPage()
    await customer.goto(checkout as string)
    await customer.getByRole('button', { name: 'Pay' }).click()
    await customer.getByText('Payment received. Thank you!').waitFor()

    await page.reload()
    await row().getByRole('link', { name: 'Reschedule' }).waitFor()
    expect(await row().getByRole('button', { name: 'Resend payment' }).count()).toBe(0)
    expect(await row().getByText(registration).count()).toBe(1)
  })

  it('lists account holders without vehicles under Outstanding details with Schedule to the driver step', async () => {
    const holder = newCustomer({ lastName: `Mokoena${randomInt(100_000, 999_999)}` })
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all')
    await page.goto('/agent/onboarding/client/add')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(holder.firstName)
    await page.getByRole('textbox', { name: 'Surname' }).fill(holder.lastName)
    await page.getByRole('textbox', { name: 'Email address' }).fill(holder.email)
    await page.getByRole('textbox', { name: 'Cellphone number' }).fill(holder.phoneNumber)
    await page.getByRole('textbox', { name: 'South African ID Number' }).fill(holder.idNumber)
    await page.getByRole('button', { name: 'Next' }).click()
    await waitForPath(page, /^\/agent\/onboarding\/client\/\d+\/add-driver$/)
    const driverStep = new URL(page.url()).pathname

    await page.goto('/agent/onboarding')
    await waitForPath(page, '/agent/onboarding/outstanding-details')
    const schedule = page
      .getByRole('article', { name: `${holder.firstName} ${holder.lastName}` })
      .getByRole('link', { name: 'Schedule', exact: true })
    expect(await schedule.getAttribute('href')).toBe(driverStep)
    await page.getByRole('link', { name: 'Booking pending' }).click()
    await waitForPath(page, '/agent/onboarding/booking-pending')
    const pending = page.getByRole('link', { name: 'Schedule', exact: true }).first()
    await pending.waitFor()
    expect(await pending.getAttribute('href')).toMatch(/^\/agent\/onboarding\/client\/\d+\/installation$/)
    await expectNoAxeViolations(page)
  })
})
