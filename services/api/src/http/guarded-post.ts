// Outbound HTTP to addresses people typed (webhooks, web push): it lives with the other HTTP code (turnstile.ts), and
// refuses private, loopback and link-local addresses when it connects, not only when the URL is saved.
import { createHmac } from 'node:crypto'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import {
  deliveryFailureTexts,
  isForbiddenAddress,
  SIGNATURE_HEADER,
  signatureHeader,
  signedPayload,
  WEBHOOK_TIMEOUT_MS,
  webhookAccepted,
  webhookUrlProblem,
} from '@vigil/domain'

/** What one attempt came to: delivered, or why not (kept on the delivery for the dead-letter list). */
export type WebhookOutcome = { ok: true; status: number } | { ok: false; error: string }

export interface WebhookSendOptions {
  production: boolean
  /** Tests and development: a receiver on this machine (WEBHOOK_ALLOW_PRIVATE); never in production. */
  allowPrivate: boolean
  timeoutMs?: number
}

/** `Vigil-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` */
export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000)
  return signatureHeader(t, createHmac('sha256', secret).update(signedPayload(t, body)).digest('hex'))
}

class RefusedAddress extends Error {}

/**
 * Resolves the name and refuses it when any address it has is forbidden: the socket then connects to the very
 * address checked here, so a name cannot answer public to the check and private to the connection (DNS rebinding).
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const refused = addresses.find((entry) => isForbiddenAddress(entry.address))
    if (refused || addresses.length === 0) {
      return callback(new RefusedAddress(`${hostname} resolves to a forbidden address`), '', 0)
    }
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    return callback(null, first!.address, first!.family)
  })
}

/**
 * POSTs to an address a customer gave (a webhook, a browser's push endpoint). The URL rule is checked again here (it
 * may have been stored under another configuration), the resolved address is checked at connect time, and redirects
 * are never followed: a 3xx is a failed attempt, so a receiver cannot bounce the request to a private address.
 */
export function guardedPost(
  url: string,
  headers: Record<string, string | number>,
  body: string | Buffer,
  options: WebhookSendOptions,
): Promise<WebhookOutcome> {
  const allowPrivate = options.allowPrivate && !options.production
  const problem = webhookUrlProblem(url, { production: options.production, allowPrivate })
  if (problem) return Promise.resolve({ ok: false, error: deliveryFailureTexts.refused(problem) })
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { 'content-length': Buffer.byteLength(body), ...headers },
        ...(allowPrivate ? {} : { lookup: checkedLookup }),
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        // The answer's body is not needed; reading it frees the socket.
        response.resume()
        const status = response.statusCode ?? 0
        resolve(
          webhookAccepted(status) ? { ok: true, status } : { ok: false, error: deliveryFailureTexts.answered(status) },
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(deliveryFailureTexts.timedOut)))
    req.on('error', (error) =>
      resolve({
        ok: false,
        error: error instanceof RefusedAddress ? deliveryFailureTexts.refused('privateAddress') : error.message,
      }),
    )
    req.end(body)
  })
}

/** One signed webhook delivery attempt. */
export const sendWebhook = (url: string, secret: string, body: string, now: Date, options: WebhookSendOptions) =>
  guardedPost(
    url,
    {
      'content-type': 'application/json',
      'user-agent': 'Vigil-Webhooks/1',
      [SIGNATURE_HEADER]: signWebhook(secret, body, now),
    },
    body,
    options,
  )
