/** 'YYYY-MM-DDTHH:mm' in the browser's time zone: what the date and time picker holds. */
export type LocalDateTimeText = string

const pad = (value: number) => String(value).padStart(2, '0')

/** The picker's local date and time as the UTC instant the API stores (installationUtcDateTime). */
export function localDateTimeToUtc(value: LocalDateTimeText): string {
  const [date = '', time = '00:00'] = value.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0).toISOString()
}

/** A UTC instant shown in the picker in the browser's time zone, to the minute; null when absent or unreadable. */
export function utcToLocalDateTime(value: string | null | undefined): LocalDateTimeText | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
