import { type HistoryEntry, historyFields } from './store.ts'

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvHeader = `${historyFields.join(',')}\r\n`

/** One CSV line per entry, columns named like the JSON fields. */
export function csvLines(entries: readonly HistoryEntry[]): string {
  let text = ''
  for (const entry of entries) text += `${historyFields.map((field) => cell(entry[field])).join(',')}\r\n`
  return text
}
