import { addPushSubscription, getPushKey } from '@vigil/api-client'
import { type PushState, pushState } from '@vigil/domain'

/** Where the dashboard's push service worker is served (apps/dashboard/public/assets/dashboard/push-sw.js). */
export const PUSH_WORKER_URL = '/assets/dashboard/push-sw.js'

export type PushSubscribeOutcome = 'subscribed' | 'unsupported' | 'denied'

// PushManager wants the VAPID key as bytes; the API answers it base64url, as web-push makes it.
const keyBytes = (base64url: string) => {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  )
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** Whether this browser shows alarm notices now: its permission, and a subscription under the push worker. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return pushState(false, 'default', false)
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL)
  const subscription = await registration?.pushManager.getSubscription()
  return pushState(true, Notification.permission, Boolean(subscription))
}

/**
 * Subscribes this browser to the signed-in person's alarm notices by web push: asks permission, registers the service
 * worker, subscribes with the API's VAPID key and hands the subscription to the API.
 */
export async function subscribeToAlarmPush(): Promise<PushSubscribeOutcome> {
  if (!pushSupported()) return 'unsupported'
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL)
  await navigator.serviceWorker.ready
  const { publicKey } = await getPushKey()
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  })
  const { endpoint, keys } = subscription.toJSON()
  await addPushSubscription({ endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } })
  return 'subscribed'
}
