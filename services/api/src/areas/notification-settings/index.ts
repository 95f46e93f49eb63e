import {
  escalationStruct,
  newWebhookStruct,
  notFoundMessages,
  notificationPreferencesStruct,
  notificationSettingsMessages,
  problemTitles,
  pushSubscriptionStruct,
  webhookChangeStruct,
  webhookUrlMessages,
  webhookUrlProblem,
} from '@vigil/domain'
import { notFound, Problem, problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import { alarmInScope } from '../../alarms/index.ts'
import { ref } from '../../http/named-schemas.ts'
import { AlarmIdParams } from '../alarm-desk/schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import {
  CompanyEscalationSchema,
  CompanyIdParams,
  CreatedWebhookSchema,
  DeliveryIdParams,
  DoneSchema,
  EscalationBody,
  NewWebhookBody,
  NotificationDeliveryListSchema,
  NotificationDeliverySchema,
  NotificationPreferencesSchema,
  PushKeySchema,
  PushSubscriptionBody,
  WebhookChangeBody,
  WebhookIdParams,
  WebhookListSchema,
  WebhookSchema,
} from './schemas.ts'
import {
  alarmDeliveries,
  changeWebhook,
  companyInScope,
  createWebhook,
  deadLetters,
  deleteWebhook,
  escalationOf,
  preferencesOf,
  removePushSubscription,
  replayDelivery,
  saveEscalation,
  savePreferences,
  savePushSubscription,
  webhookInScope,
  webhooksOf,
} from './store.ts'

const tags = ['Notifications']
const notFoundResponses = { ...problemResponses, 404: { $ref: 'ProblemDetails' } } as const
const Done = ref(DoneSchema)

/**
 * Who hears about alarms (issue #30): each person's channels and quiet hours, browsers subscribed to web push, and
 * per company the webhooks of its control room (with their dead-letter list and replay) and the escalation minutes.
 */
