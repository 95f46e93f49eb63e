export { type NewWebhookValues, WebhookList, type WebhookListProps } from './WebhookList.tsx'
