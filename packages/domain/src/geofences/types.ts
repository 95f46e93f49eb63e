// Geofences (issue #30): named places drawn on the map; the theft rules say what crossing their edge means.

/** A point on the map, in the product's words for positions (as the vehicles' GPS fixes). */
export interface Position {
  latitudeDegrees: number
  longitudeDegrees: number
}

/** A circle: its centre and radius in metres. */
export interface GeofenceCircle {
  type: 'circle'
  centre: Position
  radiusMeters: number
}

/** A polygon: its corners in order (the last joins the first; not repeated). */
export interface GeofencePolygon {
  type: 'polygon'
  points: Position[]
}

export type GeofenceShape = GeofenceCircle | GeofencePolygon
export const GEOFENCE_SHAPE_TYPES = ['circle', 'polygon'] as const

/**
 * Who a geofence or a rule is for: one vehicle, all of an account holder's vehicles, or a company's vehicles.
 * `scopeId` is the vehicle's, the account holder's or the company's id.
 */
export const SCOPE_KINDS = ['vehicle', 'account-holder', 'company'] as const
export type ScopeKind = (typeof SCOPE_KINDS)[number]

export interface Geofence {
  id: number
  name: string
  shape: GeofenceShape
  scope: ScopeKind
  scopeId: number
}

/** The geofences a person may see, by name. */
export interface GeofenceList {
  items: Geofence[]
}

/** What a person sends to create or edit a geofence. */
export type GeofenceInput = Omit<Geofence, 'id'>
