import { SOUTH_AFRICA_TIME_ZONE } from '../format/dates.ts'

// Schedules: the hours a rule's event is allowed (the car may leave home by day). A rule fires only outside them;
// a rule without a schedule is armed all the time. Hours are wall-clock hours in Africa/Johannesburg.

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One stretch of allowed hours on a weekday, 'HH:MM' to 'HH:MM' ('24:00' ends at midnight). */
export interface ScheduleWindow {
  weekday: Weekday
  from: string
  to: string
}

export type Schedule = ScheduleWindow[]

export const scheduleMessages = {
  empty: 'The schedule allows no hours at all; choose some hours, or no schedule to watch all the time',
  time: 'Please provide a time as HH:MM',
  order: 'The end must be after the start (split hours that pass midnight into two days)',
  weekday: 'Please choose a day of the week',
} as const

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/

/** Minutes after midnight of 'HH:MM', or null when it is not a time. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** Field errors of a schedule, keyed `schedule.<n>.<field>`; `{}` when it can be saved. */
export function scheduleErrors(schedule: Schedule, key = 'schedule'): Record<string, string> {
  if (schedule.length === 0) return { [key]: scheduleMessages.empty }
  const errors: Record<string, string> = {}
  schedule.forEach((window, n) => {
    if (!(WEEKDAYS as readonly string[]).includes(window.weekday))
      errors[`${key}.${n}.weekday`] = scheduleMessages.weekday
    const from = minutesOf(window.from)
    const to = minutesOf(window.to)
    if (from === null || from === 24 * 60) errors[`${key}.${n}.from`] = scheduleMessages.time
    else if (to === null) errors[`${key}.${n}.to`] = scheduleMessages.time
    else if (to <= from) errors[`${key}.${n}.to`] = scheduleMessages.order
  })
  return errors
}

const wallClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SOUTH_AFRICA_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The weekday and minute of the day at `time` on Johannesburg's clock. */
export function weekdayAndMinute(time: Date): { weekday: Weekday; minute: number } {
  let weekday = 'Mon'
  let hour = 0
  let minute = 0
  for (const part of wallClockParts.formatToParts(time)) {
    if (part.type === 'weekday') weekday = part.value
    else if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
  }
  return { weekday: weekday as Weekday, minute: hour * 60 + minute }
}

/** Whether the schedule allows `time` (the start minute is in, the end minute is out). No schedule allows nothing. */
export function scheduleAllows(schedule: Schedule | null, time: Date): boolean {
  if (!schedule) return false
  const now = weekdayAndMinute(time)
  return schedule.some(
    (window) =>
      window.weekday === now.weekday &&
      (minutesOf(window.from) ?? 0) <= now.minute &&
      now.minute < (minutesOf(window.to) ?? 0),
  )
}
