import { DEFAULT_SUBSCRIPTION_PLAN_ID, SUBSCRIPTION_STATUSES, type Subscription } from '@vigil/domain'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { InstallationBookingDraftSchema } from '../bookings/schemas.ts'
import { declares, FilledIn, oneOf } from '../contract.ts'

// The document calls these booleans; the domain struct takes only true (the agent always acts for the user, and
// the first payment is the deposit).
const alwaysTrue = () => FilledIn(Type.Unsafe<true>(Type.Boolean({ default: true })))

export const SubscriptionRequestBody = Type.Object(
  {
    subscriptionPlanId: FilledIn(Type.Integer({ default: DEFAULT_SUBSCRIPTION_PLAN_ID })),
    vehicleId: Type.Integer(),
    isOffline: FilledIn(Type.Boolean({ default: false })),
    initiallyPayDepositOnly: alwaysTrue(),
    installationBooking: Type.Optional(Type.Union([ref(InstallationBookingDraftSchema), Type.Null()])),
    createdByAgentOnBehalfOfUser: alwaysTrue(),
  },
  { $id: 'SubscriptionRequest', title: 'SubscriptionRequest' },
)

export const SubscriptionSchema = declares<Subscription>()(
  Type.Object(
    {
      id: Type.Integer(),
      vehicleId: Type.Integer(),
      subscriptionPlanId: Type.Integer(),
      installationBookingId: Type.Union([Type.Integer(), Type.Null()]),
      isOffline: Type.Boolean(),
      depositCents: Type.Integer({ description: '149900 is shown as R1 499.' }),
      depositAmountPaid: Type.Boolean(),
      status: oneOf(SUBSCRIPTION_STATUSES),
      paymentLink: Type.Union([Type.String(), Type.Null()], {
        description: 'The deposit checkout; null when offline.',
      }),
    },
    { $id: 'Subscription', title: 'Subscription' },
  ),
)
