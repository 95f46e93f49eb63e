import type { FleetCompany, FleetVehicle } from '../vehicles/fleet.ts'
import { boundingBox, distanceMeters, spanMeters } from './geometry.ts'
import type { GeofenceCircle, GeofenceInput, GeofenceShape, Position, ScopeKind } from './types.ts'

// What the geofence editor needs beyond validation: shapes from a drag or typed numbers, and words for the list.

/** The circle a person drew by pressing at its centre and letting go on its edge (whole metres: GPS is no finer). */
export function circleFromDrag(centre: Position, edge: Position): GeofenceCircle {
  return { type: 'circle', centre, radiusMeters: Math.round(distanceMeters(centre, edge)) }
}

/**
 * A number a person typed into a coordinate or radius field; blank or not a number is NaN, so the domain's own
 * validation answers it ('Please choose a point on the map') rather than a zero that would be a place off Africa.
 */
export function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

/** The shape in a few words for the list: 'Circle, 500 m radius' or 'Polygon, 5 points'. */
export function describeShape(shape: GeofenceShape): string {
  if (shape.type === 'polygon') return `Polygon, ${shape.points.length} points`
  const r = shape.radiusMeters
  const radius = r >= 1000 ? `${(r / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} km` : `${r} m`
  return `Circle, ${radius} radius`
}

export const scopeKindLabel: Record<ScopeKind, string> = {
  vehicle: 'One vehicle',
  'account-holder': "An account holder's vehicles",
  company: "A company's vehicles",
}

export interface ScopeChoice {
  id: number
  label: string
}

/** Whom a geofence or rule can be for, from the vehicles and companies the person sees on the fleet map, A to Z. */
export function scopeChoices(
  vehicles: readonly FleetVehicle[],
  companies: readonly FleetCompany[],
): Record<ScopeKind, ScopeChoice[]> {
  const byLabel = (a: ScopeChoice, b: ScopeChoice) => a.label.localeCompare(b.label, 'en-GB')
  const holders = new Map<number, string>()
  for (const vehicle of vehicles) {
    const name = `${vehicle.userFirstName ?? ''} ${vehicle.userLastName ?? ''}`.trim()
    if (vehicle.userId) holders.set(vehicle.userId, name || `Account holder ${vehicle.userId}`)
  }
  return {
    vehicle: vehicles
      .map((vehicle) => ({
        id: vehicle.id,
        label: vehicle.nickname ? `${vehicle.registrationNumber} (${vehicle.nickname})` : vehicle.registrationNumber,
      }))
      .sort(byLabel),
    'account-holder': [...holders].map(([id, label]) => ({ id, label })).sort(byLabel),
    company: companies.map(({ id, name }) => ({ id, label: name })).sort(byLabel),
  }
}

/** A new geofence's starting point: nothing drawn yet (a polygon without points), for the first vehicle offered. */
export function newGeofence(scope: ScopeKind = 'vehicle', scopeId = 0): GeofenceInput {
  return { name: '', scope, scopeId, shape: { type: 'polygon', points: [] } }
}

/** Where a map looks to show a geofence whole: its box's centre, the zoom that fits its span in `pixels`. */
export function viewportAround(
  shape: GeofenceShape,
  pixels = 500,
): { longitude: number; latitude: number; zoom: number } {
  const box = boundingBox(shape)
  const latitude = (box.minLatitude + box.maxLatitude) / 2
  const longitude = (box.minLongitude + box.maxLongitude) / 2
  // Web Mercator: metres per pixel at zoom z are 156,543 x cos(latitude) / 2^z; the span and half again fit.
  const span = Math.max(spanMeters(shape), 50) * 1.5
  const zoom = Math.log2((156_543.03 * Math.cos((latitude * Math.PI) / 180) * pixels) / span)
  return { longitude, latitude, zoom: Math.max(1, Math.min(18, zoom)) }
}
