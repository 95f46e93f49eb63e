/** Small readers for untrusted JSON: each answers the value or undefined, never throws. */

export type JsonObject = Record<string, unknown>

export const maxPayloadBytes = 16 * 1024

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type JsonParseOutcome = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'invalid-json' }

export function parseJsonPayload(payload: unknown): JsonParseOutcome {
  let text: string
  if (typeof payload === 'string') text = payload
  else if (payload instanceof Uint8Array) {
    if (payload.byteLength > maxPayloadBytes) return { ok: false, reason: 'too-large' }
    text = new TextDecoder('utf-8', { fatal: false }).decode(payload)
  } else return { ok: false, reason: 'invalid-json' }
  if (text.length > maxPayloadBytes) return { ok: false, reason: 'too-large' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'invalid-json' }
  }
}

const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/

/** An ISO-8601 date-time with a zone, e.g. 2024-05-01T10:00:00.000Z. */
export function readDateTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !isoDateTimePattern.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function readFiniteNumber(value: unknown, min = -Infinity, max = Infinity): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined
}

export function readInteger(value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

export function readString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined
}

export function readBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined
}
