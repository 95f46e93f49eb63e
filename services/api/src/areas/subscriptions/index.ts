import { subscriptionRequestStruct } from '@vigil/domain'
import { problemResponses, signedInUser } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { IdParams } from '../users/schemas.ts'
import { SubscriptionRequestBody, SubscriptionSchema } from './schemas.ts'
import { retryFirstPayment, subscribe } from './service.ts'

const responses = {
  200: ref(SubscriptionSchema),
  404: Type.Ref('ProblemDetails'),
  409: Type.Ref('ProblemDetails'),
  ...problemResponses,
}
const tags = ['Subscriptions']

/** Subscriptions: choosing a plan sends the account holder the deposit payment link. */
export const subscriptionsArea: AreaPlugin = async (app) => {
  app.post(
    '/Subscriptions',
    {
      config: {
        access: 'subscriptions.create',
        payload: bodyCheckedBy(SubscriptionRequestBody, subscriptionRequestStruct),
      },
      schema: {
        operationId: 'addSubscription',
        tags,
        summary: 'Subscribes a vehicle and emails the deposit payment link (answered as paymentLink).',
        body: ref(SubscriptionRequestBody),
        response: responses,
      },
    },
    async (request) => subscribe(app, request.body, signedInUser(request)),
  )

  app.post(
    '/My/Offline_Subscription',
    {
      config: { access: 'my.subscription', payload: bodyCheckedBy(SubscriptionRequestBody, subscriptionRequestStruct) },
      schema: {
        operationId: 'addMyOfflineSubscription',
        tags,
        summary: "The same request for one's own vehicle (agents may act on behalf of the account holder).",
        body: ref(SubscriptionRequestBody),
        response: responses,
      },
    },
    async (request) => subscribe(app, request.body, signedInUser(request)),
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
