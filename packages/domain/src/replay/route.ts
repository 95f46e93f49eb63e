/**
 * A day's route as the device reported it: one column per field, ordered by device time. Columns rather than one
 * object per point: a day of one report a second is 86,400 points, and three number arrays are a fraction of the
 * memory and parse time of 86,400 objects.
 */
export interface Route {
  /** Device times, milliseconds since the epoch, ascending. */
  times: readonly number[]
  latitudes: readonly number[]
  longitudes: readonly number[]
}

/** GET /Vehicles/{id}/Route: one South African day's route, with the device times of that day's SOS presses. */
export interface VehicleRoute {
  day: string
  times: number[]
  latitudes: number[]
  longitudes: number[]
  sosTimes: number[]
}

export interface RoutePosition {
  latitude: number
  longitude: number
}

export const EMPTY_ROUTE: Route = { times: [], latitudes: [], longitudes: [] }

/** The index of the last point reported at or before `time` (0 before the first). */
export function pointIndexAt(route: Route, time: number): number {
  const { times } = route
  let low = 0
  let high = times.length - 1
  if (high < 0 || time <= times[0]!) return 0
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (times[middle]! <= time) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Where the vehicle was at `time`: between two reports, the straight line between them at the share of the time gone
 * by (the device says nothing about the road in between); before the first report the first, after the last the
 * last; null for a route without points.
 */
export function positionAt(route: Route, time: number): RoutePosition | null {
  const { times, latitudes, longitudes } = route
  if (times.length === 0) return null
  const index = pointIndexAt(route, time)
  const next = index + 1
  if (next >= times.length || time <= times[index]!)
    return { latitude: latitudes[index]!, longitude: longitudes[index]! }
  const share = (time - times[index]!) / (times[next]! - times[index]!)
  return {
    latitude: latitudes[index]! + (latitudes[next]! - latitudes[index]!) * share,
    longitude: longitudes[index]! + (longitudes[next]! - longitudes[index]!) * share,
  }
}

const EARTH_RADIUS_METRES = 6_371_008.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: RoutePosition, b: RoutePosition): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLng = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}
