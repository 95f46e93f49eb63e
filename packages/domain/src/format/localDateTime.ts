import { SOUTH_AFRICA_TIME_ZONE, type WallClock, wallClock } from './dates.ts'

/**
 * 'YYYY-MM-DDTHH:mm' on the clock in Johannesburg: what the installation picker holds, whatever the browser's time
 * zone, so 10:00 picked is 10:00 listed (issue #28).
 */
export type LocalDateTimeText = string

const pad = (value: number) => String(value).padStart(2, '0')
const asUtcMs = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)

/** The picker's Johannesburg date and time as the UTC instant the API stores (installationUtcDateTime). */
export function localDateTimeToUtc(value: LocalDateTimeText, timeZone = SOUTH_AFRICA_TIME_ZONE): string {
  const [date = '', time = '00:00'] = value.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  const wanted = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0)
  // The zone's offset at the wanted time, found by reading the clock there; twice, in case the first guess crossed a
  // daylight-saving change (Johannesburg has none, but the rule does not depend on it).
  let instant = wanted
  for (let step = 0; step < 2; step += 1) instant = wanted - (asUtcMs(wallClock(new Date(instant), timeZone)) - instant)
  return new Date(instant).toISOString()
}

/** A UTC instant as the picker shows it, on the clock in Johannesburg to the minute; null when absent or unreadable. */
export function utcToLocalDateTime(
  value: string | null | undefined,
  timeZone = SOUTH_AFRICA_TIME_ZONE,
): LocalDateTimeText | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const clock = wallClock(date, timeZone)
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`
}
