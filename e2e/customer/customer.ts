// What the customer journeys share: a new customer's details and filling the three sign-up steps as a person would.
import { randomInt } from 'node:crypto'
import { luhnCheckDigit } from '@vigil/domain'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, mobile, newPage, ownClientAddress, passwordField, product } from '../harness/index.ts'

export interface NewCustomer {
  email: string
  password: string
  firstName: string
  lastName: string
  /** As typed: with the leading 0. */
  phoneNumber: string
  idNumber: string
}

/** A customer nobody has used yet in this run (the demo data's numbers start differently). */
export function newCustomer(overrides: Partial<NewCustomer> = {}): NewCustomer {
  const serial = String(randomInt(0, 100_000_000)).padStart(8, '0')
  // YYMMDD, a 4-digit sequence, citizenship 0, 8, then the Luhn check digit.
  const idBody = `900101${String(randomInt(0, 10_000)).padStart(4, '0')}08`
  return {
    email: `customer.${serial}@example.co.za`,
    password: 'Customer-pass-1!',
    firstName: 'Naledi',
    lastName: 'Mahlangu',
    phoneNumber: `07${serial}`,
    idNumber: `${idBody}${luhnCheckDigit(idBody)}`,
    ...overrides,
  }
}

/** Where the product texts a customer's code: '+27' and the number without its leading 0. */
export const smsAddress = (customer: NewCustomer) => `+27${customer.phoneNumber.replace(/^0/, '')}`

/** A phone-sized page, as customers arrive. */
export const phonePage = () => newPage({ viewport: mobile, isMobile: true, hasTouch: true })

export async function fillEmailStep(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email)
  // A person clicks the label; the native checkbox under it is visually hidden.
  await page.getByText('I accept the terms and conditions and the privacy policy').click()
  await page.getByRole('button', { name: 'Next' }).click()
}

export async function fillPasswordStep(page: Page, customer: NewCustomer): Promise<void> {
  await passwordField(page, 'Password').fill(customer.password)
  await passwordField(page, 'Confirm password').fill(customer.password)
  await page.getByRole('button', { name: 'Next' }).click()
}

export async function fillDetailsStep(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(customer.firstName)
  await page.getByRole('textbox', { name: 'Surname' }).fill(customer.lastName)
  await page.getByRole('textbox', { name: 'Cellphone number' }).fill(customer.phoneNumber)
  await page.getByRole('textbox', { name: 'South African ID Number' }).fill(customer.idNumber)
  await page.getByRole('button', { name: 'Sign up' }).click()
}

/** Opens /sign-up and goes through the three steps. */
export async function signUpThroughTheForm(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/sign-up')
  await fillEmailStep(page, customer)
  await fillPasswordStep(page, customer)
  await fillDetailsStep(page, customer)
}

/** Types a code into the six boxes the way a person does: focus the first and type. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code, { delay: 30 })
}

/** This file's script calls come from an address of their own, as each page's do (sign-ins are limited per address). */
const scriptAddress = ownClientAddress()

/** POST to the API as a script would (not through a page). */
export async function callApi(path: string, body: object, accessToken?: string) {
  const response = await fetch(`${product().baseURL}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': scriptAddress,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => undefined)) as Record<string, unknown> }
}

/**
 * axe on the page as it settles. React Aria announces a pending button ('Submitting') with an image labelled by the
 * button's id and keeps it for 7 s; once the page has moved on, axe may find that image without a
 * name (a fresh-clone run did, after a wait for labels whose element exists). Waits for announcements to expire.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-live-announcer] [role="img"]').length === 0,
    undefined,
    { timeout: 10_000 },
  )
  await expectNoAxeViolations(page)
}
