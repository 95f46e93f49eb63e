import { type Struct, validate } from 'superstruct'
import { validationMessages } from '../messages.ts'
import { isBlank } from './required.ts'

/** Messages keyed by payload field name (nested fields joined with '.'; a body that is not an object uses ''). */
export type FieldErrors = Partial<Record<string, string>>

export type PayloadResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined)
}

/** Keeps only the fields that have a message, so `{}` means valid and results compare cleanly. */
export function compactFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

/**
 * Checks a request body against a payload struct: applies defaults, drops unknown fields, and answers either the
 * typed payload or the first message per field. Rule failures carry the product's messages; a missing value gets
 * 'This field is required'; a value of the wrong type keeps superstruct's description.
 */
export function parsePayload<T>(struct: Struct<T, unknown>, body: unknown): PayloadResult<T> {
  const [error, value] = validate(body, struct, { coerce: true, mask: true })
  if (error === undefined) return { ok: true, value: value as T }
  const errors: FieldErrors = {}
  for (const failure of error.failures()) {
    const key = failure.path.join('.')
    if (errors[key] !== undefined) continue
    const missing = failure.refinement === undefined && isBlank(failure.value) && failure.value !== false
    errors[key] = missing ? validationMessages.required : failure.message
  }
  return { ok: false, errors }
}
