import { invalidFields, notFoundMessages, Refusal, validationMessages } from '@vigil/domain'
import type { ApiServices } from '../../services.ts'
import { findActiveFitmentCenter } from '../reference/store.ts'
import { findVehicleOwner } from '../users/store.ts'
import { type BookingChange, insertBooking, updateBooking } from './store.ts'

export type BookingRequest = {
  vehicleId: number
  fitmentCenterId: number | string
  installationUtcDateTime: string
  onboardingExistingClient: boolean
}

/** Field checks that need the database and the clock: an active centre, and a future time for a new installation. */
async function checkSchedule(app: ApiServices, fitmentCenterId: number, when: Date, allowPast: boolean, prefix = '') {
  if (!(await findActiveFitmentCenter(app.db, fitmentCenterId))) {
    throw invalidFields({ [`${prefix}fitmentCenterId`]: validationMessages.required })
  }
  if (!allowPast && when.getTime() <= app.clock().getTime()) {
    throw invalidFields({ [`${prefix}installationUtcDateTime`]: validationMessages.futureDate })
  }
}

/** Books an installation; `prefix` keys field errors when the booking is nested in another payload. */
export async function bookInstallation(
  app: ApiServices,
  request: BookingRequest,
  createdByUserId: number,
  prefix = '',
) {
  if (!(await findVehicleOwner(app.db, request.vehicleId))) throw new Refusal('not-found', notFoundMessages.vehicle)
  const fitmentCenterId = Number(request.fitmentCenterId)
  const when = new Date(request.installationUtcDateTime)
  // Existing clients already have a device fitted, so their installation may lie in the past.
  await checkSchedule(app, fitmentCenterId, when, request.onboardingExistingClient, prefix)
  return app.db.transaction((tx) =>
    insertBooking(tx, {
      vehicleId: request.vehicleId,
      fitmentCenterId,
      installationUtcDateTime: when,
      onboardingExistingClient: request.onboardingExistingClient,
      createdByUserId,
      createdOn: app.clock(),
    }),
  )
}

export async function rescheduleInstallation(
  app: ApiServices,
  booking: { id: number; onboardingExistingClient: boolean },
  change: Omit<BookingChange, 'fitmentCenterId' | 'installationUtcDateTime'> & {
    fitmentCenterId: number | string
    installationUtcDateTime: string
  },
) {
  const fitmentCenterId = Number(change.fitmentCenterId)
  const when = new Date(change.installationUtcDateTime)
  const cancelling = change.active === false
  if (!cancelling) await checkSchedule(app, fitmentCenterId, when, booking.onboardingExistingClient)
  return updateBooking(app.db, booking.id, {
    fitmentCenterId,
    installationUtcDateTime: when,
    active: change.active ?? true,
  })
}
