import { validationMessages } from '../messages.ts'
import { isBlank } from './required.ts'

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** An ISO 8601 date and time with a zone (e.g. 2025-03-01T08:00:00Z) naming a real calendar day. */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value)
  if (match === null || Number.isNaN(Date.parse(value))) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const calendarDay = new Date(Date.UTC(year, month - 1, day))
  return calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day
}

export function validateDateTime(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return validationMessages.required
  return isIsoDateTime(value as string) ? undefined : validationMessages.dateTime
}
