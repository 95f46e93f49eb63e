import { validationMessages } from '../messages.ts'

/**
 * One rule for empty input: undefined, null, a string that is empty after trimming, or an unticked box (false).
 * Every field validator answers 'This field is required' for empty input, because every field they check is required.
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '')
}

export function validateRequired(value: unknown): string | undefined {
  return isBlank(value) ? validationMessages.required : undefined
}
