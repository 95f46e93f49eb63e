/** The listed serial number the typed one names (trimmed, exact), or undefined when it is not in the list. */
export function findListedSerialNumber(
  typed: string | null | undefined,
  listedSerialNumbers: readonly string[],
): string | undefined {
  const serialNumber = (typed ?? '').trim()
  return serialNumber === '' ? undefined : listedSerialNumbers.find((listed) => listed === serialNumber)
}
