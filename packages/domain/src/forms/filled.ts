import { isBlank } from '../validation/required.ts'

/** True when every value is filled in (see `isBlank` for what counts as empty). */
export function allFilled(...values: unknown[]): boolean {
  return values.every((value) => !isBlank(value))
}
