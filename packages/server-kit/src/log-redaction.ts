import type { FastifyServerOptions } from 'fastify'

/** Query parameters that carry credentials: the hub's `access_token` (SignalR), reset tokens, codes. */
const secretParameter = /([?&](?:access_token|[a-z_]*token|code|passcode|password)=)[^&#]*/gi

/** A URL as logged: credentials in its query are replaced. */
export const redactUrl = (url: string): string => url.replace(secretParameter, '$1[redacted]')

/** A failed query's message lists its parameters (password hashes, emails, names): only the SQL text is kept. */
const redactText = (text: string): string => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]')

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string }

/** An error as logged: its type, message, stack, code and cause, never query parameters or PostgreSQL's `detail`. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' }
  const { code, cause } = error as Error & { code?: unknown }
  return {
    type: error.constructor?.name ?? 'Error',
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(cause !== undefined && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  }
}

type LoggedRequest = {
  method: string
  url: string
  hostname?: string
  ip?: string
  socket?: { remotePort?: number }
}

const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: unknown) => serializeError(error),
}

/** Fields that hold credentials wherever they appear in a logged object. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-passcode"]',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.body',
]

/** Fastify's logger option with redaction on by default: no token, code, password hash or query parameter. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  const options = logger === true ? {} : logger
  return {
    ...options,
    serializers: { ...serializers, ...options.serializers },
    redact: { paths: redactPaths, censor: '[redacted]' },
  }
}
