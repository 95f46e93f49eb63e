import {
  GEOFENCE_NAME_MAX_LENGTH,
  type Geofence,
  type GeofenceInput,
  type GeofenceList,
  SCOPE_KINDS,
} from '@vigil/domain'
import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { declares, oneOf } from '../contract.ts'

export const GeofenceIdParams = Type.Object({ geofenceId: IdText() })

const Position = Type.Object({ latitudeDegrees: Type.Number(), longitudeDegrees: Type.Number() })

/** A circle (centre and radius in metres) or a polygon (its corners in order); the domain checks the geometry. */
export const GeofenceShapeSchema = Type.Union([
  Type.Object({ type: Type.Literal('circle'), centre: Position, radiusMeters: Type.Number() }),
  Type.Object({ type: Type.Literal('polygon'), points: Type.Array(Position, { maxItems: 1000 }) }),
])

const fields = {
  name: Type.String({ maxLength: GEOFENCE_NAME_MAX_LENGTH * 2 }),
  shape: GeofenceShapeSchema,
  scope: oneOf(SCOPE_KINDS, { description: "Who it is for: one vehicle, all of an account holder's, or a company's." }),
  scopeId: Type.Integer({ description: "The vehicle's, account holder's or company's id." }),
}

export const GeofenceSchema = declares<Geofence>()(
  Type.Object({ id: Type.Integer(), ...fields }, { $id: 'Geofence', title: 'Geofence' }),
)

export const GeofenceInputSchema = declares<GeofenceInput>()(
  Type.Object(fields, { $id: 'GeofenceInput', title: 'GeofenceInput' }),
)

export const GeofenceListSchema = declares<GeofenceList>()(
  Type.Object({ items: Type.Array(ref(GeofenceSchema)) }, { $id: 'GeofenceList', title: 'GeofenceList' }),
)
