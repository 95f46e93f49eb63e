import { installationBookingUpdateStruct, newInstallationBookingStruct, notFoundMessages } from '@vigil/domain'
import { notFound, problemResponses, signedInUser } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { IdParams } from '../users/schemas.ts'
import { InstallationBookingSchema, InstallationBookingUpdateBody, NewInstallationBookingBody } from './schemas.ts'
import { bookInstallation, rescheduleInstallation } from './service.ts'
import { findBooking } from './store.ts'

const tags = ['Installation booking']

/** Installation bookings: a vehicle is Scheduled once booked at a fitment centre. */
export const bookingsArea: AreaPlugin = async (app) => {
  app.post(
    '/InstallationBookings',
    {
      config: {
        access: 'installationBookings.write',
        payload: bodyCheckedBy(NewInstallationBookingBody, newInstallationBookingStruct),
      },
      schema: {
        operationId: 'addInstallationBooking',
        tags,
        summary: 'Books an installation (new ones only in the future); the vehicle becomes Scheduled.',
        body: ref(NewInstallationBookingBody),
        response: { 200: ref(InstallationBookingSchema), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      const caller = signedInUser(request)
      return bookInstallation(app, request.body, caller.id)
    },
  )

  app.put(
    '/InstallationBookings/:id',
    {
      config: {
        access: 'installationBookings.write',
        payload: bodyCheckedBy(InstallationBookingUpdateBody, installationBookingUpdateStruct),
      },
      schema: {
        operationId: 'updateInstallationBooking',
        tags,
        summary: 'Reschedules a booking, or cancels it with active false (the vehicle is then Booking-Pending).',
        params: IdParams,
        body: ref(InstallationBookingUpdateBody),
        response: { 200: ref(InstallationBookingSchema), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      const booking = await findBooking(app.db, Number(request.params.id))
      if (!booking) throw notFound(notFoundMessages.installationBooking)
      const updated = await rescheduleInstallation(app, booking, request.body)
      return updated!
    },
  )
}
