import { describe, expect, it } from 'vitest'
import { canSendPaymentLink, validatePayment } from './payment.ts'

const consents = {
  subscriptionPlanId: 1,
  acceptedTermsAndConditions: true,
  acceptedPaymentTerms: true,
  acceptedMarketing: true,
}

describe('payment', () => {
  it('sends the link once the terms, payment and marketing consents are given', () => {
    expect(validatePayment(consents)).toEqual({})
    expect(canSendPaymentLink(consents)).toBe(true)
  })

  it('holds back while any consent is missing', () => {
    for (const consent of ['acceptedTermsAndConditions', 'acceptedPaymentTerms', 'acceptedMarketing'] as const) {
      expect(validatePayment({ ...consents, [consent]: false })).toEqual({ [consent]: 'This field is required' })
      expect(canSendPaymentLink({ ...consents, [consent]: undefined })).toBe(false)
    }
  })

  it('needs a plan', () => {
    expect(validatePayment({ ...consents, subscriptionPlanId: 0 })).toEqual({
      subscriptionPlanId: 'This field is required',
    })
  })
})
