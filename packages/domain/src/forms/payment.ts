import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateSelectedId } from '../validation/fields.ts'
import { validateRequired } from '../validation/required.ts'

/** The payment screen: a plan (plan 1 unless another is chosen) and three consents before the link is sent. */
export interface PaymentValues {
  subscriptionPlanId?: number | string | null
  acceptedTermsAndConditions?: boolean
  acceptedPaymentTerms?: boolean
  acceptedMarketing?: boolean
}

export function validatePayment(values: PaymentValues): FieldErrors {
  return compactFieldErrors({
    subscriptionPlanId: validateSelectedId(values.subscriptionPlanId),
    acceptedTermsAndConditions: validateRequired(values.acceptedTermsAndConditions),
    acceptedPaymentTerms: validateRequired(values.acceptedPaymentTerms),
    acceptedMarketing: validateRequired(values.acceptedMarketing),
  })
}

/** Sending the payment link needs the terms, payment and marketing consents (and a plan). */
export function canSendPaymentLink(values: PaymentValues): boolean {
  return Object.keys(validatePayment(values)).length === 0
}
