import type { Database } from '@vigil/db'
import type { Hub } from '@vigil/hub'
import { onboardingChange } from '@vigil/hub'
import { onboardingStatusOf } from '../vehicles/store.ts'

/** Tells everyone who sees the vehicle its onboarding status, so the onboarding lists move it at once. */
export async function announceOnboardingStatus(
  app: { db: Database; hub: Pick<Hub, 'publish'> },
  vehicleId: number,
): Promise<void> {
  const onBoardingStatus = await onboardingStatusOf(app.db, vehicleId)
  if (onBoardingStatus) await app.hub.publish(vehicleId, onboardingChange({ vehicleId, onBoardingStatus }))
}
