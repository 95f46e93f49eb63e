import { roles, users } from '@vigil/db/schema'
import { luhnCheckDigit } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

// One-time codes the test chooses: the product draws each code with randomInt(0, 1_000_000); a queued value answers
// the next such draw (the rest stay random), so a resent code is known to differ from the first.
const codes = vi.hoisted(() => [] as number[])
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  const randomInt = ((...args: unknown[]) =>
    args[0] === 0 && args[1] === 1_000_000 && codes.length > 0
      ? codes.shift()
      : (actual.randomInt as (...a: unknown[]) => number)(...args)) as typeof actual.randomInt
  return { ...actual, randomInt, default: { ...actual, randomInt } }
})

let phoneSequence = 0
const signUpForm = (overrides: Record<string, unknown> = {}) => {
  phoneSequence += 1
  return {
    Email: `new.customer${phoneSequence}@example.co.za`,
    Password: 'Strong-pass-1!',
    FirstName: 'Naledi',
    LastName: 'Mahlangu',
    IdNumber: `900101500908${luhnCheckDigit('900101500908')}`,
    IdNumberIsSouthAfrican: true,
    PhoneCode: 27,
    PhoneNumber: `072${String(phoneSequence).padStart(7, '0')}`,
    AcceptedTermsAndConditionsAndPolicy: true,
    AcceptedToAllowInformationToBeUsedToContact: false,
    turnstileToken: 'token',
    ...overrides,
  }
}

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload })
const lastCode = (t: TestApp) => /\b(\d{6})\b/.exec(t.sms.at(-1)!.body)![1]!

