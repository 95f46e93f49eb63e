import type { Geofence } from './types.ts'

/** What decides which geofences a vehicle is in scope of: itself, its account holder and its companies. */
export interface GeofenceScopeOfVehicle {
  id: number
  userId: number | null
  /** The companies it belongs to (linked to it or to its holder); empty when unknown. */
  companyIds: readonly number[]
}

/**
 * The geofences that apply to a vehicle, as the rules watch them: its own, its account holder's (all their vehicles)
 * and its companies' (each company's vehicles, its own and its users').
 */
export function geofencesOfVehicle<G extends Pick<Geofence, 'scope' | 'scopeId'>>(
  geofences: readonly G[],
  vehicle: GeofenceScopeOfVehicle,
): G[] {
  return geofences.filter(({ scope, scopeId }) => {
    if (scope === 'vehicle') return scopeId === vehicle.id
    if (scope === 'account-holder') return scopeId === vehicle.userId
    return vehicle.companyIds.includes(scopeId)
  })
}

/** Whether any of the geofences is a company's: only then does a page need to know its vehicles' companies. */
export const anyCompanyGeofence = (geofences: readonly Pick<Geofence, 'scope'>[]) =>
  geofences.some((geofence) => geofence.scope === 'company')
