import { validationMessages } from '../messages.ts'
import type { FieldErrors } from '../validation/fieldErrors.ts'
import { compactFieldErrors } from '../validation/fieldErrors.ts'
import { crossesItself, spanMeters } from './geometry.ts'
import { type GeofenceInput, type GeofenceShape, type Position, SCOPE_KINDS } from './types.ts'

/** The smallest circle GPS can tell apart from its own noise, and the largest a vehicle's place can be. */
export const GEOFENCE_MIN_RADIUS_METERS = 10
export const GEOFENCE_MAX_RADIUS_METERS = 100_000
/** A polygon wider than this is larger than a country is useful for: it would contain every trip. */
export const GEOFENCE_MAX_SPAN_METERS = 1_000_000
/** Geofences and rules alike: a name the desk shows whole. */
export const GEOFENCE_NAME_MAX_LENGTH = 100

export const geofenceMessages = {
  radius: `Please choose a radius between ${GEOFENCE_MIN_RADIUS_METERS} m and ${GEOFENCE_MAX_RADIUS_METERS / 1000} km`,
  tooFewPoints: 'A polygon needs at least three points',
  crossesItself: 'The polygon crosses itself; please redraw it',
  tooLarge: `The geofence is larger than ${GEOFENCE_MAX_SPAN_METERS / 1000} km across; please draw a smaller one`,
  position: 'Please choose a point on the map',
  nameTooLong: `Please use at most ${GEOFENCE_NAME_MAX_LENGTH} characters`,
  scope: 'Please choose a vehicle, an account holder or a company',
  /** A scope the caller may not set rules for reads as one that does not exist (ids reveal nothing). */
  scopeNotFound: 'No vehicle, account holder or company of yours has this id',
  notFound: 'Geofence not found.',
  inUse: 'A rule watches this geofence; delete the rule or choose another geofence for it first.',
} as const

const validPosition = (p: Position | undefined): boolean =>
  p !== undefined &&
  Number.isFinite(p.latitudeDegrees) &&
  Number.isFinite(p.longitudeDegrees) &&
  Math.abs(p.latitudeDegrees) <= 90 &&
  Math.abs(p.longitudeDegrees) <= 180

/** The shape's field errors, keyed under `shape.` as the request body names them; `{}` when it can be saved. */
export function geofenceShapeErrors(shape: GeofenceShape): FieldErrors {
  if (shape.type === 'circle') {
    if (!validPosition(shape.centre)) return { 'shape.centre': geofenceMessages.position }
    const r = shape.radiusMeters
    const ok = Number.isFinite(r) && r >= GEOFENCE_MIN_RADIUS_METERS && r <= GEOFENCE_MAX_RADIUS_METERS
    return ok ? {} : { 'shape.radiusMeters': geofenceMessages.radius }
  }
  const { points } = shape
  if (points.length < 3) return { 'shape.points': geofenceMessages.tooFewPoints }
  const bad = points.findIndex((p) => !validPosition(p))
  if (bad >= 0) return { [`shape.points.${bad}`]: geofenceMessages.position }
  if (crossesItself(points)) return { 'shape.points': geofenceMessages.crossesItself }
  if (spanMeters(shape) > GEOFENCE_MAX_SPAN_METERS) return { 'shape.points': geofenceMessages.tooLarge }
  return {}
}

/** The name's error: required, and short enough to read on the desk; undefined when fine. */
export function nameError(value: string): string | undefined {
  const name = value.trim()
  if (name === '') return validationMessages.required
  return name.length > GEOFENCE_NAME_MAX_LENGTH ? geofenceMessages.nameTooLong : undefined
}

/** The scope's errors (a geofence's and a rule's alike): a known kind of scope and an id. */
export function scopeErrors(scope: string, scopeId: number): FieldErrors {
  return {
    scope: (SCOPE_KINDS as readonly string[]).includes(scope) ? undefined : geofenceMessages.scope,
    scopeId: Number.isInteger(scopeId) && scopeId > 0 ? undefined : geofenceMessages.scope,
  }
}

/** Every field error of a geofence a person sent; `{}` when it can be saved as it is. */
export function geofenceErrors(input: GeofenceInput): FieldErrors {
  return compactFieldErrors({
    name: nameError(input.name),
    ...scopeErrors(input.scope, input.scopeId),
    ...geofenceShapeErrors(input.shape),
  })
}
