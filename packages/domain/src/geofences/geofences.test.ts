import { describe, expect, it } from 'vitest'
import { validationMessages } from '../messages.ts'
import { GEOFENCE_MARGIN_METERS, insideWithHysteresis } from './containment.ts'
import {
  boundingBox,
  crossesItself,
  distanceMeters,
  EARTH_RADIUS_METERS,
  segmentsMeet,
  signedDistanceMeters,
  spanMeters,
  toLocalMeters,
} from './geometry.ts'
import type { GeofenceCircle, GeofencePolygon, Position } from './types.ts'
import { geofenceErrors, geofenceMessages, geofenceShapeErrors } from './validate.ts'

const sandton: Position = { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }
/** `metres` north (positive) or south of a point. */
const north = (from: Position, metres: number): Position => ({
  ...from,
  latitudeDegrees: from.latitudeDegrees + (metres / (EARTH_RADIUS_METERS * Math.PI)) * 180,
})
const east = (from: Position, metres: number): Position => ({
  ...from,
  longitudeDegrees:
    from.longitudeDegrees +
    ((metres / (EARTH_RADIUS_METERS * Math.PI)) * 180) / Math.cos((from.latitudeDegrees * Math.PI) / 180),
})
const circle = (radiusMeters: number, centre = sandton): GeofenceCircle => ({ type: 'circle', centre, radiusMeters })
/** A square `side` metres across with its south-west corner at `corner`. */
const square = (side: number, corner = sandton): GeofencePolygon => ({
  type: 'polygon',
  points: [corner, north(corner, side), east(north(corner, side), side), east(corner, side)],
})

describe('geometry', () => {
  it('measures distance in metres', () => {
    expect(distanceMeters(sandton, north(sandton, 1000))).toBeCloseTo(1000, 0)
    expect(distanceMeters(sandton, sandton)).toBe(0)
    // Johannesburg to Cape Town is about 1,260 km as the crow flies.
    expect(distanceMeters(sandton, { latitudeDegrees: -33.9249, longitudeDegrees: 18.4241 }) / 1000).toBeCloseTo(
      1270,
      -1,
    )
  })

  it('projects to local metres east and north', () => {
    const [x, y] = toLocalMeters(sandton, east(north(sandton, 300), 400))
    expect(x).toBeCloseTo(400, 0)
    expect(y).toBeCloseTo(300, 0)
  })

  it('answers signed distance to a circle edge: negative inside', () => {
    expect(signedDistanceMeters(circle(200), north(sandton, 150))).toBeCloseTo(-50, 0)
    expect(signedDistanceMeters(circle(200), north(sandton, 260))).toBeCloseTo(60, 0)
  })

  it('answers signed distance to a polygon edge: negative inside', () => {
    const box = square(1000)
    expect(signedDistanceMeters(box, east(north(sandton, 500), 100))).toBeCloseTo(-100, 0)
    expect(signedDistanceMeters(box, east(north(sandton, 500), -40))).toBeCloseTo(40, 0)
    // Beyond a corner the nearest point is the corner.
    expect(signedDistanceMeters(box, east(north(sandton, -30), -40))).toBeCloseTo(50, 0)
  })

  it('boxes a shape with a margin', () => {
    const box = boundingBox(circle(1000), 100)
    expect(distanceMeters(sandton, { ...sandton, latitudeDegrees: box.maxLatitude })).toBeCloseTo(1100, 0)
    expect(distanceMeters(sandton, { ...sandton, longitudeDegrees: box.minLongitude })).toBeGreaterThanOrEqual(1099)
    const polygonBox = boundingBox(square(1000))
    expect(polygonBox.minLatitude).toBeCloseTo(sandton.latitudeDegrees, 9)
    expect(polygonBox.minLongitude).toBeCloseTo(sandton.longitudeDegrees, 9)
  })

  it('measures the span of circles and polygons', () => {
    expect(spanMeters(circle(500))).toBe(1000)
    expect(spanMeters(square(1000))).toBeCloseTo(Math.SQRT2 * 1000, -1)
  })

  it('finds a polygon that crosses itself, and not a square or a concave one', () => {
    const [a, b, c, d] = square(1000).points as [Position, Position, Position, Position]
    expect(crossesItself([a, c, b, d])).toBe(true)
    expect(crossesItself([a, b, c, d])).toBe(false)
    const notch = east(north(sandton, 500), 500)
    expect(crossesItself([a, b, c, notch, d])).toBe(false)
    // A corner touching an edge that is not its neighbour counts as crossing (collinear touch).
    expect(crossesItself([a, b, c, d, north(sandton, 500)])).toBe(true)
  })
})

