import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { InstallationBookingDraftSchema } from '../bookings/schemas.ts'

export const SubscriptionRequestBody = Type.Object(
  {
    subscriptionPlanId: Type.Optional(Type.Integer({ default: 1 })),
    vehicleId: Type.Integer(),
    isOffline: Type.Optional(Type.Boolean({ default: false })),
    initiallyPayDepositOnly: Type.Optional(Type.Boolean({ default: true })),
    installationBooking: Type.Optional(Type.Union([ref(InstallationBookingDraftSchema), Type.Null()])),
    createdByAgentOnBehalfOfUser: Type.Optional(Type.Boolean({ default: true })),
  },
  { $id: 'SubscriptionRequest', title: 'SubscriptionRequest' },
)

export const SubscriptionSchema = Type.Object(
  {
    id: Type.Integer(),
    vehicleId: Type.Integer(),
    subscriptionPlanId: Type.Integer(),
    installationBookingId: Type.Union([Type.Integer(), Type.Null()]),
    isOffline: Type.Boolean(),
    depositCents: Type.Integer({ description: '149900 is shown as R1 499.' }),
    depositAmountPaid: Type.Boolean(),
    status: Type.Union([Type.Literal('PendingDeposit'), Type.Literal('Active'), Type.Literal('Cancelled')]),
    paymentLink: Type.Union([Type.String(), Type.Null()], { description: 'The deposit checkout; null when offline.' }),
  },
  { $id: 'Subscription', title: 'Subscription' },
)
