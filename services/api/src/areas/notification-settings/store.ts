import { randomBytes } from 'node:crypto'
import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { type Caller, companyScope } from '@vigil/db/scope'
import {
  DEFAULT_ESCALATION_MINUTES,
  DEFAULT_PREFERENCES,
  type NotificationDelivery,
  type NotificationPreferences,
  quietHoursEnd,
  type Webhook,
} from '@vigil/domain'
import { type SQL, sql } from 'drizzle-orm'

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString()

/** The caller's company scope on a company id column or value; true for callers who see every company. */
const inCompanyScope = (caller: Caller, companyId: SQL): SQL => companyScope(caller, companyId) ?? sql`true`

/** Whether the caller may manage this company (a Company-Admin only its own; the route answers 404 otherwise). */
export async function companyInScope(db: Database, caller: Caller, companyId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from companies where id = ${companyId} and ${inCompanyScope(caller, sql`companies.id`)}`,
  )
  return row !== undefined
}

export async function preferencesOf(db: Database, userId: number): Promise<NotificationPreferences> {
  const [row] = await queryRows<{
    channels: NotificationPreferences['channels']
    quiet_from: string | null
    quiet_to: string | null
  }>(db, sql`select channels, quiet_from, quiet_to from notification_preferences where user_id = ${userId}`)
  if (!row) return DEFAULT_PREFERENCES
  return {
    channels: row.channels,
    quietHours: row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null,
  }
}

/**
 * Saves the person's choices, and moves the release of what their quiet hours hold to the end of the hours they
 * chose now (`quietHoursEnd`, as when it was held): removed, or no longer covering now, it goes at the next pass.
 * The person's row is locked first, as the fan-out locks it before reading their choices (`lockPeople`), so a
 * delivery held under the old hours is either already there to move or held under the new ones.
 */
export async function savePreferences(db: Database, userId: number, preferences: NotificationPreferences, now: Date) {
  const release = quietHoursEnd(now, preferences.quietHours)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`)
    await tx.execute(sql`insert into notification_preferences (user_id, channels, quiet_from, quiet_to, updated_on)
      values (${userId}, ${JSON.stringify(preferences.channels)}::jsonb, ${preferences.quietHours?.from ?? null},
        ${preferences.quietHours?.to ?? null}, ${now})
      on conflict (user_id) do update set channels = excluded.channels, quiet_from = excluded.quiet_from,
        quiet_to = excluded.quiet_to, updated_on = excluded.updated_on`)
    await tx.execute(sql`update notification_deliveries set next_attempt_on = ${release}
      where status = 'held' and user_id = ${userId}`)
  })
  return preferencesOf(db, userId)
}

export async function savePushSubscription(
  db: Database,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  // An endpoint belongs to one browser: subscribing again (another person signed in there) moves it to them.
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`)
}

export async function removePushSubscription(db: Database, userId: number, endpoint: string) {
  await db.execute(sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`)
}

const webhookColumns = sql`id, company_id as "companyId", url, description, enabled, created_on as "createdOn"`
type WebhookRow = Omit<Webhook, 'createdOn'> & { createdOn: Date | string }
const toWebhook = (row: WebhookRow): Webhook => ({ ...row, createdOn: iso(row.createdOn)! })

export async function webhooksOf(db: Database, companyId: number): Promise<Webhook[]> {
  const rows = await queryRows<WebhookRow>(
    db,
    sql`select ${webhookColumns} from webhooks where company_id = ${companyId} order by id`,
  )
  return rows.map(toWebhook)
}

