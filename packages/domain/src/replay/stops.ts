import type { Route, RoutePosition } from './route.ts'

/**
 * Five minutes: longer than a red light or a queue at a boom gate (South African signal cycles run up to about two
 * minutes), shorter than any errand worth seeing on the map (a fuel stop, a delivery, parking at home).
 */
export const STOP_MINIMUM_MINUTES = 5
/** Fifty metres: a parked tracker's GPS drifts by up to about 20-30 m; anything further is driving, however slowly. */
export const STOP_RADIUS_METRES = 50

export interface Stop extends RoutePosition {
  /** Device time the vehicle arrived (first report of the stop), ms since the epoch. */
  from: number
  /** Device time of the stop's last report. */
  to: number
  firstIndex: number
  lastIndex: number
}

// Metres per degree of latitude; within a stop's 50 m the flat-earth (equirectangular) distance is exact to
// millimetres and costs a fraction of the haversine, which matters over 86,400 points.
const METRES_PER_DEGREE = 111_195

/**
 * The stops of a route: stretches where every report stays within `radiusMetres` of the stretch's first report for at
 * least `minimumMinutes` of device time. A gap in reports counts as standing still when the reports either side of it
 * are that close (trackers report less often while parked).
 */
export function detectStops(
  route: Route,
  { minimumMinutes = STOP_MINIMUM_MINUTES, radiusMetres = STOP_RADIUS_METRES } = {},
): Stop[] {
  const { times, latitudes, longitudes } = route
  const minimumMs = minimumMinutes * 60_000
  const squaredRadius = (radiusMetres / METRES_PER_DEGREE) ** 2
  const stops: Stop[] = []
  let first = 0
  while (first < times.length) {
    const latitude = latitudes[first]!
    const longitude = longitudes[first]!
    const shrink = Math.cos((latitude * Math.PI) / 180)
    let last = first
    while (last + 1 < times.length) {
      const dLat = latitudes[last + 1]! - latitude
      const dLng = (longitudes[last + 1]! - longitude) * shrink
      if (dLat * dLat + dLng * dLng > squaredRadius) break
      last++
    }
    if (times[last]! - times[first]! >= minimumMs) {
      stops.push({ latitude, longitude, from: times[first]!, to: times[last]!, firstIndex: first, lastIndex: last })
      first = last + 1
    } else {
      first++
    }
  }
  return stops
}
