import type { Database } from '@vigil/db'
import { installationBookings } from '@vigil/db/schema'
import { and, eq } from 'drizzle-orm'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Transaction

export const bookingSelection = {
  id: installationBookings.id,
  vehicleId: installationBookings.vehicleId,
  fitmentCenterId: installationBookings.fitmentCenterId,
  installationUtcDateTime: installationBookings.installationUtcDateTime,
  onboardingExistingClient: installationBookings.onboardingExistingClient,
  active: installationBookings.active,
}

export async function findBooking(db: Executor, id: number) {
  const [booking] = await db.select(bookingSelection).from(installationBookings).where(eq(installationBookings.id, id))
  return booking
}

export type NewBooking = typeof installationBookings.$inferInsert

/** Books the installation, replacing the vehicle's earlier booking (the vehicle is Scheduled from then on). */
export async function insertBooking(db: Executor, booking: NewBooking) {
  await db
    .update(installationBookings)
    .set({ active: false })
    .where(and(eq(installationBookings.vehicleId, booking.vehicleId), eq(installationBookings.active, true)))
  const [created] = await db.insert(installationBookings).values(booking).returning(bookingSelection)
  return created!
}

export type BookingChange = Pick<NewBooking, 'fitmentCenterId' | 'installationUtcDateTime' | 'active'>

/** Reschedules (or cancels, with active false) a booking; a vehicle left with no active booking is pending again. */
export async function updateBooking(db: Database, id: number, change: BookingChange) {
  const [updated] = await db
    .update(installationBookings)
    .set(change)
    .where(eq(installationBookings.id, id))
    .returning(bookingSelection)
  return updated
}