export const notificationSettingsArea: AreaPlugin = async (app) => {
  app.get(
    '/My/NotificationPreferences',
    {
      config: { access: 'my.notifications' },
      schema: {
        operationId: 'getMyNotificationPreferences',
        tags,
        summary: "The caller's channels per alarm kind ('default' for the rest) and quiet hours.",
        response: { 200: ref(NotificationPreferencesSchema), ...problemResponses },
      },
    },
    async (request) => preferencesOf(app.db, signedInUser(request).id),
  )

  app.put(
    '/My/NotificationPreferences',
    {
      config: {
        access: 'my.notifications',
        payload: bodyCheckedBy(NotificationPreferencesSchema, notificationPreferencesStruct),
      },
      schema: {
        operationId: 'setMyNotificationPreferences',
        tags,
        summary:
          'Chooses the channels per alarm kind and the quiet hours (SMS and push wait until they end, email still goes; SOS always goes).',
        body: ref(NotificationPreferencesSchema),
        response: { 200: ref(NotificationPreferencesSchema), ...problemResponses },
      },
    },
    async (request) => savePreferences(app.db, signedInUser(request).id, request.body, app.clock()),
  )

  app.get(
    '/My/PushKey',
    {
      config: { access: 'my.notifications' },
      schema: {
        operationId: 'getPushKey',
        tags,
        summary: "The VAPID public key a browser subscribes to web push with (PushManager's applicationServerKey).",
        response: { 200: ref(PushKeySchema), ...problemResponses },
      },
    },
    async () => ({ publicKey: app.notify.vapid.publicKey }),
  )

  app.post(
    '/My/PushSubscriptions',
    {
      config: { access: 'my.notifications', payload: bodyCheckedBy(PushSubscriptionBody, pushSubscriptionStruct) },
      schema: {
        operationId: 'addPushSubscription',
        tags,
        summary: "Subscribes this browser to the caller's web push notifications (PushSubscription.toJSON()).",
        body: ref(PushSubscriptionBody),
        response: { 200: Done, ...problemResponses },
      },
    },
    async (request) => {
      await savePushSubscription(app.db, signedInUser(request).id, request.body)
      return { done: true }
    },
  )

  app.post(
    '/My/PushSubscriptions/Remove',
    {
      config: { access: 'my.notifications', payload: bodyCheckedBy(PushSubscriptionBody, pushSubscriptionStruct) },
      schema: {
        operationId: 'removePushSubscription',
        tags,
        summary: 'Stops web push to this browser.',
        body: ref(PushSubscriptionBody),
        response: { 200: Done, ...problemResponses },
      },
    },
    async (request) => {
      await removePushSubscription(app.db, signedInUser(request).id, request.body.endpoint)
      return { done: true }
    },
  )

  app.get(
    '/Companies/:companyId/Webhooks',
    {
      config: { access: 'notifications.manage' },
      schema: {
        operationId: 'getCompanyWebhooks',
        tags,
        summary: "The company's webhooks (their secrets are never answered again).",
        params: CompanyIdParams,
        response: { 200: ref(WebhookListSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const companyId = Number(request.params.companyId)
      if (!(await companyInScope(app.db, request, companyId))) throw notFound()
      return { items: await webhooksOf(app.db, companyId) }
    },
  )

  app.post(
    '/Companies/:companyId/Webhooks',
    {
      config: { access: 'notifications.manage', payload: bodyCheckedBy(NewWebhookBody, newWebhookStruct) },
      schema: {
        operationId: 'addCompanyWebhook',
        tags,
        summary:
          'Adds a webhook: https only in production, never a private, loopback, link-local or metadata address. Answers its signing secret this once.',
        params: CompanyIdParams,
        body: ref(NewWebhookBody),
        response: { 200: ref(CreatedWebhookSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const companyId = Number(request.params.companyId)
      if (!(await companyInScope(app.db, request, companyId))) throw notFound()
      const { config } = app
      const problem = webhookUrlProblem(request.body.url, {
        production: config.production,
        allowPrivate: config.webhookAllowPrivate && !config.production,
      })
      if (problem) throw validationProblem({ url: webhookUrlMessages[problem] })
      const url = new URL(request.body.url.trim()).toString()
      return createWebhook(app.db, companyId, url, request.body.description?.trim() ?? '', user.id)
    },
  )

  app.patch(
    '/Webhooks/:webhookId',
    {
      config: { access: 'notifications.manage', payload: bodyCheckedBy(WebhookChangeBody, webhookChangeStruct) },
      schema: {
        operationId: 'changeWebhook',
        tags,
        summary: 'Switches a webhook on or off, or changes its description.',
        params: WebhookIdParams,
        body: ref(WebhookChangeBody),
        response: { 200: ref(WebhookSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const hook = await webhookInScope(app.db, request, Number(request.params.webhookId))
      if (!hook) throw notFound(notificationSettingsMessages.webhookNotFound)
      return changeWebhook(app.db, hook.id, request.body)
    },
  )

  app.delete(
    '/Webhooks/:webhookId',
    {
      config: { access: 'notifications.manage' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Deletes a webhook and its deliveries.',
        params: WebhookIdParams,
        response: { 200: Done, ...notFoundResponses },
      },
    },
    async (request) => {
      const hook = await webhookInScope(app.db, request, Number(request.params.webhookId))
      if (!hook) throw notFound(notificationSettingsMessages.webhookNotFound)
      await deleteWebhook(app.db, hook.id)
      return { done: true }
    },
  )

  app.get(
    '/Webhooks/DeadLetters',
    {
      config: { access: 'notifications.manage' },
      schema: {
        operationId: 'getWebhookDeadLetters',
        tags,
        summary: 'Webhook deliveries that gave up after every retry, newest first, with their last error.',
        response: { 200: ref(NotificationDeliveryListSchema), ...problemResponses },
      },
    },
    async (request) => ({ items: await deadLetters(app.db, request) }),
  )

  app.post(
    '/Webhooks/Deliveries/:deliveryId/Replay',
    {
      config: { access: 'notifications.manage' },
      schema: {
        operationId: 'replayWebhookDelivery',
        tags,
        summary: 'Sends a dead-lettered delivery again: the same body, a fresh signature and a new round of retries.',
        params: DeliveryIdParams,
        response: { 200: ref(NotificationDeliverySchema), ...notFoundResponses, 409: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const replayed = await replayDelivery(app.db, request, Number(request.params.deliveryId))
      if (replayed === null) throw new Problem(404, problemTitles[404], notificationSettingsMessages.deliveryNotFound)
      if (replayed === 'not-dead') throw new Problem(409, problemTitles[409], notificationSettingsMessages.notDead)
      return replayed
    },
  )

  app.get(
    '/Companies/:companyId/Escalation',
    {
      config: { access: 'notifications.manage' },
      schema: {
        operationId: 'getCompanyEscalation',
        tags,
        summary: 'Minutes an alarm of the company may stay unacknowledged before every agent is told.',
        params: CompanyIdParams,
        response: { 200: ref(CompanyEscalationSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const companyId = Number(request.params.companyId)
      if (!(await companyInScope(app.db, request, companyId))) throw notFound()
      return escalationOf(app.db, companyId)
    },
  )

  app.put(
    '/Companies/:companyId/Escalation',
    {
      config: { access: 'notifications.manage', payload: bodyCheckedBy(EscalationBody, escalationStruct) },
      schema: {
        operationId: 'setCompanyEscalation',
        tags,
        summary: 'Sets the minutes before escalation; alarms opened from now on use it.',
        params: CompanyIdParams,
        body: ref(EscalationBody),
        response: { 200: ref(CompanyEscalationSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const companyId = Number(request.params.companyId)
      if (!(await companyInScope(app.db, request, companyId))) throw notFound()
      return saveEscalation(app.db, companyId, request.body.minutes)
    },
  )

  app.get(
    '/Alarms/:alarmId/Notifications',
    {
      config: { access: 'alarms.read' },
      schema: {
        operationId: 'getAlarmNotifications',
        tags,
        summary: 'Who was told of the alarm, by which channel and when, escalations included; oldest first.',
        params: AlarmIdParams,
        response: { 200: ref(NotificationDeliveryListSchema), ...notFoundResponses },
      },
    },
    async (request) => {
      const alarm = await alarmInScope(app.db, request, Number(request.params.alarmId))
      if (!alarm) throw notFound(notFoundMessages.alarm)
      return { items: await alarmDeliveries(app.db, alarm.id) }
    },
  )
}
