import type { OnboardingStatus } from '../vehicles/types.ts'

/** The facts a vehicle's onboarding status is derived from (the vehicles list computes the same in SQL). */
export interface OnboardingFacts {
  /** When the vehicle's current (active) installation booking was made; null without one. */
  bookedOn: Date | null
  /** When the vehicle's latest installation was completed; null when none was. */
  installationCompletedOn: Date | null
  /** Whether the vehicle's active tracker has reported: it is fitted and working. */
  trackerReporting: boolean
}

/**
 * Scheduled while a booking waits for its installation to be completed; Installed once it was (or, without a booking,
 * once any installation was completed or the tracker reports); Booking pending otherwise.
 */
export function onboardingStatus(facts: OnboardingFacts): OnboardingStatus {
  const { bookedOn, installationCompletedOn, trackerReporting } = facts
  if (bookedOn !== null) {
    return installationCompletedOn !== null && installationCompletedOn >= bookedOn ? 'Installed' : 'Scheduled'
  }
  return installationCompletedOn !== null || trackerReporting ? 'Installed' : 'Booking-Pending'
}
