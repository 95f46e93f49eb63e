import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateEmail, validateIdNumber, validatePhoneNumber } from '../validation/fields.ts'
import type {
  ContactDetailsPayload,
  DriverFormPayload,
  NewAccountHolderPayload,
  NewAgentPayload,
} from '../validation/payloads/people.ts'
import { validateRequired } from '../validation/required.ts'
import { allFilled } from './filled.ts'

export type NewAgentValues = Partial<NewAgentPayload>

/** Add agent: the phone number is checked too, although the button only waits for names, email and role. */
export function validateNewAgent(values: NewAgentValues): FieldErrors {
  return compactFieldErrors({
    FirstName: validateRequired(values.FirstName),
    LastName: validateRequired(values.LastName),
    Email: validateEmail(values.Email),
    PhoneNumber: validatePhoneNumber(values.PhoneNumber),
    RoleName: validateRequired(values.RoleName),
  })
}

/** 'Add agent' is enabled once first name, last name, email and a role are set. */
export function canAddAgent(values: NewAgentValues): boolean {
  return allFilled(values.FirstName, values.LastName, values.Email, values.RoleName)
}

/** The identity fields shared by the account holder, driver and sign-up forms. */
export interface IdentityValues {
  IdNumber?: string
  IdNumberIsSouthAfrican?: boolean
}

export type AccountHolderValues = Partial<NewAccountHolderPayload>
export type DriverValues = Partial<DriverFormPayload>

/** The ID is South African unless the switch says otherwise (the switch starts on). */
export function isSouthAfricanIdSelected(values: IdentityValues): boolean {
  return values.IdNumberIsSouthAfrican !== false
}

function validatePerson(values: AccountHolderValues | DriverValues, now?: Date): FieldErrors {
  return compactFieldErrors({
    FirstName: validateRequired(values.FirstName),
    LastName: validateRequired(values.LastName),
    Email: validateEmail(values.Email),
    PhoneNumber: validatePhoneNumber(values.PhoneNumber),
    IdNumber: validateIdNumber(values.IdNumber, isSouthAfricanIdSelected(values), now),
  })
}

function personFilled(values: AccountHolderValues | DriverValues): boolean {
  return allFilled(values.FirstName, values.LastName, values.PhoneNumber, values.Email, values.IdNumber)
}

export function validateAccountHolder(values: AccountHolderValues, now?: Date): FieldErrors {
  return validatePerson(values, now)
}

/** Account holder 'Next' is enabled once name, surname, phone, email and ID are filled. */
export function canContinueAccountHolder(values: AccountHolderValues): boolean {
  return personFilled(values)
}

export function validateDriver(values: DriverValues, now?: Date): FieldErrors {
  return validatePerson(values, now)
}

/** New driver 'Next' is enabled once name, surname, email, phone and ID are filled. */
export function canContinueNewDriver(values: DriverValues): boolean {
  return personFilled(values)
}

export interface FormState<V> {
  values: V
  errors: FieldErrors
}

/** Toggling the South African ID switch clears the ID number and its error. Without `isSouthAfrican` it flips. */
export function toggleSouthAfricanId<V extends IdentityValues>(
  form: FormState<V>,
  isSouthAfrican: boolean = !isSouthAfricanIdSelected(form.values),
): FormState<V & Required<IdentityValues>> {
  const { IdNumber: _cleared, ...errors } = form.errors
  return { values: { ...form.values, IdNumberIsSouthAfrican: isSouthAfrican, IdNumber: '' }, errors }
}

export type ContactDetailsValues = Partial<ContactDetailsPayload>

/** The 'Account holder details' and 'Driver details' modals: email and phone are required. */
export function validateContactDetails(values: ContactDetailsValues): FieldErrors {
  return compactFieldErrors({
    email: validateEmail(values.email),
    phoneNumber: validatePhoneNumber(values.phoneNumber),
  })
}

export function canSaveContactDetails(values: ContactDetailsValues): boolean {
  return Object.keys(validateContactDetails(values)).length === 0
}
