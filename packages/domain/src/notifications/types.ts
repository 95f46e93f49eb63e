// Who hears about an alarm (issue #30): channels, quiet hours, escalation, and webhooks for a control room's systems.

/** How a person is told: the outbox's email and SMS, and web push to the dashboard's service worker. */
export const PERSON_CHANNELS = ['email', 'sms', 'push'] as const
export type PersonChannel = (typeof PERSON_CHANNELS)[number]

/** Every channel a delivery goes by: a person's, or a company's webhook. */
export const DELIVERY_CHANNELS = [...PERSON_CHANNELS, 'webhook'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/**
 * Who is told, in escalation order: first the vehicle's account holder and the agents of its company; when nobody
 * acknowledges in time, every agent (the control room).
 */
export const ESCALATION_GROUPS = ['holder-and-company', 'all-agents'] as const
export type EscalationGroup = (typeof ESCALATION_GROUPS)[number]

/** What happened to one delivery; 'held' is a quiet-hours decision, 'dead' a webhook that gave up retrying. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'held', 'failed', 'dead'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** A time of day as 'HH:MM' (24 h), read in Africa/Johannesburg. */
export type TimeOfDay = string

/** The hours a person does not want to be woken: SMS and push wait until they end, email still goes, SOS always goes. */
export interface QuietHours {
  from: TimeOfDay
  to: TimeOfDay
}

/**
 * A person's choices: the channels for each rule kind (an alarm's kind: 'SOS', 'Tamper', and the rules' kinds),
 * with `default` for kinds not listed, and quiet hours or none.
 */
export interface NotificationPreferences {
  channels: Record<string, PersonChannel[]>
  quietHours: QuietHours | null
}

/** What a person who has never chosen gets: email and push for everything, no quiet hours. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  channels: { default: ['email', 'push'] },
  quietHours: null,
}

/** The zone quiet hours and escalation are read in: the product serves South Africa. */
export const NOTIFICATION_TIME_ZONE = 'Africa/Johannesburg'

/** Minutes an alarm may stay unacknowledged before the next group is told, when the company has not chosen. */
export const DEFAULT_ESCALATION_MINUTES = 10
export const MIN_ESCALATION_MINUTES = 1
export const MAX_ESCALATION_MINUTES = 24 * 60

/** A company's webhook as the API answers it; the secret only once, in `CreatedWebhook`. */
export interface Webhook {
  id: number
  companyId: number
  url: string
  description: string
  enabled: boolean
  createdOn: string
}

/** POST /Companies/{id}/Webhooks answers the secret this once: the receiver checks signatures with it. */
export interface CreatedWebhook extends Webhook {
  secret: string
}

/**
 * One delivery of an alarm notice: who was told (a person's name, or the webhook's URL), by which channel, when,
 * and how it went. The alarm's notification trail and the dead-letter list are lists of these.
 */
export interface NotificationDelivery {
  id: number
  alarmId: number
  reason: 'raised' | 'reported' | 'escalated'
  group: EscalationGroup
  channel: DeliveryChannel
  recipient: string
  to: string
  status: DeliveryStatus
  attempts: number
  lastError: string | null
  createdOn: string
  nextAttemptOn: string | null
  sentOn: string | null
  deadOn: string | null
}

/** A company's escalation: minutes an alarm may stay unacknowledged before every agent is told. */
export interface CompanyEscalation {
  companyId: number
  minutes: number
}

/** A company's webhooks, as listed for the people who manage them. */
export interface WebhookList {
  items: Webhook[]
}

/** Deliveries as listed: who was told of an alarm, or the dead letters waiting for a replay. */
export interface NotificationDeliveryList {
  items: NotificationDelivery[]
}

/** The VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export interface PushKey {
  publicKey: string
}

/** The answer of a step that has nothing else to say (subscribed, unsubscribed, deleted). */
export interface Done {
  done: boolean
}
