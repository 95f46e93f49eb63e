import {
  boolean,
  defaulted,
  type Infer,
  integer,
  literal,
  nullable,
  object,
  optional,
  refine,
  string,
  union,
} from 'superstruct'
import { DEFAULT_SUBSCRIPTION_PLAN_ID } from '../../constants.ts'
import { validationMessages } from '../../messages.ts'
import { validateRegistrationYear } from '../fields.ts'
import { dateTimeText, numericId, requiredChoice, requiredText, selectedId } from './fields.ts'

/** A year from the year list, as a number or a digit string, or 'Older than 1999'. */
export const registrationYear = refine(
  union([integer(), string()]),
  'registrationYear',
  (value) => validateRegistrationYear(value) ?? true,
)

/** POST /Vehicles: the new vehicle form (VIN and engine number are optional). */
export const newVehicleStruct = object({
  colour: requiredText,
  registrationNumber: requiredText,
  vinNumber: optional(nullable(string())),
  engineNumber: optional(nullable(string())),
  vehicle: requiredText,
  registrationYear,
  userId: selectedId(),
  vehicleTypeId: selectedId(),
})
export type NewVehiclePayload = Infer<typeof newVehicleStruct>

/** The booking draft carried by a subscription request. */
export const installationBookingDraftStruct = object({
  vehicleId: selectedId(),
  fitmentCenterId: numericId,
  installationUtcDateTime: dateTimeText,
})
export type InstallationBookingDraft = Infer<typeof installationBookingDraftStruct>

/** POST /InstallationBookings. */
export const newInstallationBookingStruct = object({
  vehicleId: selectedId(),
  fitmentCenterId: numericId,
  installationUtcDateTime: dateTimeText,
  onboardingExistingClient: defaulted(boolean(), false),
})
export type NewInstallationBookingPayload = Infer<typeof newInstallationBookingStruct>

/** PUT /InstallationBookings/{id}: a reschedule. */
export const installationBookingUpdateStruct = object({
  fitmentCenterId: numericId,
  installationUtcDateTime: dateTimeText,
  active: defaulted(boolean(), true),
})
export type InstallationBookingUpdatePayload = Infer<typeof installationBookingUpdateStruct>

/** POST /Subscriptions or /My/Offline_Subscription: sends the deposit payment link. */
export const subscriptionRequestStruct = object({
  subscriptionPlanId: defaulted(selectedId(), DEFAULT_SUBSCRIPTION_PLAN_ID),
  vehicleId: selectedId(),
  isOffline: defaulted(boolean(), false),
  initiallyPayDepositOnly: defaulted(literal(true), true),
  installationBooking: optional(nullable(installationBookingDraftStruct)),
  createdByAgentOnBehalfOfUser: defaulted(literal(true), true),
})
export type SubscriptionRequestPayload = Infer<typeof subscriptionRequestStruct>

/** POST /Vehicles/{vehicleId}/ChangeLinkedDevice. */
export const changeLinkedDeviceStruct = object({
  currentDeviceSerialNumber: requiredText,
  newDeviceSerialNumber: requiredChoice(validationMessages.selectDeviceToLink),
  vehicleNickname: optional(nullable(string())),
})
export type ChangeLinkedDevicePayload = Infer<typeof changeLinkedDeviceStruct>

/** POST /Vehicles/{id}/LinkDeviceFree: links a device to a vehicle that has none. */
export const linkDeviceStruct = object({
  deviceSerialNumber: requiredChoice(validationMessages.selectDeviceToLink),
  vehicleNickname: optional(nullable(string())),
})
export type LinkDevicePayload = Infer<typeof linkDeviceStruct>
