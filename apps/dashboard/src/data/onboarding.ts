import {
  addAccountHolder,
  addDriver,
  addInstallationBooking,
  addMyOfflineSubscription,
  addSubscription,
  addVehicle,
  type Created,
  linkDeviceFree,
  type NewAccountHolder,
  type NewDriver,
  type NewVehicle,
  retryFirstPayment,
  type Subscription,
  updateInstallationBooking,
  useGetFitmentCenters,
  useGetRegions,
  useGetSubscriptionPlans,
  useGetUsers,
  useGetVehicles,
  useSearchVehicleTypes,
} from '@vigil/api-client'
import { failureText, useHubMessage } from '@vigil/app-kit'
import {
  accountHolderFilter,
  allOf,
  DEFAULT_PHONE_CODE,
  odata,
  onboardingVehicleFor,
  roleIs,
  SEARCH_MIN_CHARACTERS,
  SEARCH_RESULT_COUNT,
} from '@vigil/domain'

const OUTSTANDING_FILTER = allOf(
  roleIs('Account-Holder'),
  odata.users.eq('totalNumberOfVehiclesWithDevice', 0),
  odata.users.eq('totalNumberOfVehiclesWithoutDevice', 0),
)

/** Outstanding details: account holders with no vehicles at all (spec §2). */
export const useOutstandingClients = () => useGetUsers({ $filter: OUTSTANDING_FILTER })

/**
 * Booking pending or Scheduled: vehicles with that onboarding status. A vehicle whose status changes (its installation
 * completed) is pushed by the hub, and the list is fetched again at once.
 */
export function useOnboardingVehicles(status: 'Booking-Pending' | 'Scheduled') {
  const vehicles = useGetVehicles({ $filter: odata.vehicles.eq('onBoardingStatus', status) })
  useHubMessage('VehicleOnboardingMessage', () => void vehicles.mutate())
  return vehicles
}

/** The installation and payment routes' vehicle, reading {clientId} both ways (domain rule). */
export function useOnboardingVehicle(clientId: number, justCreatedVehicleId: number | null) {
  const byId = useGetVehicles({ $filter: odata.vehicles.eq('id', clientId) })
  const byOwner = useGetVehicles({ $filter: odata.vehicles.eq('userId', clientId) })
  const loading = byId.isLoading || byOwner.isLoading
  const vehicle = loading
    ? null
    : onboardingVehicleFor({
        byVehicleId: byId.data?.items[0] ?? null,
        byOwner: byOwner.data?.items ?? [],
        justCreatedVehicleId,
      })
  return {
    vehicle,
    loading,
    error: byId.error ?? byOwner.error,
    refresh: () => Promise.all([byId.mutate(), byOwner.mutate()]),
  }
}

/** The account holder of the add-driver route. */
export const useAccountHolder = (clientId: number) => useGetUsers({ $filter: accountHolderFilter(clientId) })

export const onboardAccountHolder = (values: Partial<NewAccountHolder>): Promise<Created> =>
  addAccountHolder({
    ...(values as NewAccountHolder),
    PhoneCode: DEFAULT_PHONE_CODE,
    IdNumberIsSouthAfrican: values.IdNumberIsSouthAfrican !== false,
    acceptedTermsAndConditionsAndPolicy: true,
    acceptedToAllowInformationToBeUsedToContact: true,
  })

export type DriverValues = Partial<Omit<NewDriver, 'vehicleId'>>

/**
 * The driver and vehicle steps end together: the vehicle is created first because a driver belongs to one. `onCreated`
 * hears the new vehicle's id at once, so a retry after a refused driver does not add the vehicle twice.
 */
export async function addVehicleWithDriver(
  vehicle: NewVehicle,
  driver: DriverValues,
  createdVehicleId: number | null,
  onCreated: (id: number) => void,
): Promise<Created> {
  const created = createdVehicleId ? { id: createdVehicleId } : await addVehicle(vehicle)
  onCreated(created.id)
  await addDriver({
    ...(driver as NewDriver),
    PhoneCode: DEFAULT_PHONE_CODE,
    IdNumberIsSouthAfrican: driver.IdNumberIsSouthAfrican !== false,
    acceptedTermsAndConditionsAndPolicy: true,
    acceptedToAllowInformationToBeUsedToContact: true,
    vehicleId: created.id,
  })
  return created
}

/** Vehicle types matching the typed text, once it is 3 characters long. */
export const useVehicleTypeSearch = (text: string) =>
  useSearchVehicleTypes(
    { SearchPhrase: text.trim(), ResultCount: SEARCH_RESULT_COUNT },
    { swr: { enabled: text.trim().length >= SEARCH_MIN_CHARACTERS, keepPreviousData: true } },
  )

export const useRegions = () => useGetRegions()
export const useFitmentCenters = () => useGetFitmentCenters()

export interface InstallationRequest {
  vehicleId: number
  bookingId: number | null
  fitmentCenterId: string
  installationUtcDateTime: string
  /** An existing installation: the tracker already fitted, linked before the booking is recorded. */
  existing: { deviceSerialNumber: string; vehicleNickname: string } | null
}

/** Books (or reschedules) the installation; an existing installation links its device first. */
export async function saveInstallation(request: InstallationRequest): Promise<void> {
  if (request.existing) {
    try {
      await linkDeviceFree(request.vehicleId, request.existing)
    } catch (error) {
      throw new StepError(`Error linking device: ${failureText(error)}`)
    }
  }
  if (request.bookingId) {
    await updateInstallationBooking(request.bookingId, {
      fitmentCenterId: request.fitmentCenterId,
      installationUtcDateTime: request.installationUtcDateTime,
      active: true,
    })
    return
  }
  try {
    await addInstallationBooking({
      vehicleId: request.vehicleId,
      fitmentCenterId: request.fitmentCenterId,
      installationUtcDateTime: request.installationUtcDateTime,
      onboardingExistingClient: request.existing !== null,
    })
  } catch (error) {
    throw new StepError(`Error creating installation booking: ${failureText(error)}`)
  }
}

export const useSubscriptionPlans = () => useGetSubscriptionPlans()

/** POST /Subscriptions (an offline plan: /My/Offline_Subscription): the deposit only, its link emailed to the customer. */
export const sendPaymentLink = (
  vehicleId: number,
  subscriptionPlanId: number,
  isOffline: boolean,
): Promise<Subscription> => {
  const request = {
    subscriptionPlanId,
    vehicleId,
    isOffline,
    initiallyPayDepositOnly: true,
    installationBooking: null,
    createdByAgentOnBehalfOfUser: true,
  }
  return isOffline ? addMyOfflineSubscription(request) : addSubscription(request)
}

/** 'Resend payment': POST /Subscriptions/{id}/FirstPaymentRetry. */
export const resendPaymentLink = (subscriptionId: number) => retryFirstPayment(subscriptionId)

/** A failure whose text the spec gives in full (e.g. 'Error linking device: {message}'). */
export class StepError extends Error {}
