import { assign, boolean, defaulted, type Infer, object, optional, string } from 'superstruct'
import {
  consent,
  emailText,
  idNumberText,
  passwordText,
  phoneCode,
  phoneNumberText,
  requiredConsent,
  requiredText,
  selectedId,
} from './fields.ts'

/** POST Users: a new agent (note the spec's mixed casing). */
export const newAgentStruct = object({
  FirstName: requiredText,
  LastName: requiredText,
  Email: emailText,
  phoneCode,
  PhoneNumber: phoneNumberText,
  RoleName: requiredText,
})
export type NewAgentPayload = Infer<typeof newAgentStruct>

const personFields = {
  Email: emailText,
  FirstName: requiredText,
  LastName: requiredText,
  IdNumber: idNumberText('IdNumberIsSouthAfrican'),
  IdNumberIsSouthAfrican: defaulted(boolean(), true),
  PhoneCode: phoneCode,
  PhoneNumber: phoneNumberText,
  acceptedTermsAndConditionsAndPolicy: consent,
  acceptedToAllowInformationToBeUsedToContact: consent,
}

/** POST Users/AccountHolder: the account holder an agent onboards. */
export const newAccountHolderStruct = object(personFields)
export type NewAccountHolderPayload = Infer<typeof newAccountHolderStruct>

/** The driver form (same fields as the account holder). */
export const driverFormStruct = object(personFields)
export type DriverFormPayload = Infer<typeof driverFormStruct>

/** POST /Drivers: the driver form plus the vehicle it drives. */
export const newDriverStruct = assign(driverFormStruct, object({ vehicleId: selectedId() }))
export type NewDriverPayload = Infer<typeof newDriverStruct>

/** POST /Auth/SignUp. The password confirmation is checked in the browser only and is not sent. */
export const signUpStruct = object({
  Email: emailText,
  Password: passwordText,
  FirstName: requiredText,
  LastName: requiredText,
  IdNumber: idNumberText('IdNumberIsSouthAfrican'),
  IdNumberIsSouthAfrican: defaulted(boolean(), true),
  PhoneCode: phoneCode,
  PhoneNumber: phoneNumberText,
  AcceptedTermsAndConditionsAndPolicy: requiredConsent,
  AcceptedToAllowInformationToBeUsedToContact: defaulted(boolean(), false),
  turnstileToken: optional(string()),
})
export type SignUpPayload = Infer<typeof signUpStruct>

/** PUT Users/{id} and PUT Drivers/{id}: the editable contact details (name and ID are read-only). */
export const contactDetailsStruct = object({
  email: emailText,
  phoneCode,
  phoneNumber: phoneNumberText,
})
export type ContactDetailsPayload = Infer<typeof contactDetailsStruct>
