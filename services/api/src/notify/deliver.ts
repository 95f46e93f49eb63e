import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { nextWebhookAttempt } from '@vigil/domain'
import { sql } from 'drizzle-orm'
import type { Notifier } from '../areas/notifications/outbox.ts'
import { sendWebhook, type WebhookOutcome, type WebhookSendOptions } from '../http/guarded-post.ts'
import { sendPush, type VapidKeys } from './push.ts'

interface Delivery {
  id: number
  channel: 'email' | 'sms' | 'push' | 'webhook'
  userId: number | null
  webhookId: number | null
  to: string
  body: string
  attempts: number
}

export interface SendContext {
  db: Database
  notifier: Notifier
  vapid: VapidKeys
  vapidSubject: string
  guard: WebhookSendOptions
  /** Seconds between attempts (the domain's WEBHOOK_RETRY_SECONDS unless configured). */
  retrySeconds?: readonly number[]
}

const CLAIM_SECONDS = 60

// Nothing to retry: the person has no browser subscribed. The delivery fails at once (the trail shows why).
const NO_BROWSER = 'No browser subscribed to push'

/**
 * Hands SMS and push held by quiet hours to the sender once the hours are over (their `next_attempt_on`). The row in
 * the database is the memory, so a restart loses nothing; the flip is one statement, so across nodes each row turns
 * pending once, and the claim below gives it to one node. Answers how many were released.
 */
export async function releaseHeld(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`update notification_deliveries set status = 'pending'
      where status = 'held' and next_attempt_on is not null and next_attempt_on <= ${now} returning id`,
  )
  return rows.length
}

/** Deliveries due now, claimed for this node so no other node sends them too. */
export async function claimDeliveries(db: Database, now: Date, limit = 20): Promise<Delivery[]> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000)
  const rows = await queryRows<Delivery & { id: string | number }>(
    db,
    sql`update notification_deliveries set claimed_until = ${until}
      where id in (select id from notification_deliveries
        where status = 'pending' and (next_attempt_on is null or next_attempt_on <= ${now})
          and (claimed_until is null or claimed_until < ${now})
        order by id limit ${limit} for update skip locked)
      returning id, channel, user_id as "userId", webhook_id as "webhookId", "to", body, attempts`,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** Email and SMS go through the outbox (the development mailbox shows them); its row says whether it left. */
async function viaOutbox(context: SendContext, delivery: Delivery): Promise<WebhookOutcome & { outboxId: number }> {
  const message = JSON.parse(delivery.body) as { subject?: string; body: string }
  const outboxId =
    delivery.channel === 'email'
      ? await context.notifier.email({ to: delivery.to, subject: message.subject ?? '', body: message.body })
      : await context.notifier.sms({ to: delivery.to, body: message.body })
  const [row] = await queryRows<{ status: string; last_error: string | null }>(
    context.db,
    sql`select status, last_error from notifications where id = ${outboxId}`,
  )
  return row?.status === 'failed'
    ? { ok: false, error: row.last_error ?? 'not sent', outboxId }
    : { ok: true, status: 0, outboxId }
}

/** Web push to every browser the person subscribed; browsers that unsubscribed are forgotten. */
async function viaPush(context: SendContext, delivery: Delivery): Promise<WebhookOutcome> {
  const targets = await queryRows<{ id: number; endpoint: string; p256dh: string; auth: string }>(
    context.db,
    sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${delivery.userId} order by id`,
  )
  if (targets.length === 0) return { ok: false, error: NO_BROWSER }
  const message = JSON.parse(delivery.body) as object
  let delivered = 0
  let lastError = ''
  for (const target of targets) {
    const outcome = await sendPush(target, message, context.vapid, context.vapidSubject, context.guard)
    if (outcome.ok) delivered++
    else lastError = outcome.error
    if (outcome.gone) await context.db.execute(sql`delete from push_subscriptions where id = ${target.id}`)
  }
  return delivered > 0 ? { ok: true, status: 201 } : { ok: false, error: lastError }
}

async function viaWebhook(context: SendContext, delivery: Delivery, now: Date): Promise<WebhookOutcome> {
  const [hook] = await queryRows<{ url: string; secret: string; enabled: boolean }>(
    context.db,
    sql`select url, secret, enabled from webhooks where id = ${delivery.webhookId}`,
  )
  if (!hook) return { ok: false, error: 'The webhook was deleted' }
  // The URL as it is now, so an edit takes effect for retries; the body stays the same bytes.
  return sendWebhook(hook.url, hook.secret, delivery.body, now, context.guard)
}

/**
 * Sends one claimed delivery and records the outcome: sent; or, after a failure, the next attempt by the backoff
 * schedule, or dead-lettered when the schedule is spent (a refused private address too: retrying will not help).
 */
export async function sendDelivery(context: SendContext, delivery: Delivery, now: Date): Promise<void> {
  let outcome: WebhookOutcome
  let outboxId: number | null = null
  try {
    if (delivery.channel === 'email' || delivery.channel === 'sms') {
      const result = await viaOutbox(context, delivery)
      outboxId = result.outboxId
      outcome = result
    } else if (delivery.channel === 'push') outcome = await viaPush(context, delivery)
    else outcome = await viaWebhook(context, delivery, now)
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  const attempts = delivery.attempts + 1
  if (outcome.ok) {
    await context.db.execute(sql`update notification_deliveries set status = 'sent', attempts = ${attempts},
      sent_on = ${now}, claimed_until = null, next_attempt_on = null, last_error = null,
      notification_id = ${outboxId} where id = ${delivery.id}`)
    return
  }
  if (outcome.error === NO_BROWSER) {
    await context.db.execute(sql`update notification_deliveries set status = 'failed', attempts = ${attempts},
      claimed_until = null, last_error = ${outcome.error} where id = ${delivery.id}`)
    return
  }
  const refused = outcome.error.startsWith('refused:')
  const next = refused ? null : nextWebhookAttempt(attempts, now, context.retrySeconds)
  await context.db.execute(
    next
      ? sql`update notification_deliveries set attempts = ${attempts}, next_attempt_on = ${next},
          claimed_until = null, last_error = ${outcome.error}, notification_id = ${outboxId} where id = ${delivery.id}`
      : sql`update notification_deliveries set status = 'dead', attempts = ${attempts}, dead_on = ${now},
          next_attempt_on = null, claimed_until = null, last_error = ${outcome.error},
          notification_id = ${outboxId} where id = ${delivery.id}`,
  )
}
