import type { Database } from '@vigil/db'
import type { Notifier } from './areas/notifications/outbox.ts'
import type { Config } from './config.ts'
import type { RateLimits } from './http/rate-limits.ts'
import type { TurnstileVerifier } from './http/turnstile.ts'

/**
 * What the app lends the code below its routes (the app's decorations, without Fastify): services and stores take
 * these plain values, so they can be called from a route, a worker or a test alike. The app itself is one.
 */
export type ApiServices = {
  config: Config
  /** The drizzle database; throws when the app was built without one (OpenAPI generation). */
  db: Database
  clock: () => Date
  notifier: Notifier
  verifyTurnstile: TurnstileVerifier
  rateLimits: RateLimits
}
