import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export type CheckoutRequest = { reference: string; amountCents: number; description: string; customerEmail: string }

/** What a provider's webhook told us, once its authenticity is checked. */
export type PaymentNotice = { reference: string; paid: boolean }

/** A payment provider: creates hosted checkouts and authenticates their webhooks. Real providers implement the same. */
export interface PaymentProvider {
  readonly name: string
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>
  /** The notice in a webhook body, or null when it is not authentic. */
  readWebhook(body: unknown): PaymentNotice | null
}

/** A fresh, unguessable payment reference. */
export const newPaymentReference = (): string => `pay_${randomBytes(18).toString('base64url')}`

const sign = (secret: string, reference: string, status: string) =>
  createHmac('sha256', `sandbox-payments:${secret}`).update(`${reference}:${status}`).digest('base64url')

/**
 * The embedded default: the API serves the checkout page itself (`/api/sandbox/checkout/{reference}`), and its Pay
 * button posts a signed notice to the webhook, exactly as a hosted provider would.
 */
export function sandboxPaymentProvider(publicUrl: string, secret: string) {
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest) {
      return { checkoutUrl: `${publicUrl}/api/sandbox/checkout/${encodeURIComponent(request.reference)}` }
    },
    /** The signed body the checkout page posts when the customer pays (or cancels). */
    notice(reference: string, paid: boolean) {
      const status = paid ? 'paid' : 'failed'
      return { reference, status, signature: sign(secret, reference, status) }
    },
    readWebhook(body: unknown): PaymentNotice | null {
      if (typeof body !== 'object' || body === null) return null
      const { reference, status, signature } = body as Record<string, unknown>
      if (typeof reference !== 'string' || typeof signature !== 'string') return null
      if (status !== 'paid' && status !== 'failed') return null
      const expected = Buffer.from(sign(secret, reference, status))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      return { reference, paid: status === 'paid' }
    },
  } satisfies PaymentProvider & { notice: unknown }
}

export type SandboxPaymentProvider = ReturnType<typeof sandboxPaymentProvider>

const sandboxes = new WeakMap<object, SandboxPaymentProvider>()

/** The app's payment provider (one per configuration); the sandbox unless a real adapter is wired in here. */
export function paymentProviderFor(config: { publicUrl: string; jwtSecret: string }): SandboxPaymentProvider {
  let provider = sandboxes.get(config)
  if (!provider) {
    provider = sandboxPaymentProvider(config.publicUrl, config.jwtSecret)
    sandboxes.set(config, provider)
  }
  return provider
}
