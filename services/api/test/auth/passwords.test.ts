import { users } from '@vigil/db/schema'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendCreatePasswordLink } from '../../src/areas/auth/password-links.ts'
import { createTestApp, demoRoles, drivers, type TestApp } from '../harness.ts'

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers })
const lastToken = (t: TestApp) => new URL(/https?:\/\/\S+/.exec(t.emails.at(-1)!.body)![0]).searchParams.get('token')!
const NEW_PASSWORD = 'Brand-new-pass-2!'
/** The demo accounts all have a password; an account an agent just onboarded has none. */
const withoutPassword = (t: TestApp, userId: number) =>
  t.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId))
const passwordHashOf = async (t: TestApp, userId: number) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash

describe.each(drivers)('password reset, creation and update on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('emails a single-use reset link that sets a new password and ends existing sessions', async () => {
    const email = demoSignIns['Company-Admin']
    const session = await t.signIn(email, DEMO_PASSWORD)
    expect((await post(t, '/Auth/StartPasswordReset', { Email: email.toUpperCase() })).statusCode).toBe(200)
    expect(t.emails.at(-1)).toMatchObject({ to: email, subject: 'Reset your Vigil password' })
    expect(t.emails.at(-1)!.body).toContain('http://vigil.test/reset-password?token=')
    const passwordResetToken = lastToken(t)
    expect((await post(t, '/Auth/VerifyPasswordReset', { passwordResetToken })).statusCode).toBe(200)
    const completed = await post(t, '/Auth/CompletePasswordReset', {
      passwordResetToken,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    expect(completed.statusCode).toBe(200)
    await expect(t.signIn(email, NEW_PASSWORD)).resolves.toMatchObject({ userRole: 'Company-Admin' })
    const again = await post(t, '/Auth/CompletePasswordReset', {
      passwordResetToken,
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
    })
    expect(again.json().errors).toEqual({ passwordResetToken: ['This link is invalid or has expired'] })
    const refreshed = await post(t, '/Auth/RefreshTokens', session)
    expect(refreshed.statusCode).toBe(401)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const sent = t.emails.length
    const response = await post(t, '/Auth/StartPasswordReset', { Email: 'stranger@example.co.za' })
    expect(response.statusCode).toBe(200)
    expect(t.emails.length).toBe(sent)
  })

  it('checks the reset form with the domain messages', async () => {
    const invalidEmail = await post(t, '/Auth/StartPasswordReset', { Email: 'nope' })
    expect(invalidEmail.json().errors).toEqual({ Email: ['Please provide a valid email address'] })
    const weak = await post(t, '/Auth/CompletePasswordReset', {
      passwordResetToken: 'x',
      password: 'short',
      passwordConfirmation: 'other',
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().errors.password[0]).toMatch(/^Password must be at least 8 characters/)
    expect(weak.json().errors.passwordConfirmation).toEqual(['Passwords do not match'])
    const missing = await post(t, '/Auth/VerifyPasswordReset', {})
    expect(missing.json().errors).toEqual({ passwordResetToken: ['This field is required'] })
  })

  it('refuses an unknown or expired reset token', async () => {
    const unknown = await post(t, '/Auth/VerifyPasswordReset', { passwordResetToken: 'made-up' })
    expect(unknown.statusCode).toBe(400)
    await post(t, '/Auth/StartPasswordReset', { Email: demoSignIns['Technical-Agent'] })
    const passwordResetToken = lastToken(t)
    t.clock.advance(61 * 60 * 1000)
    const expired = await post(t, '/Auth/VerifyPasswordReset', { passwordResetToken })
    expect(expired.json().errors).toEqual({ passwordResetToken: ['This link is invalid or has expired'] })
  })

  it('lets an account holder created by an agent create a password from the emailed link, once', async () => {
    const userId = t.demo.accountHolderIds[4]!
    await withoutPassword(t, userId)
    await sendCreatePasswordLink(t.app, userId)
    expect(t.emails.at(-1)!.subject).toBe('Create your Vigil password')
    const passwordResetToken = lastToken(t)
    expect(t.emails.at(-1)!.body).toContain('/create-password?token=')
    // The dashboard's page is for staff: an account holder's link does not complete there.
    expect((await post(t, '/Auth/VerifyPasswordReset', { passwordResetToken })).statusCode).toBe(400)
    const reset = await post(t, '/Auth/CompletePasswordReset', {
      passwordResetToken,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    expect(reset.statusCode).toBe(400)
    const created = await post(t, '/My/CreatePassword', { password: NEW_PASSWORD, passwordResetToken })
    expect(created.statusCode).toBe(200)
    const again = await post(t, '/My/CreatePassword', { password: NEW_PASSWORD, passwordResetToken })
    expect(again.statusCode).toBe(400)
    const weak = await post(t, '/My/CreatePassword', { password: 'password', passwordResetToken: '' })
    expect(weak.json().errors).toEqual({
      password: [expect.stringMatching(/^Password must be/)],
      passwordResetToken: ['This field is required'],
    })
  })

  it("sends staff to the dashboard's 'Create a password' page, which completes their invitation once", async () => {
    const [staff] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoSignIns['Technical-Agent']))
    await withoutPassword(t, staff!.id)
    await sendCreatePasswordLink(t.app, staff!.id)
    expect(t.emails.at(-1)!.subject).toBe('Create your Vigil dashboard password')
    expect(t.emails.at(-1)!.body).toContain('http://vigil.test/reset-password?token=')
    expect(t.emails.at(-1)!.body).not.toContain('mobile app')
    const passwordResetToken = lastToken(t)
    expect((await post(t, '/Auth/VerifyPasswordReset', { passwordResetToken })).statusCode).toBe(200)
    const body = { passwordResetToken, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    expect((await post(t, '/Auth/CompletePasswordReset', body)).statusCode).toBe(200)
    expect((await post(t, '/Auth/CompletePasswordReset', body)).statusCode).toBe(400)
    await expect(t.signIn(demoSignIns['Technical-Agent'], NEW_PASSWORD)).resolves.toMatchObject({
      userRole: 'Technical-Agent',
    })
    await t.db
      .update(users)
      .set({ passwordHash: await passwordHashOf(t, t.demo.accountHolderIds[0]!) })
      .where(eq(users.id, staff!.id))
  })

  it('a resent create-password link replaces the earlier one', async () => {
    const userId = t.demo.accountHolderIds[5]!
    await withoutPassword(t, userId)
    await sendCreatePasswordLink(t.app, userId)
    const first = lastToken(t)
    await sendCreatePasswordLink(t.app, userId)
    const second = lastToken(t)
    expect(
      (await post(t, '/My/CreatePassword', { password: NEW_PASSWORD, passwordResetToken: first })).statusCode,
    ).toBe(400)
    expect(
      (await post(t, '/My/CreatePassword', { password: NEW_PASSWORD, passwordResetToken: second })).statusCode,
    ).toBe(200)
  })

  it('never lets a create-password link replace a password the account already has', async () => {
    const userId = t.demo.accountHolderIds[6]!
    await withoutPassword(t, userId)
    await sendCreatePasswordLink(t.app, userId)
    const passwordResetToken = lastToken(t)
    // Meanwhile the owner set a password (by the reset flow, say): the old link must not replace it.
    await t.db.update(users).set({ passwordHash: 'owner-set' }).where(eq(users.id, userId))
    const created = await post(t, '/My/CreatePassword', { password: NEW_PASSWORD, passwordResetToken })
    expect(created.statusCode).toBe(400)
    expect(created.json().errors).toEqual({ passwordResetToken: ['This link is invalid or has expired'] })
    expect(await passwordHashOf(t, userId)).toBe('owner-set')
  })

  it.each(demoRoles)('lets a signed-in %s update their password', async (role) => {
    const email = demoSignIns[role]
    const currentPassword = role === 'Company-Admin' ? NEW_PASSWORD : DEMO_PASSWORD
    const { accessToken } = await t.signIn(email, currentPassword)
    const password = `${role}-Pass-3!`
    const response = await post(
      t,
      '/My/UpdatePassword',
      { currentPassword, password, passwordConfirmation: password },
      { authorization: `Bearer ${accessToken}` },
    )
    expect(response.statusCode).toBe(200)
    await expect(t.signIn(email, password)).resolves.toMatchObject({ userRole: role })
  })

  it('refuses an anonymous or expired update, and checks the form', async () => {
    const anonymous = await post(t, '/My/UpdatePassword', {
      currentPassword: 'Admin-Pass-3!',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    expect(anonymous.statusCode).toBe(401)
    const { accessToken } = await t.signIn(demoSignIns.Admin, 'Admin-Pass-3!')
    const headers = { authorization: `Bearer ${accessToken}` }
    const mismatch = await post(t, '/My/UpdatePassword', { password: NEW_PASSWORD, passwordConfirmation: 'x' }, headers)
    expect(mismatch.json().errors).toEqual({
      currentPassword: ['This field is required'],
      passwordConfirmation: ['Passwords do not match'],
    })
    const change = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    const wrong = await post(t, '/My/UpdatePassword', { currentPassword: 'Not-my-pass-1!', ...change }, headers)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.headers['content-type']).toContain('application/problem+json')
    expect(wrong.json().errors).toEqual({ currentPassword: ['Your current password is not correct'] })
    // The wrong guess changed nothing: the old password still signs in, the new one does not.
    await expect(t.signIn(demoSignIns.Admin, 'Admin-Pass-3!')).resolves.toMatchObject({ userRole: 'Admin' })
    expect(
      (await post(t, '/Auth/SignInByEmail', { email: demoSignIns.Admin, password: NEW_PASSWORD })).statusCode,
    ).toBe(400)
    t.clock.advance(16 * 60 * 1000)
    const expired = await post(t, '/My/UpdatePassword', { currentPassword: 'Admin-Pass-3!', ...change }, headers)
    expect(expired.statusCode).toBe(401)
    expect(expired.json().detail).toBe('The access token has expired.')
  })
})
