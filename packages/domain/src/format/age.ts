type DateInput = string | number | Date

/** A value older than this is stale: the tracker has gone quiet (it reports every few seconds while on). */
export const STALE_AFTER_MS = 15 * 60 * 1000

export type AgeTone = 'fresh' | 'stale' | 'unknown'

/** How long ago a time-based value was taken, e.g. 'just now', '42 s ago', '5 min ago', '3 h ago', '2 days ago'. */
export const formatAge = (value: DateInput | null | undefined, now: Date): string => {
  if (value == null || value === '') return 'never'
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return 'never'
  const seconds = Math.max(0, Math.floor((now.getTime() - time) / 1000))
  if (seconds < 5) return 'just now'
  if (seconds < 60) return `${seconds} s ago`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}

/** Whether a value is fresh, stale (older than STALE_AFTER_MS) or unknown. */
export const ageTone = (value: DateInput | null | undefined, now: Date): AgeTone => {
  if (value == null || value === '') return 'unknown'
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return 'unknown'
  return now.getTime() - time > STALE_AFTER_MS ? 'stale' : 'fresh'
}
