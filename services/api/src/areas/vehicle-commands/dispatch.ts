import type { IncidentProvider, ScopedVehicle } from './store.ts'

/**
 * Sends an alert to the armed-response (Aura) or air-ambulance (Capital Air) provider. The embedded default only
 * records the incident; a provider adapter answers its own reference for the incident.
 */
export interface AlertDispatcher {
  dispatch(provider: IncidentProvider, vehicle: ScopedVehicle, requestedByUserId: number): Promise<string | null>
}

export const recordOnlyDispatcher: AlertDispatcher = {
  dispatch: async () => null,
}
