import { onboardingChange } from '@vigil/hub'
import type { FastifyInstance } from 'fastify'
import { onboardingStatusOf } from '../vehicles/store.ts'

/** Tells everyone who sees the vehicle its onboarding status, so the onboarding lists move it at once. */
export async function announceOnboardingStatus(app: FastifyInstance, vehicleId: number): Promise<void> {
  const onBoardingStatus = await onboardingStatusOf(app.db, vehicleId)
  if (onBoardingStatus) await app.hub.publish(vehicleId, onboardingChange({ vehicleId, onBoardingStatus }))
}
