import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import webpush from 'web-push'
import { guardedPost, type WebhookOutcome, type WebhookSendOptions } from '../http/guarded-post.ts'

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * The VAPID key pair that signs web pushes, read from `<dataDir>/vapid-keys.json` and made there on first start,
 * as the JWT secret is: browsers subscribed under the public key, so it must survive restarts. Every API node of a
 * cluster shares DATA_DIR or is given VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */
export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  if (publicKey && privateKey) return { publicKey, privateKey }
  if (dataDir.startsWith('memory://')) return webpush.generateVAPIDKeys()
  const file = join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  mkdirSync(dirname(file), { recursive: true })
  const keys = webpush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return keys
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/**
 * Encrypts the message for the browser (web-push: RFC 8291 and the VAPID header) and posts it through the same
 * guarded request as webhooks: a push endpoint is an address a browser gave us, so it gets the same SSRF rule.
 * A 404 or 410 means the browser unsubscribed: the caller forgets the subscription.
 */
export async function sendPush(
  target: PushTarget,
  message: object,
  keys: VapidKeys,
  subject: string,
  options: WebhookSendOptions,
): Promise<WebhookOutcome & { gone: boolean }> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 3600 },
  )
  const outcome = await guardedPost(
    details.endpoint,
    details.headers as Record<string, string>,
    details.body ?? Buffer.alloc(0),
    options,
  )
  return { ...outcome, gone: !outcome.ok && /^HTTP (404|410)$/.test(outcome.error) }
}
