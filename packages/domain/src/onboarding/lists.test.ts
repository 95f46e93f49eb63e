import { describe, expect, it } from 'vitest'
import { aVehicle } from '../vehicles/vehicle.fixture.ts'
import {
  hasOutstandingDetails,
  installationBookingMode,
  NO_INSTALLATIONS_SCHEDULED,
  onboardingRoutes,
  onboardingVehicleActions,
  outstandingDetailsAction,
  outstandingDetailsClients,
  vehiclesInOnboardingList,
} from './lists.ts'

describe('outstanding details', () => {
  it('lists account holders with no vehicles at all', () => {
    const none = { id: 1, totalNumberOfVehiclesWithDevice: 0, totalNumberOfVehiclesWithoutDevice: 0 }
    const withDevice = { id: 2, totalNumberOfVehiclesWithDevice: 1, totalNumberOfVehiclesWithoutDevice: 0 }
    const withoutDevice = { id: 3, totalNumberOfVehiclesWithDevice: 0, totalNumberOfVehiclesWithoutDevice: 2 }
    expect(outstandingDetailsClients([none, withDevice, withoutDevice])).toEqual([none])
  })

  it('reads missing counts as none', () => {
    expect(hasOutstandingDetails({})).toBe(true)
    expect(
      hasOutstandingDetails({ totalNumberOfVehiclesWithDevice: null, totalNumberOfVehiclesWithoutDevice: 1 }),
    ).toBe(false)
  })

  it('schedules from the add-driver page', () => {
    expect(outstandingDetailsAction(12)).toEqual({ label: 'Schedule', route: '/agent/onboarding/client/12/add-driver' })
  })
})

describe('onboardingVehicleActions', () => {
  it('schedules a Booking-Pending vehicle on its installation page', () => {
    expect(onboardingVehicleActions(aVehicle({ id: 5, onBoardingStatus: 'Booking-Pending' }))).toEqual([
      { label: 'Schedule', route: '/agent/onboarding/client/5/installation' },
    ])
  })

  it('offers Reschedule and Add subscription for a scheduled vehicle without a subscription', () => {
    expect(onboardingVehicleActions(aVehicle({ id: 5, onBoardingStatus: 'Scheduled', subscriptionId: null }))).toEqual([
      { label: 'Reschedule', route: '/agent/onboarding/client/5/installation' },
      { label: 'Add subscription', route: '/agent/onboarding/client/5/payment' },
    ])
  })

  it('offers Resend payment while the deposit is unpaid', () => {
    const vehicle = aVehicle({
      id: 5,
      onBoardingStatus: 'Scheduled',
      subscriptionId: 8,
      subscriptionDepositAmountPaid: false,
    })
    expect(onboardingVehicleActions(vehicle).map((action) => action.label)).toEqual(['Reschedule', 'Resend payment'])
    expect(onboardingVehicleActions(vehicle)[1]?.route).toBeNull()
  })

  it('offers only Reschedule once the deposit is paid', () => {
    const vehicle = aVehicle({ onBoardingStatus: 'Scheduled', subscriptionId: 8, subscriptionDepositAmountPaid: true })
    expect(onboardingVehicleActions(vehicle).map((action) => action.label)).toEqual(['Reschedule'])
  })

  it('offers nothing for a vehicle out of onboarding', () => {
    expect(onboardingVehicleActions(aVehicle({ onBoardingStatus: undefined }))).toEqual([])
  })
})

describe('onboarding lists', () => {
  it('splits vehicles by onboarding status', () => {
    const pending = aVehicle({ id: 1, onBoardingStatus: 'Booking-Pending' })
    const scheduled = aVehicle({ id: 2, onBoardingStatus: 'Scheduled' })
    const active = aVehicle({ id: 3, onBoardingStatus: undefined })
    expect(vehiclesInOnboardingList([pending, scheduled, active], 'bookingPending')).toEqual([pending])
    expect(vehiclesInOnboardingList([pending, scheduled, active], 'scheduled')).toEqual([scheduled])
  })

  it('says when nothing is scheduled', () => {
    expect(NO_INSTALLATIONS_SCHEDULED).toBe('There are no installations scheduled')
  })

  it('builds the onboarding routes', () => {
    expect(onboardingRoutes.addAccount()).toBe('/agent/onboarding/client/add')
    expect(onboardingRoutes.payment(4)).toBe('/agent/onboarding/client/4/payment')
  })

  it('reschedules when a booking exists', () => {
    expect(installationBookingMode(aVehicle({ installationBookingId: 3 }))).toBe('reschedule')
    expect(installationBookingMode(aVehicle({ installationBookingId: null }))).toBe('new')
    expect(installationBookingMode(null)).toBe('new')
  })
})
