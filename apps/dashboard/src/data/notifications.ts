import {
  ApiError,
  addCompanyWebhook,
  changeWebhook,
  deleteWebhook,
  replayWebhookDelivery,
  setCompanyEscalation,
  setMyNotificationPreferences,
  useGetCompanyEscalation,
  useGetCompanyWebhooks,
  useGetMyNotificationPreferences,
  useGetWebhookDeadLetters,
} from '@vigil/api-client'
import type { CreatedWebhook, FieldErrors, NotificationPreferences } from '@vigil/domain'
import { useCompanyPage } from './companies.ts'

/** A failed save's per-field messages, keyed as the payload is; the form-level message under ''. */
export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

/** Runs a save and turns a refused one into the server's per-field messages (the first of each field). */
async function saved<T>(call: () => Promise<T>, fallback: string): Promise<SaveOutcome<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, errors: { '': fallback } }
    const errors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]))
    return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { '': error.detail || fallback } }
  }
}

/** GET /My/NotificationPreferences: the signed-in person's channels and quiet hours. */
export const useMyNotificationPreferences = () => useGetMyNotificationPreferences()

export const saveMyNotificationPreferences = (preferences: NotificationPreferences, fallback: string) =>
  saved(() => setMyNotificationPreferences(preferences), fallback)

/** The companies whose notifications the caller manages (a Company-Admin: theirs; the API scopes it), A to Z. */
export const useManagedCompanies = () => useCompanyPage('', 'A - Z', 0)

export const useCompanyEscalation = (companyId: number | null) =>
  useGetCompanyEscalation(companyId ?? 0, { swr: { enabled: companyId !== null } })

export const saveCompanyEscalation = (companyId: number, minutes: number, fallback: string) =>
  saved(() => setCompanyEscalation(companyId, { minutes }), fallback)

export const useCompanyWebhooks = (companyId: number | null) =>
  useGetCompanyWebhooks(companyId ?? 0, { swr: { enabled: companyId !== null } })

export const addWebhook = (
  companyId: number,
  values: { url: string; description: string },
  fallback: string,
): Promise<SaveOutcome<CreatedWebhook>> => saved(() => addCompanyWebhook(companyId, values), fallback)

export const switchWebhook = (webhookId: number, enabled: boolean) => changeWebhook(webhookId, { enabled })
export const removeWebhook = (webhookId: number) => deleteWebhook(webhookId)

/** GET /Webhooks/DeadLetters: deliveries that gave up, of every company the caller manages. */
export const useDeadLetters = () => useGetWebhookDeadLetters()
export const replayDeadLetter = (deliveryId: number) => replayWebhookDelivery(deliveryId)
