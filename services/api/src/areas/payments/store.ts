import type { Database } from '@vigil/db'
import { payments, subscriptions } from '@vigil/db/schema'
import { and, eq, inArray } from 'drizzle-orm'

export async function insertPayment(db: Database, payment: typeof payments.$inferInsert) {
  await db
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.subscriptionId, payment.subscriptionId), eq(payments.status, 'pending')))
  const [created] = await db.insert(payments).values(payment).returning()
  await db
    .update(subscriptions)
    .set({ paymentLink: payment.checkoutUrl })
    .where(eq(subscriptions.id, payment.subscriptionId))
  return created!
}

/** The payment with what the checkout page shows. */
export async function findPaymentByReference(db: Database, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.providerReference, reference))
  return payment
}

/**
 * Records a provider's notice. A paid deposit activates the subscription, even on a link a retry replaced: the money
 * arrived. Notices repeat, so this is idempotent.
 */
export async function recordPaymentNotice(db: Database, reference: string, paid: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set(paid ? { status: 'paid', paidOn: now } : { status: 'failed' })
      .where(and(eq(payments.providerReference, reference), inArray(payments.status, ['pending', 'superseded'])))
      .returning()
    if (!payment || !paid) return payment
    await tx
      .update(subscriptions)
      .set({ depositAmountPaid: true, depositPaidOn: now, status: 'Active' })
      .where(eq(subscriptions.id, payment.subscriptionId))
    return payment
  })
}
