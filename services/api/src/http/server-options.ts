import type { FastifyServerOptions } from 'fastify'

type Hardened = Pick<FastifyServerOptions, 'trustProxy'>

/**
 * Fastify options every Vigil HTTP service shares (the API and the burn-in service): forwarded headers are believed
 * only from the configured proxies, so a made-up X-Forwarded-For cannot dodge per-address limits.
 */
export function hardenedServerOptions(config: { trustedProxies: string[] }): Hardened {
  return { trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false }
}
