import { formatRands, notFoundMessages, paymentNoticeStruct, subscriptionMessages } from '@vigil/domain'
import { notFound, Problem, problemResponses, statusTitle } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { checkoutPage } from './checkout-page.ts'
import { paymentProviderFor } from './provider.ts'
import { PaymentNoticeBody, PaymentNoticeReceivedSchema } from './schemas.ts'
import { findPaymentByReference, recordPaymentNotice } from './store.ts'

/** Deposit payments: the provider's webhook, and the sandbox provider's checkout page. */
export const paymentsArea: AreaPlugin = async (app) => {
  const provider = paymentProviderFor(app.config)

  app.get(
    '/sandbox/checkout/:reference',
    {
      config: { access: 'public' },
      schema: { hide: true, params: Type.Object({ reference: Type.String({ maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const payment = await findPaymentByReference(app.db, request.params.reference)
      if (!payment) throw notFound(notFoundMessages.payment)
      const html = checkoutPage({
        amount: formatRands(payment.amountCents / 100),
        description: 'Deposit for your Vigil vehicle tracking subscription.',
        status: payment.status,
        webhookUrl: `${app.config.publicUrl}/api/Payments/Webhook`,
        paidNotice: provider.notice(payment.providerReference, true),
        failedNotice: provider.notice(payment.providerReference, false),
      })
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )

  app.post(
    '/Payments/Webhook',
    {
      config: { access: 'public', payload: bodyCheckedBy(PaymentNoticeBody, paymentNoticeStruct) },
      schema: {
        operationId: 'receivePaymentNotice',
        tags: ['Payments'],
        summary: "The payment provider's notice that a deposit was paid or failed (signed by the provider).",
        security: [],
        body: ref(PaymentNoticeBody),
        response: {
          200: ref(PaymentNoticeReceivedSchema),
          404: Type.Ref('ProblemDetails'),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const notice = provider.readWebhook(request.body)
      if (!notice) throw new Problem(400, statusTitle(400), subscriptionMessages.noticeNotAuthentic)
      if (!(await findPaymentByReference(app.db, notice.reference))) throw notFound(notFoundMessages.payment)
      await recordPaymentNotice(app.db, notice.reference, notice.paid, app.clock())
      const payment = await findPaymentByReference(app.db, notice.reference)
      return { reference: notice.reference, status: payment!.status }
    },
  )
}
