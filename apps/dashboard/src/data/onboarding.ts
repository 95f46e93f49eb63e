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
  useGetDevices,
  useGetFitmentCenters,
  useGetRegions,
  useGetSubscriptionPlans,
  useGetUsers,
  useGetVehicles,
  useSearchVehicleTypes,
} from '@vigil/api-client'
import {
  DEFAULT_PHONE_CODE,
  onboardingVehicleFor,
  PAGE_SIZE,
  SEARCH_MIN_CHARACTERS,
  SEARCH_RESULT_COUNT,
} from '@vigil/domain'
import { odataText } from './odata.ts'

const OUTSTANDING_FILTER =
  "role eq 'Account-Holder' and totalNumberOfVehiclesWithDevice eq 0 and totalNumberOfVehiclesWithoutDevice eq 0"

/** Outstanding details: account holders with no vehicles at all (spec §2). */
export const useOutstandingClients = () => useGetUsers({ $filter: OUTSTANDING_FILTER })

/** Booking pending or Scheduled: vehicles with that onboarding status. */
export const useOnboardingVehicles = (status: 'Booking-Pending' | 'Scheduled') =>
  useGetVehicles({ $filter: `onBoardingStatus eq ${odataText(status)}` })

/** The installation and payment routes' vehicle, reading {clientId} both ways (domain rule). */
export function useOnboardingVehicle(clientId: number, justCreatedVehicleId: number | null) {
  const byId = useGetVehicles({ $filter: `id eq ${clientId}` })
  const byOwner = useGetVehicles({ $filter: `userId eq ${clientId}` })
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
export const useAccountHolder = (clientId: number) =>
  useGetUsers({ $filter: `role eq 'Account-Holder' and id eq ${clientId}` })

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

/** Free trackers (no vehicle) whose serial contains the typed text, once it is 3 characters long. */
export const useFreeDeviceSearch = (text: string) =>
  useGetDevices(
    {
      $filter: `VehicleId eq 0 and contains(SerialNumber,${odataText(text.trim())})`,
      $pagesize: PAGE_SIZE,
      $orderby: 'SerialNumber asc',
    },
    { swr: { enabled: text.trim().length >= SEARCH_MIN_CHARACTERS, keepPreviousData: true } },
  )

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
      throw new StepError(`Error linking device: ${messageOf(error)}`)
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
    throw new StepError(`Error creating installation booking: ${messageOf(error)}`)
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

/** The server's message, else its title, else the error's own text. */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { detail, title, message } = error as { detail?: unknown; title?: unknown; message?: unknown }
    for (const text of [detail, title, message]) if (typeof text === 'string' && text !== '') return text
  }
  return String(error)
}
