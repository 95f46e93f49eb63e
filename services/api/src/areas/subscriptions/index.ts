import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type SubscriptionRequestPayload, subscriptionRequestStruct } from '@vigil/domain'
import { Type } from 'typebox'
import { signedInUser } from '../../http/authorize.ts'
import { problemResponses } from '../../http/problem.ts'
import { InstallationBookingDraftSchema } from '../bookings/index.ts'
import { IdParams } from '../users/schemas.ts'
import { retryFirstPayment, subscribe } from './service.ts'

const SubscriptionRequestBody = Type.Object(
  {
    subscriptionPlanId: Type.Optional(Type.Integer({ default: 1 })),
    vehicleId: Type.Integer(),
    isOffline: Type.Optional(Type.Boolean({ default: false })),
    initiallyPayDepositOnly: Type.Optional(Type.Boolean({ default: true })),
    installationBooking: Type.Optional(Type.Union([InstallationBookingDraftSchema, Type.Null()])),
    createdByAgentOnBehalfOfUser: Type.Optional(Type.Boolean({ default: true })),
  },
  { $id: 'SubscriptionRequest', title: 'SubscriptionRequest' },
)

const SubscriptionSchema = Type.Object(
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

const responses = {
  200: SubscriptionSchema,
  404: Type.Ref('ProblemDetails'),
  409: Type.Ref('ProblemDetails'),
  ...problemResponses,
}
const tags = ['Subscriptions']

/** Subscriptions: choosing a plan sends the account holder the deposit payment link. */
export const subscriptionsArea: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Subscriptions',
    {
      config: { access: 'subscriptions.create', payload: subscriptionRequestStruct },
      schema: {
        operationId: 'addSubscription',
        tags,
        summary: 'Subscribes a vehicle and emails the deposit payment link (answered as paymentLink).',
        body: SubscriptionRequestBody,
        response: responses,
      },
    },
    async (request) => subscribe(app, request.body as unknown as SubscriptionRequestPayload, signedInUser(request)),
  )

  app.post(
    '/My/Offline_Subscription',
    {
      config: { access: 'my.subscription', payload: subscriptionRequestStruct },
      schema: {
        operationId: 'addMyOfflineSubscription',
        tags,
        summary: "The same request for one's own vehicle (agents may act on behalf of the account holder).",
        body: SubscriptionRequestBody,
        response: responses,
      },
    },
    async (request) => subscribe(app, request.body as unknown as SubscriptionRequestPayload, signedInUser(request)),
  )

  app.post(
    '/Subscriptions/:id/FirstPaymentRetry',
    {
      config: { access: 'subscriptions.retryPayment' },
      schema: {
        operationId: 'retryFirstPayment',
        tags,
        summary: 'Issues and emails a new deposit payment link; the previous link stops working.',
        params: IdParams,
        response: responses,
      },
    },
    async (request) => retryFirstPayment(app, Number(request.params.id)),
  )
}
