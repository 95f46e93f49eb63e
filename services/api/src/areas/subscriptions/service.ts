import {
  formatRands,
  invalidFields,
  notFoundMessages,
  notificationMessages,
  Refusal,
  requestMessages,
  roleCan,
  type SubscriptionRequestPayload,
  subscriptionMessages,
  validationMessages,
} from '@vigil/domain'
import type { AuthenticatedUser } from '@vigil/server-kit'
import type { ApiServices } from '../../services.ts'
import { bookInstallation } from '../bookings/service.ts'
import { newPaymentReference, paymentProviderFor } from '../payments/provider.ts'
import { insertPayment } from '../payments/store.ts'
import { findAvailableSubscriptionPlan } from '../reference/store.ts'
import {
  findActiveBookingId,
  findSubscription,
  findVehicleWithOwner,
  hasActiveSubscription,
  insertSubscription,
} from './store.ts'

const conflict = (detail: string) => new Refusal('conflict', detail)

type Owner = { ownerEmail: string; ownerFirstName: string; registrationNumber: string }

/** Issues a new deposit link at the provider and emails it to the account holder. */
async function sendDepositLink(app: ApiServices, subscription: { id: number; depositCents: number }, owner: Owner) {
  const reference = newPaymentReference()
  const provider = paymentProviderFor(app.config)
  const { checkoutUrl } = await provider.createCheckout({
    reference,
    amountCents: subscription.depositCents,
    description: `Vigil deposit for ${owner.registrationNumber}`,
    customerEmail: owner.ownerEmail,
  })
  await insertPayment(app.db, {
    subscriptionId: subscription.id,
    provider: provider.name,
    providerReference: reference,
    amountCents: subscription.depositCents,
    checkoutUrl,
    createdOn: app.clock(),
  })
  await app.notifier.email({
    to: owner.ownerEmail,
    subject: notificationMessages.deposit.subject,
    body: notificationMessages.deposit.body(
      owner.ownerFirstName,
      formatRands(subscription.depositCents / 100),
      owner.registrationNumber,
      checkoutUrl,
    ),
  })
  return checkoutUrl
}

/**
 * Subscribes a vehicle to a plan: books the installation from the draft when the vehicle has no booking yet, then
 * (unless offline) sends the deposit payment link. `anyVehicle` is false for an account holder's own request.
 */
export async function subscribe(app: ApiServices, body: SubscriptionRequestPayload, caller: AuthenticatedUser) {
  const vehicle = await findVehicleWithOwner(app.db, body.vehicleId)
  if (!vehicle) throw new Refusal('not-found', notFoundMessages.vehicle)
  if (!roleCan(caller.role, 'subscriptions.create') && vehicle.userId !== caller.id)
    throw new Refusal('not-allowed', requestMessages.notAllowed)
  const plan = await findAvailableSubscriptionPlan(app.db, body.subscriptionPlanId)
  if (!plan) throw invalidFields({ subscriptionPlanId: validationMessages.required })
  if (await hasActiveSubscription(app.db, vehicle.id)) throw conflict(subscriptionMessages.alreadySubscribed)

  let installationBookingId = await findActiveBookingId(app.db, vehicle.id)
  if (installationBookingId === undefined && body.installationBooking) {
    const booking = await bookInstallation(
      app,
      { ...body.installationBooking, vehicleId: vehicle.id, onboardingExistingClient: false },
      caller.id,
      'installationBooking.',
    )
    installationBookingId = booking.id
  }
  const isOffline = body.isOffline || plan.isOffline
  const subscription = await insertSubscription(app.db, {
    vehicleId: vehicle.id,
    subscriptionPlanId: plan.id,
    installationBookingId: installationBookingId ?? null,
    isOffline,
    initiallyPayDepositOnly: body.initiallyPayDepositOnly,
    createdByAgentOnBehalfOfUser: body.createdByAgentOnBehalfOfUser,
    createdByUserId: caller.id,
    depositCents: plan.depositCents,
    createdOn: app.clock(),
  })
  if (isOffline) return subscription
  return { ...subscription, paymentLink: await sendDepositLink(app, subscription, vehicle) }
}

/** FirstPaymentRetry: a new deposit link replaces the previous one. */
export async function retryFirstPayment(app: ApiServices, subscriptionId: number) {
  const subscription = await findSubscription(app.db, subscriptionId)
  if (!subscription) throw new Refusal('not-found', notFoundMessages.subscription)
  if (subscription.depositAmountPaid) throw conflict(subscriptionMessages.depositPaid)
  if (subscription.status === 'Cancelled') throw conflict(subscriptionMessages.cancelled)
  if (subscription.isOffline) throw conflict(subscriptionMessages.offline)
  const vehicle = await findVehicleWithOwner(app.db, subscription.vehicleId)
  return { ...subscription, paymentLink: await sendDepositLink(app, subscription, vehicle!) }
}