describe('segmentsMeet', () => {
  const at = (x: number, y: number): Position => ({ latitudeDegrees: y, longitudeDegrees: x })
  it('answers crossing, touching, collinear overlap and apart', () => {
    expect(segmentsMeet(at(0, 0), at(2, 2), at(0, 2), at(2, 0))).toBe(true)
    expect(segmentsMeet(at(0, 0), at(2, 0), at(1, 0), at(1, 1))).toBe(true)
    expect(segmentsMeet(at(0, 0), at(2, 0), at(1, 0), at(3, 0))).toBe(true)
    expect(segmentsMeet(at(1, 0), at(3, 0), at(0, 0), at(2, 0))).toBe(true)
    expect(segmentsMeet(at(0, 0), at(1, 0), at(2, 0), at(3, 0))).toBe(false)
    expect(segmentsMeet(at(0, 0), at(1, 1), at(0, 1), at(0.4, 0.9))).toBe(false)
  })

  it('measures to a polygon with a repeated corner', () => {
    const [a, b, c] = square(1000).points as [Position, Position, Position]
    expect(signedDistanceMeters({ type: 'polygon', points: [a, a, b, c] }, north(sandton, -50))).toBeCloseTo(50, 0)
  })
})

describe('insideWithHysteresis', () => {
  const fence = circle(200)
  it('decides by the edge when nothing is known', () => {
    expect(insideWithHysteresis(fence, north(sandton, 199), null)).toBe(true)
    expect(insideWithHysteresis(fence, north(sandton, 201), null)).toBe(false)
  })

  it('keeps a vehicle inside until it is the margin beyond the edge (jitter does not flap)', () => {
    for (const jitter of [-20, -5, 5, 20, GEOFENCE_MARGIN_METERS - 1]) {
      expect(insideWithHysteresis(fence, north(sandton, 200 + jitter), true)).toBe(true)
    }
    expect(insideWithHysteresis(fence, north(sandton, 200 + GEOFENCE_MARGIN_METERS + 1), true)).toBe(false)
  })

  it('keeps a vehicle outside until it is the margin within', () => {
    for (const jitter of [20, 5, -5, -20, 1 - GEOFENCE_MARGIN_METERS]) {
      expect(insideWithHysteresis(fence, north(sandton, 200 + jitter), false)).toBe(false)
    }
    expect(insideWithHysteresis(fence, north(sandton, 200 - GEOFENCE_MARGIN_METERS - 1), false)).toBe(true)
  })

  it('takes another margin when asked', () => {
    expect(insideWithHysteresis(fence, north(sandton, 205), true, 0)).toBe(false)
  })
})

describe('geofence validation', () => {
  const valid = { name: 'Home', scope: 'vehicle' as const, scopeId: 7, shape: circle(150) }

  it('accepts a circle and a polygon', () => {
    expect(geofenceErrors(valid)).toEqual({})
    expect(geofenceErrors({ ...valid, shape: square(500) })).toEqual({})
  })

  it('refuses a circle of zero, tiny or absurd radius, at the radius field', () => {
    for (const radiusMeters of [0, 9.9, 100_001, Number.NaN, -5]) {
      expect(geofenceShapeErrors(circle(radiusMeters))).toEqual({ 'shape.radiusMeters': geofenceMessages.radius })
    }
    expect(geofenceShapeErrors(circle(10))).toEqual({})
    expect(geofenceShapeErrors(circle(100_000))).toEqual({})
  })

  it('refuses a centre off the map', () => {
    expect(geofenceShapeErrors(circle(100, { latitudeDegrees: 91, longitudeDegrees: 0 }))).toEqual({
      'shape.centre': geofenceMessages.position,
    })
  })

  it('refuses a polygon with fewer than three points', () => {
    const [a, b] = square(100).points
    expect(geofenceShapeErrors({ type: 'polygon', points: [a!, b!] })).toEqual({
      'shape.points': geofenceMessages.tooFewPoints,
    })
  })

  it('refuses a polygon that crosses itself', () => {
    const [a, b, c, d] = square(1000).points
    expect(geofenceShapeErrors({ type: 'polygon', points: [a!, c!, b!, d!] })).toEqual({
      'shape.points': geofenceMessages.crossesItself,
    })
  })

  it('refuses a polygon larger than a country, and names a point off the map', () => {
    expect(geofenceShapeErrors(square(800_000))).toEqual({ 'shape.points': geofenceMessages.tooLarge })
    expect(geofenceShapeErrors(square(600_000))).toEqual({})
    const points = [...square(100).points]
    points[2] = { latitudeDegrees: 0, longitudeDegrees: 181 }
    expect(geofenceShapeErrors({ type: 'polygon', points })).toEqual({ 'shape.points.2': geofenceMessages.position })
  })

  it('names each bad field: name, scope and shape together', () => {
    expect(geofenceErrors({ name: '  ', scope: 'planet' as never, scopeId: 0, shape: circle(0) })).toEqual({
      name: validationMessages.required,
      scope: geofenceMessages.scope,
      scopeId: geofenceMessages.scope,
      'shape.radiusMeters': geofenceMessages.radius,
    })
    expect(geofenceErrors({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: geofenceMessages.nameTooLong })
  })
})
