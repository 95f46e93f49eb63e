import { NOT_AVAILABLE } from '../format/dates.ts'

export interface TestDataEntry {
  /** Nested keys joined with '.', array items by index, e.g. 'gps.fixes.0'. */
  key: string
  value: string
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const parseIfJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    const parsed: unknown = JSON.parse(value)
    return isPlainObject(parsed) ? parsed : value
  } catch {
    return value
  }
}

const flatten = (value: unknown, key: string, into: TestDataEntry[]): void => {
  if (value == null) {
    into.push({ key, value: NOT_AVAILABLE })
    return
  }
  if (!isPlainObject(value)) {
    into.push({ key, value: String(value) })
    return
  }
  for (const [childKey, child] of Object.entries(value)) flatten(child, key ? `${key}.${childKey}` : childKey, into)
}

/**
 * A test result's data as key/value rows for display: nested objects flattened, null shown as 'N/A'.
 * Data that is itself missing gives no rows; JSON text is read as the object it holds.
 */
export const flattenTestData = (testData: unknown): TestDataEntry[] => {
  const data = parseIfJson(testData)
  if (data == null) return []
  const entries: TestDataEntry[] = []
  flatten(data, '', entries)
  return entries
}
