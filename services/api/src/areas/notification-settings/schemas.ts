import {
  type CompanyEscalation,
  type CreatedWebhook,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type Done,
  ESCALATION_GROUPS,
  MAX_ESCALATION_MINUTES,
  MIN_ESCALATION_MINUTES,
  type NotificationDelivery,
  type NotificationDeliveryList,
  type NotificationPreferences,
  PERSON_CHANNELS,
  type PushKey,
  type QuietHours,
  type Webhook,
  type WebhookList,
} from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { declares, oneOf } from '../contract.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const time = () => Type.String({ format: 'date-time' })
const timeOfDay = () => Type.String({ description: "'HH:MM', 24 h, Africa/Johannesburg", maxLength: 5 })

export const CompanyIdParams = Type.Object({ companyId: IdText() })
export const WebhookIdParams = Type.Object({ webhookId: IdText() })
export const DeliveryIdParams = Type.Object({ deliveryId: IdText() })

export const QuietHoursSchema = declares<QuietHours>()(
  Type.Object({ from: timeOfDay(), to: timeOfDay() }, { $id: 'QuietHours', title: 'QuietHours' }),
)

/** A person's channels per alarm kind ('default' for kinds not listed) and quiet hours (null: none). */
export const NotificationPreferencesSchema = declares<NotificationPreferences>()(
  Type.Object(
    {
      channels: Type.Record(Type.String({ maxLength: 40 }), Type.Array(oneOf(PERSON_CHANNELS), { maxItems: 3 })),
      quietHours: nullable(ref(QuietHoursSchema)),
    },
    { $id: 'NotificationPreferences', title: 'NotificationPreferences' },
  ),
)

const webhookFields = {
  id: Type.Integer(),
  companyId: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  enabled: Type.Boolean(),
  createdOn: time(),
}

export const WebhookSchema = declares<Webhook>()(Type.Object(webhookFields, { $id: 'Webhook', title: 'Webhook' }))

export const CreatedWebhookSchema = declares<CreatedWebhook>()(
  Type.Object(
    {
      ...webhookFields,
      secret: Type.String({ description: 'Signs every delivery (Vigil-Signature); shown this once.' }),
    },
    { $id: 'CreatedWebhook', title: 'CreatedWebhook' },
  ),
)

export const WebhookListSchema = declares<WebhookList>()(
  Type.Object({ items: Type.Array(ref(WebhookSchema)) }, { $id: 'WebhookList', title: 'WebhookList' }),
)

export const NewWebhookBody = Type.Object(
  { url: Type.String({ maxLength: 2000 }), description: Type.Optional(Type.String({ maxLength: 200 })) },
  { $id: 'NewWebhook', title: 'NewWebhook' },
)

export const WebhookChangeBody = Type.Object(
  { enabled: Type.Optional(Type.Boolean()), description: Type.Optional(Type.String({ maxLength: 200 })) },
  { $id: 'WebhookChange', title: 'WebhookChange' },
)

export const NotificationDeliverySchema = declares<NotificationDelivery>()(
  Type.Object(
    {
      id: Type.Integer(),
      alarmId: Type.Integer(),
      reason: oneOf(['raised', 'reported', 'escalated'] as const),
      group: oneOf(ESCALATION_GROUPS),
      channel: oneOf(DELIVERY_CHANNELS),
      recipient: Type.String(),
      to: Type.String(),
      status: oneOf(DELIVERY_STATUSES),
      attempts: Type.Integer(),
      lastError: nullable(Type.String()),
      createdOn: time(),
      nextAttemptOn: nullable(time()),
      sentOn: nullable(time()),
      deadOn: nullable(time()),
    },
    { $id: 'NotificationDelivery', title: 'NotificationDelivery' },
  ),
)

export const NotificationDeliveryListSchema = declares<NotificationDeliveryList>()(
  Type.Object(
    { items: Type.Array(ref(NotificationDeliverySchema)) },
    { $id: 'NotificationDeliveryList', title: 'NotificationDeliveryList' },
  ),
)

export const CompanyEscalationSchema = declares<CompanyEscalation>()(
  Type.Object(
    { companyId: Type.Integer(), minutes: Type.Integer() },
    { $id: 'CompanyEscalation', title: 'CompanyEscalation' },
  ),
)

export const EscalationBody = Type.Object(
  {
    minutes: Type.Integer({
      description: `From ${MIN_ESCALATION_MINUTES} to ${MAX_ESCALATION_MINUTES}; answered per field when out of range.`,
    }),
  },
  { $id: 'Escalation', title: 'Escalation' },
)

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ maxLength: 2000 }),
    keys: Type.Object({ p256dh: Type.String({ maxLength: 200 }), auth: Type.String({ maxLength: 100 }) }),
  },
  { $id: 'PushSubscription', title: 'PushSubscription' },
)

export const PushKeySchema = declares<PushKey>()(
  Type.Object(
    {
      publicKey: Type.String({ description: 'The VAPID public key: applicationServerKey for PushManager.subscribe.' }),
    },
    { $id: 'PushKey', title: 'PushKey' },
  ),
)

/** The answer of a step that has nothing else to say (subscribed, unsubscribed, deleted). */
export const DoneSchema = declares<Done>()(Type.Object({ done: Type.Boolean() }, { $id: 'Done', title: 'Done' }))
