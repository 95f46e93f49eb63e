/** An RFC 9457 problem answer; `errors` holds messages per field in the casing of the request body. */
export interface ApiProblem {
  type?: string
  title: string
  status: number
  detail?: string
  errors?: Record<string, string[]>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const readFieldErrors = (value: unknown): Record<string, string[]> => {
  if (!isRecord(value)) return {}
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    )
    if (list.length > 0) errors[field] = list
  }
  return errors
}

/** A call the server refused (or that never reached it: status 0), carrying the problem details it answered. */
export class ApiError extends Error implements ApiProblem {
  readonly status: number
  readonly title: string
  readonly detail: string | undefined
  readonly type: string | undefined
  readonly errors: Record<string, string[]>
  /** The answer as received, for callers that read other fields (e.g. a `message`). */
  readonly body: unknown
  /** Seconds the server asked to wait before trying again (its Retry-After header), e.g. Resend OTP's cool-down. */
  readonly retryAfterSeconds: number | undefined

  constructor(problem: ApiProblem, body?: unknown, retryAfterSeconds?: number) {
    super(problem.detail ?? problem.title)
    this.name = 'ApiError'
    this.status = problem.status
    this.title = problem.title
    this.detail = problem.detail
    this.type = problem.type
    this.errors = problem.errors ?? {}
    this.body = body
    this.retryAfterSeconds = retryAfterSeconds
  }

  /** The first message for a field, matched without regard to casing (`Email` and `email` are one field). */
  fieldError(field: string): string | undefined {
    const key = Object.keys(this.errors).find((name) => name.toLowerCase() === field.toLowerCase())
    return key === undefined ? undefined : this.errors[key]?.[0]
  }

  /** Every field message, in the order the server sent them. */
  get fieldMessages(): string[] {
    return Object.values(this.errors).flat()
  }
}

// Only the delay-seconds form: the API never answers an HTTP date.
const readRetryAfter = (headers: Headers | undefined): number | undefined => {
  const value = headers?.get('retry-after')?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

/** Reads a refused answer into an ApiError; bodies that are not problem details keep the HTTP status text. */
export const apiErrorFromAnswer = (status: number, statusText: string, body: unknown, headers?: Headers): ApiError => {
  const retryAfter = readRetryAfter(headers)
  if (!isRecord(body)) return new ApiError({ status, title: statusText || `HTTP ${status}` }, body, retryAfter)
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  const detail = text(body.detail) ?? text(body.message)
  return new ApiError(
    {
      status: typeof body.status === 'number' ? body.status : status,
      title: text(body.title) ?? (statusText || `HTTP ${status}`),
      ...(detail === undefined ? {} : { detail }),
      ...(text(body.type) === undefined ? {} : { type: text(body.type)! }),
      errors: readFieldErrors(body.errors),
    },
    body,
    retryAfter,
  )
}
