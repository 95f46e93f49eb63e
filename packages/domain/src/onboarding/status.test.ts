import { describe, expect, it } from 'vitest'
import { onboardingStatus } from './status.ts'

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9))

describe('onboarding status from facts', () => {
  it('is Booking pending for a vehicle with no booking, no installation and no tracker reporting', () => {
    expect(onboardingStatus({ bookedOn: null, installationCompletedOn: null, trackerReporting: false })).toBe(
      'Booking-Pending',
    )
  })

  it('is Scheduled while a booking waits for its installation, even with the tracker reporting during it', () => {
    expect(onboardingStatus({ bookedOn: at(1), installationCompletedOn: null, trackerReporting: false })).toBe(
      'Scheduled',
    )
    expect(onboardingStatus({ bookedOn: at(1), installationCompletedOn: null, trackerReporting: true })).toBe(
      'Scheduled',
    )
  })

  it('leaves Scheduled the moment the booked installation is completed', () => {
    expect(onboardingStatus({ bookedOn: at(1), installationCompletedOn: at(3), trackerReporting: false })).toBe(
      'Installed',
    )
    expect(onboardingStatus({ bookedOn: at(3), installationCompletedOn: at(3), trackerReporting: true })).toBe(
      'Installed',
    )
  })

  it('is Scheduled again for a booking made after the last installation (a refit)', () => {
    expect(onboardingStatus({ bookedOn: at(5), installationCompletedOn: at(3), trackerReporting: true })).toBe(
      'Scheduled',
    )
  })

  it('is Installed without a booking once an installation was completed or the tracker reports', () => {
    expect(onboardingStatus({ bookedOn: null, installationCompletedOn: at(3), trackerReporting: false })).toBe(
      'Installed',
    )
    expect(onboardingStatus({ bookedOn: null, installationCompletedOn: null, trackerReporting: true })).toBe(
      'Installed',
    )
  })
})
