import type { AuditEntry, AuditValues } from '@vigil/domain'
import { auditFields } from './store.ts'

const values = (recorded: AuditValues | null) =>
  recorded === null
    ? ''
    : Object.entries(recorded)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ')

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'object' ? values(value as AuditValues) : String(value)
  // Quoted when it holds a separator, and a leading formula character is quoted so a spreadsheet shows it as text.
  return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const auditCsvHeader = `${auditFields.join(',')}\r\n`

/** One CSV line per entry, columns named like the JSON fields; before and after as `name=value; ...`. */
export function auditCsvLines(entries: readonly AuditEntry[]): string {
  let text = ''
  for (const entry of entries) text += `${auditFields.map((field) => cell(entry[field])).join(',')}\r\n`
  return text
}
