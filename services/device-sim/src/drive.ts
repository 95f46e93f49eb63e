import { bearingDegrees, distanceMeters, type Route, type Waypoint } from './routes.ts'

/** Where a car is along a route; it drives the route forward, parks, then drives it back. */
export interface RoutePosition {
  route: Route
  forward: boolean
  segment: number
  metersIntoSegment: number
}

export interface RouteFix {
  latitudeDegrees: number
  longitudeDegrees: number
  headingDegrees: number
}

function waypointsOf(position: RoutePosition): readonly Waypoint[] {
  return position.forward ? position.route.waypoints : [...position.route.waypoints].reverse()
}

export function fixAt(position: RoutePosition): RouteFix {
  const waypoints = waypointsOf(position)
  const last = waypoints.length - 1
  const segment = Math.min(position.segment, last - 1)
  const from = waypoints[segment]!
  const to = waypoints[segment + 1]!
  const length = distanceMeters(from, to)
  const share = length === 0 ? 0 : Math.min(1, position.metersIntoSegment / length)
  return {
    latitudeDegrees: from.latitudeDegrees + (to.latitudeDegrees - from.latitudeDegrees) * share,
    longitudeDegrees: from.longitudeDegrees + (to.longitudeDegrees - from.longitudeDegrees) * share,
    headingDegrees: Math.round(bearingDegrees(from, to)),
  }
}

/** Moves `meters` along the route; `arrived` once the last waypoint is reached (the car then parks there). */
export function advanceAlongRoute(
  position: RoutePosition,
  meters: number,
): { position: RoutePosition; arrived: boolean } {
  const waypoints = waypointsOf(position)
  let segment = position.segment
  let into = position.metersIntoSegment + meters
  while (segment < waypoints.length - 1) {
    const length = distanceMeters(waypoints[segment]!, waypoints[segment + 1]!)
    if (into < length) return { position: { ...position, segment, metersIntoSegment: into }, arrived: false }
    into -= length
    segment++
  }
  const lastSegment = waypoints.length - 2
  const lastLength = distanceMeters(waypoints[lastSegment]!, waypoints[lastSegment + 1]!)
  return { position: { ...position, segment: lastSegment, metersIntoSegment: lastLength }, arrived: true }
}

/** After parking at the end, the next trip drives the same road back. */
export function turnAround(position: RoutePosition): RoutePosition {
  return { route: position.route, forward: !position.forward, segment: 0, metersIntoSegment: 0 }
}
