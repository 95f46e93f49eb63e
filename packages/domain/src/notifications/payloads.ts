import {
  array,
  boolean,
  define,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  record,
  refine,
  string,
} from 'superstruct'
import { isTimeOfDay } from './quiet-hours.ts'
import {
  MAX_ESCALATION_MINUTES,
  MIN_ESCALATION_MINUTES,
  PERSON_CHANNELS,
  type PersonChannel,
  type QuietHours,
} from './types.ts'

/** Messages a person sees at the notification settings' fields. */
/** Why a webhook or push attempt failed, as the dead-letter list shows it. */
export const deliveryFailureTexts = {
  refused: (reason: string) => `refused: ${reason}`,
  answered: (status: number) => `HTTP ${status}`,
  timedOut: 'timed out',
} as const

export const notificationSettingsMessages = {
  timeOfDay: 'Please enter a time like 22:00',
  quietHoursEmpty: 'Quiet hours must start and end at different times',
  escalationMinutes: `Please enter a number of minutes from ${MIN_ESCALATION_MINUTES} to ${MAX_ESCALATION_MINUTES}`,
  channel: 'Please choose email, SMS or push',
  descriptionLength: 'A description is at most 200 characters',
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  notDead: 'Only a dead-lettered delivery can be replayed',
  pushEndpoint: 'The push subscription needs its endpoint URL and its p256dh and auth keys',
} as const

const timeOfDay = define<string>('timeOfDay', (value) =>
  typeof value === 'string' && isTimeOfDay(value) ? true : notificationSettingsMessages.timeOfDay,
)

const quietHours = refine(object({ from: timeOfDay, to: timeOfDay }), 'quietHours', (value: QuietHours) =>
  value.from === value.to ? notificationSettingsMessages.quietHoursEmpty : true,
)

const channel = define<PersonChannel>(
  'channel',
  (value) => (PERSON_CHANNELS as readonly unknown[]).includes(value) || notificationSettingsMessages.channel,
)

/** PUT /My/NotificationPreferences: the channels per rule kind (`default` for the rest) and quiet hours or null. */
export const notificationPreferencesStruct = object({
  channels: record(string(), array(channel)),
  quietHours: nullable(quietHours),
})
export type NotificationPreferencesPayload = Infer<typeof notificationPreferencesStruct>

const escalationMinutes = refine(integer(), 'escalationMinutes', (value) =>
  value >= MIN_ESCALATION_MINUTES && value <= MAX_ESCALATION_MINUTES
    ? true
    : notificationSettingsMessages.escalationMinutes,
)

/** PUT /Companies/{id}/Escalation: minutes an alarm may stay unacknowledged before every agent is told. */
export const escalationStruct = object({ minutes: escalationMinutes })
export type EscalationPayload = Infer<typeof escalationStruct>

const description = refine(string(), 'description', (value) =>
  value.length <= 200 ? true : notificationSettingsMessages.descriptionLength,
)

/**
 * POST /Companies/{id}/Webhooks: where to send. The URL rule needs the server's mode (production or not), so the
 * area checks it with `webhookUrlProblem` and answers it at the `url` field; here it is only text.
 */
export const newWebhookStruct = object({ url: string(), description: optional(description) })
export type NewWebhookPayload = Infer<typeof newWebhookStruct>

/** PATCH /Webhooks/{id}: switch on or off, or describe. */
export const webhookChangeStruct = object({ enabled: optional(boolean()), description: optional(description) })
export type WebhookChangePayload = Infer<typeof webhookChangeStruct>

/**
 * POST /My/PushSubscriptions: what the browser's PushManager.subscribe answered (its toJSON()). The address rule
 * (https in production, no private address) is applied at each send, as for webhooks.
 */
export const pushSubscriptionStruct = object({
  endpoint: refine(string(), 'endpoint', (value) =>
    /^https?:\/\/./.test(value) ? true : notificationSettingsMessages.pushEndpoint,
  ),
  keys: object({ p256dh: string(), auth: string() }),
})
export type PushSubscriptionPayload = Infer<typeof pushSubscriptionStruct>
