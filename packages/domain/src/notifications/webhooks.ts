// Webhooks: signed deliveries to a company's own systems, retried with backoff, dead-lettered when they give up.

/** Seconds to wait after each failed attempt: 30 s doubling to 1 h; after the last the delivery is dead. */
export const WEBHOOK_RETRY_SECONDS = [30, 60, 120, 300, 900, 1800, 3600] as const

/** Attempts in all before a delivery is dead-lettered: the first and one per retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SECONDS.length + 1

/** A receiver has this long to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * After `attempts` failed attempts (1 for the first failure), when to try again, or null when the delivery is to be
 * dead-lettered. `schedule` lets tests and development use a shorter one.
 */
export function nextWebhookAttempt(
  attempts: number,
  failedAt: Date,
  schedule: readonly number[] = WEBHOOK_RETRY_SECONDS,
): Date | null {
  if (attempts < 1) return failedAt
  const wait = schedule[attempts - 1]
  return wait === undefined ? null : new Date(failedAt.getTime() + wait * 1000)
}

/** Whether an answer from the receiver counts as delivered: any 2xx. Redirects are not followed, so 3xx fails. */
export const webhookAccepted = (status: number) => status >= 200 && status < 300

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'Vigil-Signature'

/** A receiver should refuse a signature older than this (replayed requests). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** What is signed: the unix time, a dot, and the exact body bytes, so the time cannot be swapped. */
export const signedPayload = (unixSeconds: number, body: string) => `${unixSeconds}.${body}`

/** `t=<unix>,v1=<hex HMAC-SHA256 of signedPayload>` */
export const signatureHeader = (unixSeconds: number, hexHmac: string) => `t=${unixSeconds},v1=${hexHmac}`

/** Reads the header a receiver got; null when it is not in the format. */
export function parseSignatureHeader(header: string): { t: number; v1: string[] } | null {
  let t: number | null = null
  const v1: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2)
    if (key === 't' && value && /^\d+$/.test(value)) t = Number(value)
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) v1.push(value)
  }
  return t === null || v1.length === 0 ? null : { t, v1 }
}

/** Whether a signature's time is recent enough to accept at `now`. */
export const signatureFresh = (unixSeconds: number, now: Date, tolerance = SIGNATURE_TOLERANCE_SECONDS) =>
  Math.abs(Math.floor(now.getTime() / 1000) - unixSeconds) <= tolerance
