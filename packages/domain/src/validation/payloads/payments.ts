import { type Infer, object, string } from 'superstruct'

/**
 * POST /Payments/Webhook: the payment provider's notice. Its authenticity (the signature) and its status are the
 * provider's to read (`readWebhook`); here only that each part is a text.
 */
export const paymentNoticeStruct = object({ reference: string(), status: string(), signature: string() })
export type PaymentNoticePayload = Infer<typeof paymentNoticeStruct>
