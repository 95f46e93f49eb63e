import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

type SecurityConfig = { publicUrl: string; burnInUrl: string; allowedOrigins: string[] }

const TURNSTILE = 'https://challenges.cloudflare.com'
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com']
/** Map tiles and imagery come from further Google hosts than the script does. */
const GOOGLE_MAP_IMAGES = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com']

const origin = (url: string): string | undefined => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** The hub on the API's own origin, over ws or wss ('self' covers it in current browsers, not in older Safari). */
const hubOrigins = (publicUrl: string): string[] => {
  const own = origin(publicUrl)
  return own ? [own.replace(/^http/, 'ws')] : []
}

/**
 * The apps' policy: their own scripts plus Turnstile and Google Maps; styled-components injects <style> tags, so
 * inline styles (never scripts) are allowed; they call the API, its hub and the burn-in service; nobody frames them.
 */
export function appContentSecurityPolicy(config: SecurityConfig): string {
  const burnIn = origin(config.burnInUrl)
  return [
    "default-src 'self'",
    `script-src 'self' ${TURNSTILE} ${GOOGLE_MAPS.join(' ')}`,
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
    `img-src 'self' data: blob: ${GOOGLE_MAP_IMAGES.join(' ')}`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `connect-src 'self' ${[...hubOrigins(config.publicUrl), ...(burnIn ? [burnIn] : []), ...GOOGLE_MAP_IMAGES].join(' ')}`,
    `frame-src ${TURNSTILE}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Swagger UI (/api/docs) styles and configures itself inline; it still may not be framed. */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Answers that may carry tokens, codes or personal data: never stored by a browser or a proxy. */
const isPrivate = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/dev/')

/**
 * onSend hook for every answer, the web apps' HTML included: a strict Content-Security-Policy, nosniff, no framing,
 * no referrer (reset links carry tokens), HSTS over https, and `Cache-Control: no-store` on API answers.
 */
export function securityHeaders(config: SecurityConfig) {
  const appPolicy = appContentSecurityPolicy(config)
  const httpsOnly = config.publicUrl.startsWith('https:')
  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const path = request.url
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', path.startsWith('/api/docs') ? docsContentSecurityPolicy : appPolicy)
    }
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('cross-origin-opener-policy', 'same-origin')
    if (httpsOnly || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    }
    if (isPrivate(path)) reply.header('cache-control', 'no-store')
    return payload
  }
}

/** CORS: only the configured origins (ALLOWED_ORIGINS); the apps on the API's own origin need none. */
export const corsOrigins = (config: SecurityConfig, extra: string[] = []): string[] | false => {
  const origins = [...config.allowedOrigins, ...extra]
  return origins.length > 0 ? origins : false
}

export function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig): void {
  app.addHook('onSend', securityHeaders(config))
}
