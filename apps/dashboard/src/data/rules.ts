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
import {
  anyCompanyGeofence,
  type FieldErrors,
  type FleetMapAnswer,
  type Geofence,
  type GeofenceInput,
  geofencesOfVehicle,
  type TheftRule,
  type TheftRuleInput,
} from '@vigil/domain'
import { useMemo } from 'react'
import { useFleetMap } from './fleetMap.ts'

// Geofences and theft rules (issue #30): GET, POST, PUT and DELETE /Geofences and /TheftRules.

export const useGeofences = () => useGetGeofences({ swr: { revalidateOnFocus: false } })
export const useTheftRules = () => useGetTheftRules({ swr: { revalidateOnFocus: false } })

const NO_GEOFENCES: readonly Geofence[] = []
const NO_COMPANIES: readonly number[] = []
// Each fleet answer's vehicle-to-companies index, built once however many cards read it.
const companiesIndex = new WeakMap<FleetMapAnswer, Map<number, readonly number[]>>()
const companiesOf = (fleet: FleetMapAnswer, vehicleId: number) => {
  let index = companiesIndex.get(fleet)
  if (!index) {
    index = new Map(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle.companyIds]))
    companiesIndex.set(fleet, index)
  }
  return index.get(vehicleId) ?? []
}

/**
 * The geofences that apply to a vehicle (its own, its holder's, its companies'), for its card's map. Every card on a
 * page reads the one GET /Geofences (SWR shares the request). A vehicle's companies come only with the fleet map's
 * answer, so GET /FleetMap is asked for (once, shared too) only when a company's geofence exists. The answer keeps its
 * identity while it is the same, so a card's map redraws only when its geofences change.
 */
export function useVehicleGeofences(vehicle: { id: number; userId: number }): readonly Geofence[] {
  const geofences = useGeofences().data?.items
  const fleet = useFleetMap(geofences ? anyCompanyGeofence(geofences) : false).data
  const companyIds = fleet ? companiesOf(fleet, vehicle.id) : NO_COMPANIES
  const { id, userId } = vehicle
  return useMemo(
    () => (geofences ? geofencesOfVehicle(geofences, { id, userId, companyIds }) : NO_GEOFENCES),
    [geofences, id, userId, companyIds],
  )
}

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
