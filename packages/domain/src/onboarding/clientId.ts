import type { Vehicle } from '../vehicles/types.ts'

type Candidate = Pick<Vehicle, 'id' | 'userId' | 'onBoardingStatus' | 'createdOnDateTime'>

export interface OnboardingRouteReading<V extends Candidate> {
  /** The vehicle whose id equals the route's {clientId}, if any. */
  byVehicleId?: V | null
  /** The vehicles of the account holder whose id equals the route's {clientId}. */
  byOwner?: readonly V[]
  /** The vehicle the driver/vehicle step just created (router state), when the page was reached from there. */
  justCreatedVehicleId?: number | null
}

/**
 * {clientId} in the installation and payment routes is a vehicle id from the onboarding lists and an account holder
 * id after the driver/vehicle steps (spec §2). The vehicle just created wins, then a vehicle with that id, then the
 * account holder's newest vehicle still in onboarding (else their newest).
 */
export function onboardingVehicleFor<V extends Candidate>(reading: OnboardingRouteReading<V>): V | null {
  const owned = reading.byOwner ?? []
  if (reading.justCreatedVehicleId != null) {
    const created = [reading.byVehicleId, ...owned].find((vehicle) => vehicle?.id === reading.justCreatedVehicleId)
    if (created) return created
  }
  if (reading.byVehicleId) return reading.byVehicleId
  const newestFirst = [...owned].sort((a, b) => Date.parse(b.createdOnDateTime) - Date.parse(a.createdOnDateTime))
  return newestFirst.find((vehicle) => vehicle.onBoardingStatus != null) ?? newestFirst[0] ?? null
}
