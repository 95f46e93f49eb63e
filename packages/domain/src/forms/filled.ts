import { isBlank } from '../validation/required.ts'

/** True when every value is filled in (see `isBlank` for what counts as empty). */
export function allFilled(...values: unknown[]): boolean {
  return values.every((value) => !isBlank(value))
}

/** The listed serial number the typed one names (trimmed, exact), or undefined when it is not in the list. */
export function findListedSerialNumber(
  typed: string | null | undefined,
  listedSerialNumbers: readonly string[],
): string | undefined {
  const serialNumber = (typed ?? '').trim()
  return serialNumber === '' ? undefined : listedSerialNumbers.find((listed) => listed === serialNumber)
}
