import { boolean, defaulted, integer, refine, string, union } from 'superstruct'
import { DEFAULT_PHONE_CODE } from '../../constants.ts'
import { validationMessages } from '../../messages.ts'
import { validateDateTime } from '../dateTime.ts'
import { validateEmail, validateIdNumber, validateOtpCode, validatePhoneNumber, validateSelectedId } from '../fields.ts'
import { validatePassword, validatePasswordConfirmation } from '../password.ts'
import { validateRequired } from '../required.ts'

// Building blocks for payload structs: each refinement answers with the same message as the field validator.

type Context = { branch: unknown[] }

function sibling(context: Context, key: string): unknown {
  const parent = context.branch[context.branch.length - 2]
  return typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[key] : undefined
}

export const requiredText = refine(string(), 'required', (value) => validateRequired(value) ?? true)

/** A required text whose empty value gets a field-specific message (e.g. 'Please select a device'). */
export function requiredChoice(message: string) {
  return defaulted(
    refine(string(), 'choice', (value) => (value.trim() === '' ? message : true)),
    '',
  )
}

export const emailText = refine(string(), 'email', (value) => validateEmail(value) ?? true)

export const phoneNumberText = refine(string(), 'phone', (value) => validatePhoneNumber(value) ?? true)

export const phoneCode = defaulted(
  refine(integer(), 'phoneCode', (value) => value > 0),
  DEFAULT_PHONE_CODE,
)

/** An ID number checked as South African unless the sibling flag `flagKey` is false (the flag defaults to true). */
export function idNumberText(flagKey: string) {
  return refine(
    string(),
    'idNumber',
    (value, context) => validateIdNumber(value, sibling(context, flagKey) !== false) ?? true,
  )
}

export const passwordText = refine(string(), 'password', (value) => validatePassword(value) ?? true)

/** A confirmation that must equal the sibling field `passwordKey`. */
export function passwordConfirmationText(passwordKey: string) {
  return refine(string(), 'passwordConfirmation', (value, context) => {
    const password = sibling(context, passwordKey)
    return validatePasswordConfirmation(typeof password === 'string' ? password : undefined, value) ?? true
  })
}

export const consent = defaulted(boolean(), true)

/** A box that must be ticked. */
export const requiredConsent = refine(boolean(), 'consent', (value) => value || validationMessages.required)

/** A chosen record's id; 0 means nothing chosen. */
export function selectedId(message: string = validationMessages.required) {
  return defaulted(
    refine(integer(), 'selectedId', (value) => validateSelectedId(value, message) ?? true),
    0,
  )
}

/** Ids that arrive either as numbers or as digit strings from a select (e.g. fitmentCenterId '0' by default). */
export const numericId = refine(union([integer(), string()]), 'numericId', (value) => validateSelectedId(value) ?? true)

export const dateTimeText = refine(string(), 'dateTime', (value) => validateDateTime(value) ?? true)

export const otpCodeText = refine(string(), 'otpCode', (value) => validateOtpCode(value) ?? true)
