import { problemTitles, requestMessages } from '@vigil/domain'
import type { FastifyReply, FastifyServerOptions } from 'fastify'
import { withLogRedaction } from './log-redaction.ts'

type Hardened = Pick<FastifyServerOptions, 'trustProxy' | 'logger' | 'frameworkErrors'>

/** A malformed URL (a bad percent-escape, say) is refused before routing: answered as problem details too. */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  const title = status === 414 ? problemTitles.urlTooLong : problemTitles.badRequest
  const problem = { type: 'about:blank', title, status, detail: requestMessages.urlInvalid }
  void (reply as FastifyReply).code(status).type('application/problem+json').send(problem)
}

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
    frameworkErrors,
  }
}
