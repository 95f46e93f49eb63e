import { useSyncExternalStore } from 'react'

// One timer for every age on screen: 50 cards tick together once a second instead of 50 timers.
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let now = Date.now()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The current time, updated every second while something shows an age; `fixed` pins it (stories, tests). */
export function useNow(fixed?: Date): Date {
  const ticking = useSyncExternalStore(
    fixed ? noSubscription : subscribe,
    () => now,
    () => now,
  )
  return fixed ?? new Date(ticking)
}

/**
 * What a component shows of the shared clock (an age's text, whether it is stale), re-rendering only when that
 * changes: 50 vehicle cards whose ages read 'just now' or '3 min ago' stay as they are on most ticks.
 */
export function useClockReading<Reading extends string | number | boolean>(
  read: (now: Date) => Reading,
  fixed?: Date,
): Reading {
  return useSyncExternalStore(
    fixed ? noSubscription : subscribe,
    () => read(fixed ?? new Date(now)),
    () => read(fixed ?? new Date(now)),
  )
}

const noSubscription = () => () => {}
