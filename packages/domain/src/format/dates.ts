// One date formatter for the product (issue #28): en-GB in Africa/Johannesburg everywhere, one date format ('05 Mar
// 2024') on the dashboard, the burn-in console and the checklist, whatever the browser's time zone.

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

const LOCALE = 'en-GB'
const DATE_PARTS = { day: '2-digit', month: 'short', year: 'numeric' } as const

/** '05 Mar 2024': day, short month and year; 'N/A' when missing or unreadable. */
export const formatDate = (value: DateInput | null | undefined, timeZone = SOUTH_AFRICA_TIME_ZONE): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({ locale: LOCALE, ...DATE_PARTS, timeZone }).format(date)
}

/** '05 Mar 2024, 14:34': the date as formatDate, then the 24-hour time. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone = SOUTH_AFRICA_TIME_ZONE): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({
    locale: LOCALE,
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
}

/** '05 Mar 2024, 14:34:56': checklist, burn-in and audit times, to the second (events seconds apart are told apart). */
export const formatChecklistTime = (value: DateInput | null | undefined): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({
    locale: LOCALE,
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: SOUTH_AFRICA_TIME_ZONE,
  }).format(date)
}

/** Minutes east of UTC in `timeZone` at `instant` (SAST is +120), read from Intl so the zone's rules stay Intl's. */
const offsetMinutesAt = (instant: Date, timeZone: string): number => {
  const name = formatter({ locale: LOCALE, timeZoneName: 'longOffset', timeZone })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** The instant a calendar day ('2026-11-01') begins in South Africa (or `timeZone`): '2026-10-31T22:00:00.000Z'. */
export const startOfDayInSouthAfrica = (day: string, timeZone = SOUTH_AFRICA_TIME_ZONE): Date => {
  const midnightUtc = new Date(`${day}T00:00:00Z`)
  return new Date(midnightUtc.getTime() - offsetMinutesAt(midnightUtc, timeZone) * 60_000)
}

/** Countdown text 'mm:ss'; negative time shows '00:00', partial seconds are dropped. */
export const formatMinutesSeconds = (milliseconds: number): string => {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000))
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/** The calendar year in South Africa at `now` (New Year arrives two hours before UTC's). */
export const yearInSouthAfrica = (now: Date): number => wallClock(now).year

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The date and the clock's time, to the minute, at `date` in `timeZone` (Johannesburg unless told). */
export const wallClock = (date: Date, timeZone = SOUTH_AFRICA_TIME_ZONE): WallClock => {
  const parts = formatter({
    locale: LOCALE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

/** '14:34:56' — a time of day to the second, en-GB in Africa/Johannesburg (the trip replay's clock). */
export const formatTimeOfDay = (value: DateInput | null | undefined): string => {
  const date = value == null ? null : toDate(value)
  if (!date) return NOT_AVAILABLE
  return formatter({
    locale: LOCALE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: SOUTH_AFRICA_TIME_ZONE,
  }).format(date)
}
