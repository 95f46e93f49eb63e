import type { GeofenceShape, Position } from './types.ts'

/** The Earth's mean radius (IUGG), the one the distances on the map are measured with. */
export const EARTH_RADIUS_METERS = 6_371_008.8
const RADIANS = Math.PI / 180

/** Great-circle distance (haversine): exact enough for geofences, which are at most a country across. */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = (b.latitudeDegrees - a.latitudeDegrees) * RADIANS
  const dLon = (b.longitudeDegrees - a.longitudeDegrees) * RADIANS
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitudeDegrees * RADIANS) * Math.cos(b.latitudeDegrees * RADIANS) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Metres east and north of `origin` (equirectangular): flat enough within a geofence, and cheap at ingest speed. */
export function toLocalMeters(origin: Position, point: Position): [number, number] {
  const x = (point.longitudeDegrees - origin.longitudeDegrees) * RADIANS * Math.cos(origin.latitudeDegrees * RADIANS)
  const y = (point.latitudeDegrees - origin.latitudeDegrees) * RADIANS
  return [x * EARTH_RADIUS_METERS, y * EARTH_RADIUS_METERS]
}

/** Distance from the origin to the segment a-b, all in local metres. */
function distanceToSegment([ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax
  const dy = by - ay
  const lengthSquared = dx * dx + dy * dy
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared))
  return Math.hypot(ax + t * dx, ay + t * dy)
}

/** Whether the point is inside the polygon (even-odd ray casting in degrees; the edge itself counts as either). */
function insidePolygon(points: readonly Position[], point: Position): boolean {
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!
    const b = points[j]!
    const crosses =
      a.latitudeDegrees > point.latitudeDegrees !== b.latitudeDegrees > point.latitudeDegrees &&
      point.longitudeDegrees <
        ((b.longitudeDegrees - a.longitudeDegrees) * (point.latitudeDegrees - a.latitudeDegrees)) /
          (b.latitudeDegrees - a.latitudeDegrees) +
          a.longitudeDegrees
    if (crosses) inside = !inside
  }
  return inside
}

/**
 * How far the point is from the shape's edge in metres: negative inside, positive outside. Hysteresis compares it
 * with a margin, so one number answers both "inside?" and "how sure?".
 */
export function signedDistanceMeters(shape: GeofenceShape, point: Position): number {
  if (shape.type === 'circle') return distanceMeters(shape.centre, point) - shape.radiusMeters
  const local = shape.points.map((corner) => toLocalMeters(point, corner))
  let nearest = Number.POSITIVE_INFINITY
  for (let i = 0; i < local.length; i++) {
    nearest = Math.min(nearest, distanceToSegment(local[i]!, local[(i + 1) % local.length]!))
  }
  return insidePolygon(shape.points, point) ? -nearest : nearest
}

export interface BoundingBox {
  minLatitude: number
  minLongitude: number
  maxLatitude: number
  maxLongitude: number
}

/** The shape's box in degrees, grown by `marginMeters` on each side (what a spatial index holds). */
export function boundingBox(shape: GeofenceShape, marginMeters = 0): BoundingBox {
  const corners = shape.type === 'circle' ? [shape.centre] : shape.points
  const grow = (shape.type === 'circle' ? shape.radiusMeters : 0) + marginMeters
  const lats = corners.map((p) => p.latitudeDegrees)
  const lons = corners.map((p) => p.longitudeDegrees)
  const minLatitude = Math.min(...lats)
  const maxLatitude = Math.max(...lats)
  const latGrow = grow / (EARTH_RADIUS_METERS * RADIANS)
  // Longitude degrees shrink towards the poles: grow by the widest the box reaches.
  const widest = Math.max(Math.abs(minLatitude - latGrow), Math.abs(maxLatitude + latGrow))
  const lonGrow = latGrow / Math.max(Math.cos(Math.min(89.9, widest) * RADIANS), 1e-6)
  return {
    minLatitude: minLatitude - latGrow,
    maxLatitude: maxLatitude + latGrow,
    minLongitude: Math.min(...lons) - lonGrow,
    maxLongitude: Math.max(...lons) + lonGrow,
  }
}

/** The most metres between two points of the shape (its size across). */
export function spanMeters(shape: GeofenceShape): number {
  if (shape.type === 'circle') return 2 * shape.radiusMeters
  let widest = 0
  for (const a of shape.points) for (const b of shape.points) widest = Math.max(widest, distanceMeters(a, b))
  return widest
}

const orientation = (a: Position, b: Position, c: Position): number =>
  Math.sign(
    (b.longitudeDegrees - a.longitudeDegrees) * (c.latitudeDegrees - a.latitudeDegrees) -
      (b.latitudeDegrees - a.latitudeDegrees) * (c.longitudeDegrees - a.longitudeDegrees),
  )

const onSegment = (a: Position, b: Position, p: Position): boolean =>
  Math.min(a.longitudeDegrees, b.longitudeDegrees) <= p.longitudeDegrees &&
  p.longitudeDegrees <= Math.max(a.longitudeDegrees, b.longitudeDegrees) &&
  Math.min(a.latitudeDegrees, b.latitudeDegrees) <= p.latitudeDegrees &&
  p.latitudeDegrees <= Math.max(a.latitudeDegrees, b.latitudeDegrees)

/** Whether segments a-b and c-d meet (touching and overlapping count). */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c)
  const o2 = orientation(a, b, d)
  const o3 = orientation(c, d, a)
  const o4 = orientation(c, d, b)
  if (o1 !== o2 && o3 !== o4) return true
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  )
}

/** Whether any two edges that are not neighbours meet: a polygon drawn as a figure eight has no inside. */
export function crossesItself(points: readonly Position[]): boolean {
  const n = points.length
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1)
      if (neighbours) continue
      if (segmentsMeet(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true
    }
  }
  return false
}
