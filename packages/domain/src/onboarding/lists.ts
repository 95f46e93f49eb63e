import type { AccountHolder } from '../lists/types.ts'
import type { OnboardingStatus, Vehicle } from '../vehicles/types.ts'
import type { OnboardingAction, OnboardingList } from './types.ts'

export const NO_INSTALLATIONS_SCHEDULED = 'There are no installations scheduled'

export const onboardingRoutes = {
  addAccount: () => '/agent/onboarding/client/add',
  addDriver: (clientId: number) => `/agent/onboarding/client/${clientId}/add-driver`,
  installation: (id: number) => `/agent/onboarding/client/${id}/installation`,
  payment: (id: number) => `/agent/onboarding/client/${id}/payment`,
}

/** Missing counts read as none. */
export type VehicleCounts = {
  [K in 'totalNumberOfVehiclesWithDevice' | 'totalNumberOfVehiclesWithoutDevice']?: AccountHolder[K] | null
}

/** Outstanding details: account holders with no vehicles at all. */
export const hasOutstandingDetails = (accountHolder: VehicleCounts): boolean =>
  (accountHolder.totalNumberOfVehiclesWithDevice ?? 0) + (accountHolder.totalNumberOfVehiclesWithoutDevice ?? 0) === 0

export const outstandingDetailsClients = <A extends VehicleCounts>(accountHolders: readonly A[]): A[] =>
  accountHolders.filter(hasOutstandingDetails)

/** An outstanding client's Schedule button starts with the driver. */
export const outstandingDetailsAction = (clientId: number): OnboardingAction => ({
  label: 'Schedule',
  route: onboardingRoutes.addDriver(clientId),
})

const LIST_STATUS: Readonly<Record<Exclude<OnboardingList, 'outstandingDetails'>, OnboardingStatus>> = {
  bookingPending: 'Booking-Pending',
  scheduled: 'Scheduled',
}

/** Vehicles on the Booking pending or Scheduled tab. */
export const vehiclesInOnboardingList = <V extends Pick<Vehicle, 'onBoardingStatus'>>(
  vehicles: readonly V[],
  list: Exclude<OnboardingList, 'outstandingDetails'>,
): V[] => vehicles.filter((vehicle) => vehicle.onBoardingStatus === LIST_STATUS[list])

/**
 * The buttons a vehicle shows on the onboarding lists. Booking-Pending: Schedule. Scheduled: Reschedule, then
 * Add subscription while it has none, or Resend payment while the deposit is unpaid.
 */
export const onboardingVehicleActions = (
  vehicle: Pick<Vehicle, 'id' | 'onBoardingStatus' | 'subscriptionId' | 'subscriptionDepositAmountPaid'>,
): OnboardingAction[] => {
  const installation = onboardingRoutes.installation(vehicle.id)
  if (vehicle.onBoardingStatus === 'Booking-Pending') return [{ label: 'Schedule', route: installation }]
  if (vehicle.onBoardingStatus !== 'Scheduled') return []
  const actions: OnboardingAction[] = [{ label: 'Reschedule', route: installation }]
  if (vehicle.subscriptionId == null)
    actions.push({ label: 'Add subscription', route: onboardingRoutes.payment(vehicle.id) })
  else if (!vehicle.subscriptionDepositAmountPaid) actions.push({ label: 'Resend payment', route: null })
  return actions
}

export type InstallationBookingMode = 'new' | 'reschedule'

/** An existing booking means the installation page reschedules it. */
export const installationBookingMode = (
  vehicle: Pick<Vehicle, 'installationBookingId'> | null | undefined,
): InstallationBookingMode => (vehicle?.installationBookingId ? 'reschedule' : 'new')
