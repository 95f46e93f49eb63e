import {
  NOTIFICATION_TIME_ZONE,
  type NotificationPreferences,
  type PersonChannel,
  type QuietHours,
  type TimeOfDay,
} from './types.ts'

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export const isTimeOfDay = (value: string): value is TimeOfDay => TIME.test(value)

const DAY_MINUTES = 24 * 60

const minutesOf = (time: TimeOfDay): number => {
  const [, h, m] = TIME.exec(time) ?? []
  return Number(h) * 60 + Number(m)
}

/** Minutes since midnight at `now` in the zone (Intl, so a zone with summer time would still be right). */
export function minuteOfDay(now: Date, timeZone = NOTIFICATION_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {})
  return Number(parts.hour) * 60 + Number(parts.minute)
}

/**
 * Whether `now` falls in the quiet hours; from is included, to is not. A span past midnight (22:00 to 06:00) wraps;
 * from equal to to is no quiet hours at all (the settings refuse it, see `quietHoursProblem`).
 */
export function inQuietHours(now: Date, quiet: QuietHours | null, timeZone = NOTIFICATION_TIME_ZONE): boolean {
  if (!quiet) return false
  const from = minutesOf(quiet.from)
  const to = minutesOf(quiet.to)
  if (from === to) return false
  const minute = minuteOfDay(now, timeZone)
  return from < to ? minute >= from && minute < to : minute >= from || minute < to
}

/**
 * The first whole minute at or after `now` outside the quiet hours: when a message they held goes out. `now` itself
 * when it is not in them. Counted in minutes of the zone's day (Johannesburg keeps UTC+2 all year).
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null, timeZone = NOTIFICATION_TIME_ZONE): Date {
  if (!quiet || !inQuietHours(now, quiet, timeZone)) return now
  const wait = (minutesOf(quiet.to) - minuteOfDay(now, timeZone) + DAY_MINUTES) % DAY_MINUTES
  const minuteStart = now.getTime() - (now.getTime() % 60_000)
  return new Date(minuteStart + wait * 60_000)
}

/** Channels that wake a person up; quiet hours hold them back until they end. Email waits in the inbox anyway. */
export const INTERRUPTING_CHANNELS: readonly PersonChannel[] = ['sms', 'push']

/** Alarm kinds that break through quiet hours: someone pressed SOS, they are in danger now. */
export const URGENT_KINDS: readonly string[] = ['SOS']

/** The channels a person chose for an alarm of this kind (`default` for a kind they have not set). */
export function channelsFor(preferences: NotificationPreferences, kind: string): PersonChannel[] {
  return preferences.channels[kind] ?? preferences.channels.default ?? []
}

/** For each chosen channel, whether it goes now or is held by quiet hours. */
export function channelDecisions(
  preferences: NotificationPreferences,
  kind: string,
  now: Date,
): { channel: PersonChannel; held: boolean }[] {
  const quiet = !URGENT_KINDS.includes(kind) && inQuietHours(now, preferences.quietHours)
  return channelsFor(preferences, kind).map((channel) => ({
    channel,
    held: quiet && INTERRUPTING_CHANNELS.includes(channel),
  }))
}
