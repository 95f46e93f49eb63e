import { signedDistanceMeters } from './geometry.ts'
import type { GeofenceShape, Position } from './types.ts'

/**
 * How far past the edge a fix must be before the vehicle counts as having crossed it. Phone-grade GPS wanders
 * 5-20 m when standing still; 30 m on each side keeps a car parked on the edge from flapping in and out.
 */
export const GEOFENCE_MARGIN_METERS = 30

/**
 * Whether the vehicle is inside, with hysteresis: once inside it stays inside until it is `margin` beyond the edge,
 * and once outside it stays outside until it is `margin` within. With nothing known before, the edge decides.
 */
export function insideWithHysteresis(
  shape: GeofenceShape,
  point: Position,
  wasInside: boolean | null,
  marginMeters = GEOFENCE_MARGIN_METERS,
): boolean {
  const distance = signedDistanceMeters(shape, point)
  if (wasInside === null) return distance <= 0
  return wasInside ? distance <= marginMeters : distance < -marginMeters
}
