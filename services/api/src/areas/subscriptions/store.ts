import type { Database } from '@vigil/db'
import { installationBookings, payments, subscriptions, users, vehicles } from '@vigil/db/schema'
import { and, eq, inArray } from 'drizzle-orm'

export async function findVehicleWithOwner(db: Database, vehicleId: number) {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      userId: vehicles.userId,
      registrationNumber: vehicles.registrationNumber,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(eq(vehicles.id, vehicleId))
  return vehicle
}

export async function findActiveBookingId(db: Database, vehicleId: number) {
  const [booking] = await db
    .select({ id: installationBookings.id })
    .from(installationBookings)
    .where(and(eq(installationBookings.vehicleId, vehicleId), eq(installationBookings.active, true)))
  return booking?.id
}

export const subscriptionSelection = {
  id: subscriptions.id,
  vehicleId: subscriptions.vehicleId,
  subscriptionPlanId: subscriptions.subscriptionPlanId,
  installationBookingId: subscriptions.installationBookingId,
  isOffline: subscriptions.isOffline,
  depositCents: subscriptions.depositCents,
  depositAmountPaid: subscriptions.depositAmountPaid,
  status: subscriptions.status,
  paymentLink: subscriptions.paymentLink,
}

export async function findSubscription(db: Database, id: number) {
  const [subscription] = await db.select(subscriptionSelection).from(subscriptions).where(eq(subscriptions.id, id))
  return subscription
}

export async function hasActiveSubscription(db: Database, vehicleId: number) {
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.vehicleId, vehicleId), eq(subscriptions.status, 'Active')))
  return active !== undefined
}

/** A new subscription replaces one still waiting for its deposit; the old links stop working. */
export async function insertSubscription(db: Database, subscription: typeof subscriptions.$inferInsert) {
  return db.transaction(async (tx) => {
    const pending = await tx
      .update(subscriptions)
      .set({ status: 'Cancelled' })
      .where(and(eq(subscriptions.vehicleId, subscription.vehicleId), eq(subscriptions.status, 'PendingDeposit')))
      .returning({ id: subscriptions.id })
    if (pending.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'cancelled' })
        .where(
          and(
            inArray(
              payments.subscriptionId,
              pending.map((row) => row.id),
            ),
            inArray(payments.status, ['pending', 'superseded']),
          ),
        )
    }
    const [created] = await tx.insert(subscriptions).values(subscription).returning(subscriptionSelection)
    return created!
  })
}
