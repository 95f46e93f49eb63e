import { tamperDescription } from '../vehicles/tamper.ts'
import type { VehicleHistoryEntry } from '../vehicles/types.ts'
import { positionAt, type Route, type RoutePosition } from './route.ts'

export type ReplayEventKind = 'locked' | 'unlocked' | 'tamper' | 'sos' | 'alert'

/** A history entry or an SOS press placed on the day's route. */
export interface ReplayEvent {
  key: string
  kind: ReplayEventKind
  /** Device time, ms since the epoch. */
  time: number
  /** What happened, in words ('Locked', 'Car battery disconnected', 'SOS pressed'). */
  label: string
  /** Where: the route's position at that time, else the entry's last known position, else unknown. */
  position: RoutePosition | null
}

/** What trip replay reads of a history entry to place it on the route. */
export type HistoryEntryOnRoute = Pick<
  VehicleHistoryEntry,
  | 'id'
  | 'type'
  | 'dateTime'
  | 'isLocked'
  | 'tamperCarBatteryState'
  | 'tamperCancelled'
  | 'lastKnownGpsLatitudeDegrees'
  | 'lastKnownGpsLongitudeDegrees'
>

function describeEntry(entry: HistoryEntryOnRoute): { kind: ReplayEventKind; label: string } {
  switch (entry.type) {
    case 'LockState':
      return entry.isLocked ? { kind: 'locked', label: 'Locked' } : { kind: 'unlocked', label: 'Unlocked' }
    case 'TamperAlert':
      return { kind: 'tamper', label: tamperDescription(entry) }
    case 'AuraCallout':
      return { kind: 'alert', label: 'Aura callout' }
    case 'CapitalAirIncident':
      return { kind: 'alert', label: 'Capital Air incident' }
  }
}

/**
 * The day's entries and SOS presses in time order, each placed where the route was at its device time. Outside the
 * route's first and last report the route cannot say, so the entry's own last known position stands (if any).
 */
export function replayEvents(
  route: Route,
  entries: readonly HistoryEntryOnRoute[],
  sosTimes: readonly number[] = [],
): ReplayEvent[] {
  const first = route.times[0]
  const last = route.times.at(-1)
  const place = (time: number, fallback: RoutePosition | null) =>
    first !== undefined && last !== undefined && time >= first && time <= last ? positionAt(route, time) : fallback
  const events: ReplayEvent[] = entries.map((entry) => {
    const time = Date.parse(entry.dateTime)
    const known =
      entry.lastKnownGpsLatitudeDegrees === null || entry.lastKnownGpsLongitudeDegrees === null
        ? null
        : { latitude: entry.lastKnownGpsLatitudeDegrees, longitude: entry.lastKnownGpsLongitudeDegrees }
    return { key: `entry-${entry.id}`, time, ...describeEntry(entry), position: place(time, known) }
  })
  for (const time of sosTimes) {
    events.push({ key: `sos-${time}`, kind: 'sos', time, label: 'SOS pressed', position: place(time, null) })
  }
  return events.sort((a, b) => a.time - b.time)
}
