import {
  ApiError,
  createGeofence,
  createTheftRule,
  deleteGeofence,
  deleteTheftRule,
  updateGeofence,
  updateTheftRule,
  useGetGeofences,
  useGetTheftRules,
} from '@vigil/api-client'
import { failureText } from '@vigil/app-kit'
import type { FieldErrors, Geofence, GeofenceInput, TheftRule, TheftRuleInput } from '@vigil/domain'

// Geofences and theft rules (issue #30): GET, POST, PUT and DELETE /Geofences and /TheftRules.

export const useGeofences = () => useGetGeofences({ swr: { revalidateOnFocus: false } })
export const useTheftRules = () => useGetTheftRules({ swr: { revalidateOnFocus: false } })

/** Creates the geofence, or changes the saved one of that id. */
export const saveGeofence = (id: number | null, input: GeofenceInput): Promise<Geofence> =>
  (id === null ? createGeofence(input) : updateGeofence(id, input)) as Promise<Geofence>
export const removeGeofence = (id: number) => deleteGeofence(id)

/** Creates the rule, or changes the saved one of that id (switching it on or off included). */
export const saveTheftRule = (id: number | null, input: TheftRuleInput): Promise<TheftRule> =>
  (id === null ? createTheftRule(input) : updateTheftRule(id, input)) as Promise<TheftRule>
export const removeTheftRule = (id: number) => deleteTheftRule(id)

/** Why a save or delete was refused: the server's message per field ('shape.radiusMeters'...), or one for the form. */
export function refusal(error: unknown): { errors: FieldErrors; formError: string | null } {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
    return {
      errors: Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])),
      formError: null,
    }
  }
  return { errors: {}, formError: failureText(error) }
}
