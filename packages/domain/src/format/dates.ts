// One date formatter for the product: South African display, checklist times in en-GB.

export const SOUTH_AFRICA_TIME_ZONE = 'Africa/Johannesburg'
export const NOT_AVAILABLE = 'N/A'

type DateInput = Date | string | number

// Building an Intl.DateTimeFormat costs as much as formatting about 70 dates with one (0.7 ms), and 50 vehicle cards
// redraw their last GPS update every second: each format is built once.
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (options: Intl.DateTimeFormatOptions & { locale: string; timeZone: string }) => {
  const key = JSON.stringify(options)
  let format = formatters.get(key)
  if (!format) {
    const { locale, ...rest } = options
    format = new Intl.DateTimeFormat(locale, rest)
    formatters.set(key, format)
  }
  return format
}

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '05 Mar 2024' — en-ZA with day, short month and year; 'N/A' when missing or unreadable. */
export const formatDate = (value: DateInput | null | undefined, timeZone = SOUTH_AFRICA_TIME_ZONE): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({ locale: 'en-ZA', day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date)
}

/** '05 Mar 2024, 14:34' — the last GPS update on a vehicle card. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone = SOUTH_AFRICA_TIME_ZONE): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({
    locale: 'en-ZA',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
}

/** '05/03/2024, 14:34:56' — installation checklist times, en-GB in Africa/Johannesburg. */
export const formatChecklistTime = (value: DateInput | null | undefined): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({
    locale: 'en-GB',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: SOUTH_AFRICA_TIME_ZONE,
  }).format(date)
}

/** Countdown text 'mm:ss'; negative time shows '00:00', partial seconds are dropped. */
export const formatMinutesSeconds = (milliseconds: number): string => {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000))
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/** The calendar year in South Africa at `now` (New Year arrives two hours before UTC's). */
export const yearInSouthAfrica = (now: Date): number =>
  Number(formatter({ locale: 'en-ZA', year: 'numeric', timeZone: SOUTH_AFRICA_TIME_ZONE }).format(now))