/** Makes the webhook with a fresh 32-byte secret; answers it with the secret, which is never answered again. */
export async function createWebhook(db: Database, companyId: number, url: string, description: string, userId: number) {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`
  const [row] = await queryRows<WebhookRow>(
    db,
    sql`insert into webhooks (company_id, url, description, secret, created_by_user_id)
      values (${companyId}, ${url}, ${description}, ${secret}, ${userId}) returning ${webhookColumns}`,
  )
  return { ...toWebhook(row!), secret }
}

/** The webhook when the caller may manage its company; none otherwise (the route answers 404). */
export async function webhookInScope(db: Database, caller: Caller, webhookId: number): Promise<Webhook | undefined> {
  const [row] = await queryRows<WebhookRow>(
    db,
    sql`select ${webhookColumns} from webhooks
      where id = ${webhookId} and ${inCompanyScope(caller, sql`webhooks.company_id`)}`,
  )
  return row && toWebhook(row)
}

export async function changeWebhook(
  db: Database,
  webhookId: number,
  change: { enabled?: boolean | undefined; description?: string | undefined },
): Promise<Webhook> {
  const [row] = await queryRows<WebhookRow>(
    db,
    sql`update webhooks set enabled = coalesce(${change.enabled ?? null}::boolean, enabled),
        description = coalesce(${change.description ?? null}::text, description)
      where id = ${webhookId} returning ${webhookColumns}`,
  )
  return toWebhook(row!)
}

export async function deleteWebhook(db: Database, webhookId: number) {
  await db.execute(sql`delete from webhooks where id = ${webhookId}`)
}

const deliveryColumns = sql`d.id, d.alarm_id as "alarmId", n.reason, d."group", d.channel,
  coalesce(u.first_name || ' ' || u.last_name, w.url, '') as recipient, d."to", d.status, d.attempts,
  d.last_error as "lastError", d.created_on as "createdOn", d.next_attempt_on as "nextAttemptOn",
  d.sent_on as "sentOn", d.dead_on as "deadOn"`
const deliveryJoins = sql`from notification_deliveries d join alarm_notices n on n.id = d.notice_id
  left join users u on u.id = d.user_id left join webhooks w on w.id = d.webhook_id`

type DeliveryRow = Omit<NotificationDelivery, 'createdOn' | 'nextAttemptOn' | 'sentOn' | 'deadOn' | 'id'> & {
  id: number | string
  createdOn: Date | string
  nextAttemptOn: Date | string | null
  sentOn: Date | string | null
  deadOn: Date | string | null
}
const toDelivery = (row: DeliveryRow): NotificationDelivery => ({
  ...row,
  id: Number(row.id),
  createdOn: iso(row.createdOn)!,
  nextAttemptOn: iso(row.nextAttemptOn),
  sentOn: iso(row.sentOn),
  deadOn: iso(row.deadOn),
})

/** Who was told of the alarm, by which channel and when: its notification trail, oldest first. */
export async function alarmDeliveries(db: Database, alarmId: number): Promise<NotificationDelivery[]> {
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins} where d.alarm_id = ${alarmId} order by d.id`,
  )
  return rows.map(toDelivery)
}

/** The dead-letter list: webhook deliveries that gave up, newest first, of the companies the caller manages. */
export async function deadLetters(db: Database, caller: Caller): Promise<NotificationDelivery[]> {
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins}
      where d.status = 'dead' and d.webhook_id is not null and ${inCompanyScope(caller, sql`w.company_id`)}
      order by d.dead_on desc, d.id desc limit 500`,
  )
  return rows.map(toDelivery)
}

/**
 * Sends a dead-lettered webhook delivery again, with the same body and a new schedule of attempts; 404 outside the
 * caller's companies, 409 when it is not dead (a pending delivery is already being tried).
 */
export async function replayDelivery(
  db: Database,
  caller: Caller,
  deliveryId: number,
): Promise<NotificationDelivery | 'not-dead' | null> {
  const [found] = await queryRows<DeliveryRow>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins}
      where d.id = ${deliveryId} and d.webhook_id is not null and ${inCompanyScope(caller, sql`w.company_id`)}`,
  )
  if (!found) return null
  const [replayed] = await queryRows<{ id: number }>(
    db,
    sql`update notification_deliveries set status = 'pending', attempts = 0, next_attempt_on = null,
        dead_on = null, claimed_until = null where id = ${deliveryId} and status = 'dead' returning id`,
  )
  if (!replayed) return 'not-dead'
  const [row] = await queryRows<DeliveryRow>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins} where d.id = ${deliveryId}`,
  )
  return toDelivery(row!)
}

export async function escalationOf(db: Database, companyId: number) {
  const [row] = await queryRows<{ minutes: number }>(
    db,
    sql`select minutes from company_escalation where company_id = ${companyId}`,
  )
  return { companyId, minutes: row?.minutes ?? DEFAULT_ESCALATION_MINUTES }
}

export async function saveEscalation(db: Database, companyId: number, minutes: number) {
  await db.execute(sql`insert into company_escalation (company_id, minutes) values (${companyId}, ${minutes})
    on conflict (company_id) do update set minutes = excluded.minutes`)
  return { companyId, minutes }
}