describe.each(drivers)('signing up and confirming the phone on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('creates an Account-Holder with consents and texts a six-digit code', async () => {
    const form = signUpForm()
    const response = await post(t, '/Auth/SignUp', form)
    expect(response.json()).toMatchObject({ id: expect.any(Number) })
    expect(response.statusCode).toBe(200)
    const { id } = response.json()
    expect(response.json()).toEqual({
      id,
      phoneCode: 27,
      phoneNumber: form.PhoneNumber.slice(1),
      resendAfterSeconds: 60,
    })
    const [created] = await t.db
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
    expect(created).toMatchObject({
      role: 'Account-Holder',
      user: { phoneConfirmed: false, acceptedTermsAndConditionsAndPolicy: true, idNumberIsSouthAfrican: true },
    })
    expect(created!.user.passwordHash).toMatch(/^\$argon2id\$/)
    expect(t.sms.at(-1)!.to).toBe(`+27${form.PhoneNumber.slice(1)}`)
    expect(lastCode(t)).toMatch(/^\d{6}$/)
  })

  it.each([
    ['Email', { Email: 'not-an-email' }, 'Please provide a valid email address'],
    ['Email', { Email: '' }, 'This field is required'],
    ['Password', { Password: 'weak' }, expect.stringMatching(/^Password must be at least 8 characters/)],
    ['FirstName', { FirstName: ' ' }, 'This field is required'],
    ['LastName', { LastName: undefined }, 'This field is required'],
    ['IdNumber', { IdNumber: '123' }, 'Please provide a valid ID number'],
    ['IdNumber', { IdNumberIsSouthAfrican: false, IdNumber: 'AB-12' }, 'Please provide a valid passport number'],
    ['PhoneNumber', { PhoneNumber: '12345' }, 'Please provide a valid phone number'],
    ['AcceptedTermsAndConditionsAndPolicy', { AcceptedTermsAndConditionsAndPolicy: false }, 'This field is required'],
  ])('refuses a bad %s with the domain message', async (field, overrides, message) => {
    const response = await post(t, '/Auth/SignUp', signUpForm(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[field]).toEqual([message])
  })

  it('refuses an email that already has an account, whatever its case', async () => {
    const response = await post(t, '/Auth/SignUp', signUpForm({ Email: 'THANDI.NKOSI@demo.vigil.local' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.Email).toEqual(['An account with this email address already exists'])
  })

  it('confirms the phone with the texted code', async () => {
    const form = signUpForm()
    const { id } = (await post(t, '/Auth/SignUp', form)).json()
    const response = await post(t, '/Auth/ConfirmPhone', {
      PhoneCode: 27,
      PhoneNumber: form.PhoneNumber,
      PhoneConfirmationToken: lastCode(t),
    })
    expect(response.statusCode).toBe(200)
    const [user] = await t.db.select().from(users).where(eq(users.id, id))
    expect(user!.phoneConfirmed).toBe(true)
  })

  it('refuses a wrong code, then stops after five attempts even for the right one', async () => {
    const form = signUpForm()
    await post(t, '/Auth/SignUp', form)
    const code = lastCode(t)
    const wrong = code === '000000' ? '111111' : '000000'
    const attempt = (PhoneConfirmationToken: string) =>
      post(t, '/Auth/ConfirmPhone', { PhoneCode: 27, PhoneNumber: form.PhoneNumber, PhoneConfirmationToken })
    const first = await attempt(wrong)
    expect(first.statusCode).toBe(400)
    expect(first.json().errors).toEqual({ PhoneConfirmationToken: ['The code is not valid'] })
    for (let i = 0; i < 4; i++) await attempt(wrong)
    const blocked = await attempt(code)
    expect(blocked.json().errors.PhoneConfirmationToken).toEqual(['Too many attempts. Please request a new code.'])
  })

  it('refuses an expired code', async () => {
    const form = signUpForm()
    await post(t, '/Auth/SignUp', form)
    t.clock.advance(11 * 60 * 1000)
    const response = await post(t, '/Auth/ConfirmPhone', {
      PhoneCode: 27,
      PhoneNumber: form.PhoneNumber,
      PhoneConfirmationToken: lastCode(t),
    })
    expect(response.json().errors.PhoneConfirmationToken).toEqual(['The code has expired. Please request a new one.'])
  })

  it('checks the confirmation payload with the domain messages', async () => {
    const response = await post(t, '/Auth/ConfirmPhone', { PhoneNumber: '0', PhoneConfirmationToken: '12a' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      PhoneNumber: ['Please provide a valid phone number'],
      PhoneConfirmationToken: ['Please enter the 6-digit code'],
    })
  })

  it('resends a new code only after the cooldown, and the new code replaces the old', async () => {
    const form = signUpForm()
    codes.push(123_456, 654_321)
    await post(t, '/Auth/SignUp', form)
    const oldCode = lastCode(t)
    expect(oldCode).toBe('123456')
    const resend = () => post(t, '/Auth/ResendPhoneConfirmation', { phoneCode: 27, phoneNumber: form.PhoneNumber })
    const tooSoon = await resend()
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().errors.phoneNumber[0]).toMatch(/^Please wait \d+ seconds before requesting a new code$/)
    t.clock.advance(61 * 1000)
    const sent = t.sms.length
    const resent = await resend()
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toEqual({ resendAfterSeconds: 60 })
    expect(t.sms.length).toBe(sent + 1)
    const newCode = lastCode(t)
    expect(newCode).toBe('654321')
    const old = await post(t, '/Auth/ConfirmPhone', {
      PhoneNumber: form.PhoneNumber,
      PhoneConfirmationToken: oldCode,
    })
    expect(old.statusCode).toBe(400)
    expect(old.json().errors.PhoneConfirmationToken).toEqual(['The code is not valid'])
    const confirmed = await post(t, '/Auth/ConfirmPhone', {
      PhoneNumber: form.PhoneNumber,
      PhoneConfirmationToken: newCode,
    })
    expect(confirmed.statusCode).toBe(200)
  })

  it('answers a resend for an unknown number like any other, without texting', async () => {
    const sent = t.sms.length
    const response = await post(t, '/Auth/ResendPhoneConfirmation', { phoneCode: 27, phoneNumber: '799999999' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ resendAfterSeconds: 60 })
    expect(t.sms.length).toBe(sent)
    const invalid = await post(t, '/Auth/ResendPhoneConfirmation', { phoneNumber: 'abc' })
    expect(invalid.json().errors).toEqual({ phoneNumber: ['Please provide a valid phone number'] })
  })
})

describe('sign-up with Turnstile switched on', () => {
  let t: TestApp
  const verified: string[] = []
  beforeAll(async () => {
    t = await createTestApp({
      driver: 'pglite',
      config: { turnstileSecret: 'secret' },
      fetch: async (_url, init) => {
        const token = new URLSearchParams(String(init?.body)).get('response')!
        verified.push(token)
        return Response.json({ success: token === 'human' })
      },
    })
  })
  afterAll(() => t.close())

  it('accepts a token that siteverify confirms and refuses one it does not', async () => {
    expect((await post(t, '/Auth/SignUp', signUpForm({ turnstileToken: 'human' }))).statusCode).toBe(200)
    const bot = await post(t, '/Auth/SignUp', signUpForm({ turnstileToken: 'bot' }))
    expect(bot.statusCode).toBe(400)
    expect(bot.json().errors).toEqual({ turnstileToken: ['The security check failed. Please try again.'] })
    const missing = await post(t, '/Auth/SignUp', signUpForm({ turnstileToken: undefined }))
    expect(missing.statusCode).toBe(400)
    expect(verified).toEqual(['human', 'bot'])
  })
})
