import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type InstallationBookingUpdatePayload,
  installationBookingUpdateStruct,
  type NewInstallationBookingPayload,
  newInstallationBookingStruct,
} from '@vigil/domain'
import { notFound, problemResponses, signedInUser } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { IdParams } from '../users/schemas.ts'
import { InstallationBookingSchema, InstallationBookingUpdateBody, NewInstallationBookingBody } from './schemas.ts'
import { bookInstallation, bookingMessages, rescheduleInstallation } from './service.ts'
import { findBooking } from './store.ts'

const tags = ['Installation booking']

/** Installation bookings: a vehicle is Scheduled once booked at a fitment centre. */
export const bookingsArea: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/InstallationBookings',
    {
      config: { access: 'installationBookings.write', payload: newInstallationBookingStruct },
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
      return bookInstallation(app, request.body as unknown as NewInstallationBookingPayload, caller.id)
    },
  )

  app.put(
    '/InstallationBookings/:id',
    {
      config: { access: 'installationBookings.write', payload: installationBookingUpdateStruct },
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
      if (!booking) throw notFound(bookingMessages.bookingNotFound)
      const updated = await rescheduleInstallation(
        app,
        booking,
        request.body as unknown as InstallationBookingUpdatePayload,
      )
      return updated!
    },
  )
}
