import { fitmentCenters, payments, subscriptionPlans, subscriptions } from '@vigil/db/schema'
import { validationMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentProviderFor } from '../../src/areas/payments/provider.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs, expectAccess } from '../users/access.ts'

describe.each(drivers)('subscriptions and deposit payments on %s', (driver) => {
  let t: TestApp
  let centreId: number
  beforeAll(async () => {
    t = await createTestApp({ driver })
    centreId = (await t.db.select().from(fitmentCenters).limit(1))[0]!.id
  })
  afterAll(() => t.close())

  const later = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString()
  const request = (vehicleId: number, overrides: Record<string, unknown> = {}) => ({
    subscriptionPlanId: 1,
    vehicleId,
    isOffline: false,
    initiallyPayDepositOnly: true,
    installationBooking: { vehicleId, fitmentCenterId: String(centreId), installationUtcDateTime: later(2) },
    createdByAgentOnBehalfOfUser: true,
    ...overrides,
  })
  const subscribe = (vehicleId: number, overrides: Record<string, unknown> = {}) =>
    callAs(t, 'Technical-Agent', { method: 'POST', url: '/api/Subscriptions', payload: request(vehicleId, overrides) })
  /** Opens the checkout page like the customer's browser and presses one of its buttons. */
  const pressOnCheckout = async (paymentLink: string, button: 'paid' | 'failed') => {
    const page = await t.app.inject({ url: new URL(paymentLink).pathname })
    const notices = [...page.body.matchAll(/post\((\{[^)]*\})\)/g)].map((match) => JSON.parse(match[1]!))
    const notice = notices.find((candidate) => candidate.status === button)
    return t.app.inject({ method: 'POST', url: '/api/Payments/Webhook', payload: notice })
  }

  it('books the installation from the draft and emails the deposit link', async () => {
    const vehicleId = t.demo.vehicleIds[0]!
    const { status, body } = await subscribe(vehicleId)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      vehicleId,
      subscriptionPlanId: 1,
      depositCents: 149900,
      depositAmountPaid: false,
      status: 'PendingDeposit',
      installationBookingId: expect.any(Number),
      paymentLink: expect.stringMatching(/^http:\/\/vigil\.test\/api\/sandbox\/checkout\/pay_/),
    })
    const listed = await callAs(t, 'Admin', { method: 'GET', url: `/api/Vehicles?$filter=id eq ${vehicleId}` })
    expect(listed.body.items[0].onBoardingStatus).toBe('Scheduled')
    expect(t.emails.at(-1)).toMatchObject({
      to: 'thandi.nkosi@demo.vigil.local',
      body: expect.stringContaining('R1 499'),
    })
    expect(t.emails.at(-1)!.body).toContain(body.paymentLink)
  })

  it('shows the sandbox checkout, whose Pay button marks the deposit paid', async () => {
    const vehicleId = t.demo.vehicleIds[1]!
    const { body } = await subscribe(vehicleId)
    const page = await t.app.inject({ url: new URL(body.paymentLink).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Deposit due: R1 499')
    expect(page.body).toContain('>Pay</button>')
    const paid = await pressOnCheckout(body.paymentLink, 'paid')
    expect(paid.json()).toMatchObject({ status: 'paid' })
    const [stored] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, body.id))
    expect(stored).toMatchObject({ depositAmountPaid: true, status: 'Active' })
    const listed = await callAs(t, 'Admin', { method: 'GET', url: `/api/Vehicles?$filter=id eq ${vehicleId}` })
    expect(listed.body.items[0]).toMatchObject({ subscriptionId: body.id, subscriptionDepositAmountPaid: true })
    const reference = body.paymentLink.split('/').at(-1)
    const repeated = paymentProviderFor(t.app.config).notice(reference, true)
    const repeatedAnswer = await t.app.inject({ method: 'POST', url: '/api/Payments/Webhook', payload: repeated })
    expect(repeatedAnswer.json()).toEqual({ reference, status: 'paid' })
    expect((await t.app.inject({ url: new URL(body.paymentLink).pathname })).body).toContain('This payment is paid.')
    const again = await subscribe(vehicleId)
    expect(again.status).toBe(409)
    const retry = await callAs(t, 'Admin', { method: 'POST', url: `/api/Subscriptions/${body.id}/FirstPaymentRetry` })
    expect(retry.status).toBe(409)
  })

  it('issues a new link on FirstPaymentRetry and retires the old one', async () => {
    const { body } = await subscribe(t.demo.vehicleIds[2]!)
    const retry = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: `/api/Subscriptions/${body.id}/FirstPaymentRetry`,
    })
    expect(retry.status).toBe(200)
    expect(retry.body.paymentLink).not.toBe(body.paymentLink)
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, body.id)).orderBy(payments.id)
    expect(rows.map((row) => row.status)).toEqual(['superseded', 'pending'])
    const cancelled = await pressOnCheckout(retry.body.paymentLink, 'failed')
    expect(cancelled.json()).toMatchObject({ status: 'failed' })
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, body.id)))[0]!.depositAmountPaid).toBe(
      false,
    )
  })

  it('replaces a subscription still waiting for its deposit', async () => {
    const vehicleId = t.demo.vehicleIds[3]!
    const first = await subscribe(vehicleId)
    const second = await subscribe(vehicleId, { subscriptionPlanId: 2 })
    expect(second.status).toBe(200)
    const [old] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, first.body.id))
    expect(old!.status).toBe('Cancelled')
    const retry = await callAs(t, 'Admin', {
      method: 'POST',
      url: `/api/Subscriptions/${first.body.id}/FirstPaymentRetry`,
    })
    expect(retry.status).toBe(409)
  })

  it('sends no payment link for an offline subscription', async () => {
    const { status, body } = await subscribe(t.demo.vehicleIds[4]!, { isOffline: true })
    expect(status).toBe(200)
    expect(body).toMatchObject({ isOffline: true, paymentLink: null })
    const retry = await callAs(t, 'Admin', { method: 'POST', url: `/api/Subscriptions/${body.id}/FirstPaymentRetry` })
    expect(retry.status).toBe(409)
  })

  it.each([
    [{ vehicleId: 0 }, 'vehicleId', validationMessages.required],
    [
      { installationBooking: { vehicleId: 1, fitmentCenterId: '0', installationUtcDateTime: '2030-01-01T08:00:00Z' } },
      'installationBooking.fitmentCenterId',
      validationMessages.required,
    ],
    [
      { installationBooking: { vehicleId: 1, fitmentCenterId: '1', installationUtcDateTime: 'soon' } },
      'installationBooking.installationUtcDateTime',
      validationMessages.dateTime,
    ],
    [
      { installationBooking: { vehicleId: 1, fitmentCenterId: '1', installationUtcDateTime: '2001-01-01T08:00:00Z' } },
      'installationBooking.installationUtcDateTime',
      validationMessages.futureDate,
    ],
  ])('refuses %j', async (overrides, field, message) => {
    const { status, body } = await subscribe(t.demo.vehicleIds[5]!, overrides)
    expect(status).toBe(400)
    expect(body.errors[field]).toEqual([message])
  })

  it('refuses a plan that is not available, and answers 404 for unknown vehicles and subscriptions', async () => {
    await t.db.update(subscriptionPlans).set({ available: false }).where(eq(subscriptionPlans.id, 3))
    const unavailable = await subscribe(t.demo.vehicleIds[5]!, { subscriptionPlanId: 3 })
    expect(unavailable.body.errors.subscriptionPlanId).toEqual([validationMessages.required])
    expect((await subscribe(999999, { installationBooking: null })).status).toBe(404)
    expect(
      (await callAs(t, 'Admin', { method: 'POST', url: '/api/Subscriptions/999999/FirstPaymentRetry' })).status,
    ).toBe(404)
  })

  it("lets an account holder subscribe their own vehicle through /My, not someone else's", async () => {
    const own = t.demo.vehicleIds[0]!
    const other = t.demo.vehicleIds[6]!
    const payload = (vehicleId: number) => request(vehicleId, { isOffline: true, installationBooking: null })
    const mine = await callAs(t, 'Account-Holder', {
      method: 'POST',
      url: '/api/My/Offline_Subscription',
      payload: payload(own),
    })
    expect(mine.status).toBe(200)
    const theirs = await callAs(t, 'Account-Holder', {
      method: 'POST',
      url: '/api/My/Offline_Subscription',
      payload: payload(other),
    })
    expect(theirs.status).toBe(403)
    const agent = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: '/api/My/Offline_Subscription',
      payload: payload(other),
    })
    expect(agent.status).toBe(200)
    expect(
      (await callAs(t, 'anonymous', { method: 'POST', url: '/api/My/Offline_Subscription', payload: payload(own) }))
        .status,
    ).toBe(401)
  })

  it('refuses forged and unknown payment notices', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      payload: { reference: 'pay_x', status: 'paid', signature: 'forged' },
    })
    expect(forged.statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      payload: { reference: 'pay_x', status: 'paid' },
    })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json().errors).toEqual({ signature: [validationMessages.required] })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      payload: paymentProviderFor(t.app.config).notice('pay_unknown', true),
    })
    expect(unknown.statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/sandbox/checkout/pay_unknown' })).statusCode).toBe(404)
  })

  it('is for agents only', async () => {
    const { body } = await subscribe(t.demo.vehicleIds[7]!, { installationBooking: null })
    await expectAccess(t, 'subscriptions.retryPayment', 200, () => ({
      method: 'POST',
      url: `/api/Subscriptions/${body.id}/FirstPaymentRetry`,
    }))
    await expectAccess(t, 'subscriptions.create', 200, () => ({
      method: 'POST',
      url: '/api/Subscriptions',
      payload: request(t.demo.vehicleIds[8]!, { installationBooking: null }),
    }))
  })
})
