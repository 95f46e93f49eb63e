/** Decoders never throw on device input: they answer a typed result instead. */

export interface GatewayError<C extends string = string> {
  code: C
  message: string
  /** The offending field of a payload, when there is one. */
  field?: string
}

export type Result<T, C extends string = string> = { ok: true; value: T } | { ok: false; error: GatewayError<C> }

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

export function fail<C extends string>(
  code: C,
  message: string,
  field?: string,
): { ok: false; error: GatewayError<C> } {
  return { ok: false, error: field === undefined ? { code, message } : { code, message, field } }
}
