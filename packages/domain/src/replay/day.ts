import { SOUTH_AFRICA_TIME_ZONE } from '../format/dates.ts'

/** A calendar day in South Africa, 'YYYY-MM-DD'. */
export type ReplayDay = string

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

// South Africa has kept UTC+2 all year since 1944 (no daylight saving), so a day there is a fixed UTC window.
const SOUTH_AFRICA_OFFSET = '+02:00'

/** Whether `text` is a real calendar day written 'YYYY-MM-DD'. */
export function isReplayDay(text: string): text is ReplayDay {
  const match = DAY_PATTERN.exec(text)
  if (!match) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/** The day's window in South Africa: from its midnight up to (not including) the next. */
export function replayDayWindow(day: ReplayDay): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00${SOUTH_AFRICA_OFFSET}`)
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) }
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SOUTH_AFRICA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The South African calendar day `now` falls on. */
export const replayDayOf = (now: Date): ReplayDay => dayFormat.format(now)

/** The calendar day `days` after (or before, if negative) `day`. */
export function shiftReplayDay(day: ReplayDay, days: number): ReplayDay {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const dayLabelFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'Fri, 27 Nov 2026': the day as the replay names it, en-GB. */
export const formatReplayDay = (day: ReplayDay): string => dayLabelFormat.format(new Date(`${day}T12:00:00Z`))
