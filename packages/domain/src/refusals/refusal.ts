/**
 * Why a request is refused, in the product's words. Services and stores throw a `Refusal` instead of an HTTP answer:
 * the API's route layer answers each kind with its problem (status and title) once, so the rule stays free of HTTP.
 */
export const REFUSAL_KINDS = [
  /** A field's value cannot be used: the fields say which and why. */
  'invalid',
  /** The caller has not proven who they are (or the proof is spent). */
  'not-signed-in',
  /** The caller is known but may not do this. */
  'not-allowed',
  /** The thing asked about does not exist (for this caller). */
  'not-found',
  /** The thing is in a state that does not allow this (already complete, a step still open...). */
  'conflict',
  /** Too many tries: wait before the next one. */
  'too-many-tries',
] as const

export type RefusalKind = (typeof REFUSAL_KINDS)[number]

/** The message under each field that caused a refusal, keyed in the casing of the request body. */
export type RefusedFields = Record<string, string | undefined>

export type RefusalOptions = {
  /** The messages per field; the first becomes the refusal's message when none is given. */
  fields?: RefusedFields
  /** How long to wait before trying again (for 'too-many-tries'). */
  retryAfterSeconds?: number
}

export class Refusal extends Error {
  readonly kind: RefusalKind
  /** Only the fields that have a message. */
  readonly fields: Readonly<Record<string, string>>
  readonly retryAfterSeconds: number | undefined

  constructor(kind: RefusalKind, message: string | undefined, options: RefusalOptions = {}) {
    const fields: Record<string, string> = {}
    for (const [field, text] of Object.entries(options.fields ?? {})) if (text) fields[field] = text
    super(message ?? Object.values(fields)[0] ?? kind)
    this.name = 'Refusal'
    this.kind = kind
    this.fields = fields
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** A refusal of one or more fields' values; its message is the first field's. */
export const invalidFields = (fields: RefusedFields, message?: string) => new Refusal('invalid', message, { fields })

/** Too many tries, with the message under the field that took them. */
export const tooManyTries = (message: string, field: string, retryAfterSeconds?: number) =>
  new Refusal('too-many-tries', message, {
    fields: { [field]: message },
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  })

export const isRefusal = (error: unknown): error is Refusal => error instanceof Refusal
