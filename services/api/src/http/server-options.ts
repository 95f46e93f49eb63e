import type { FastifyServerOptions } from 'fastify'
import { withLogRedaction } from './log-redaction.ts'

type Hardened = Pick<FastifyServerOptions, 'trustProxy' | 'logger'>

/**
 * Fastify options every Vigil HTTP service shares (the API and the burn-in service): forwarded headers are believed
 * only from the configured proxies, so a made-up X-Forwarded-For cannot dodge per-address limits; logs are redacted.
 */
export function hardenedServerOptions(
  config: { trustedProxies: string[] },
  logger: FastifyServerOptions['logger'] = false,
): Hardened {
  return {
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Logs carry no secrets by default: URLs lose their tokens, errors their query parameters.
    logger: withLogRedaction(logger),
  }
}
