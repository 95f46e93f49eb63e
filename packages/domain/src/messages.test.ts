import { describe, expect, it } from 'vitest'
import * as catalogue from './messages.ts'
import {
  addNextStepErrorMessage,
  CHECKLIST_MESSAGES,
  checklistCompletionWindowExpiredMessage,
  checklistStartWindowExpiredMessage,
  installationCompletedText,
  validationMessages,
} from './messages.ts'

describe('validationMessages', () => {
  it('uses the product words exactly', () => {
    expect(validationMessages).toEqual({
      required: 'This field is required',
      email: 'Please provide a valid email address',
      phone: 'Please provide a valid phone number',
      idNumber: 'Please provide a valid ID number',
      passport: 'Please provide a valid passport number',
      passwordsDoNotMatch: 'Passwords do not match',
      passwordRules:
        'Password must be at least 8 characters and include a lowercase letter, an uppercase letter, a number and a special character',
      selectDevice: 'Please select a device',
      selectStation: 'Please select a station',
      selectDeviceToLink: 'Please select a device to link',
      selectUser: 'Please select a user',
      selectRole: 'Please select a role',
      futureDate: 'Please choose a date and time in the future',
      dateTime: 'Please provide a valid date and time',
      otpCode: 'Please enter the 6-digit code',
      deviceSerialNumberRequired: 'Error: Device Serial Number is required.',
    })
  })
})

describe('checklist messages', () => {
  it('match the error catalogue', () => {
    expect(CHECKLIST_MESSAGES).toEqual({
      installationDetailsError: 'There was an error getting the installation details.',
      autoLockFailed: 'Error: Failed to enable auto-lock',
      noEventInLastHour: 'Error: Device has NOT sent any event in the last hour.',
      checkEventsFailed: 'Error checking device events.',
      serialNumberRequired: 'Error: Device Serial Number is required.',
    })
  })

  it('word the timing alerts exactly', () => {
    expect(checklistStartWindowExpiredMessage(4)).toBe(
      'More than 10 minutes has passed since Step 4 completed. You will have to start checklist again.',
    )
    expect(checklistCompletionWindowExpiredMessage(5)).toBe(
      'More than 10 minutes has passed since Step 5 start time. You will have to start checklist again.',
    )
  })

  it('prefixes the add-step error', () => {
    expect(addNextStepErrorMessage('Step exists')).toBe(
      'There was an error adding the next installation step: Step exists',
    )
  })

  it('announces a completed installation', () => {
    expect(installationCompletedText(42)).toBe('Installation #42 completed!')
  })
})

/** Every text under a path of the catalogue, nested groups included (functions called with a sample value). */
const textsUnder = (path: string, value: unknown): [string, string][] => {
  if (typeof value === 'function') return [[path, String((value as (...sample: unknown[]) => string)(7, 'x'))]]
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, nested]) => textsUnder(`${path}.${key}`, nested))
  }
  return [[path, String(value)]]
}

const texts = (): [string, string][] => Object.entries(catalogue).flatMap(([group, value]) => textsUnder(group, value))

describe('the catalogue', () => {
  it('writes each text once; an entry that repeats another says so by naming it', () => {
    const aliases = new Set(['CHECKLIST_MESSAGES.serialNumberRequired', 'ACCOUNT_HOLDER_SIGN_IN_MESSAGE'])
    const seen = new Map<string, string>()
    const repeated: string[] = []
    // The aliases last, whatever order the catalogue's files are read in.
    const aliasesLast = texts().sort(([a], [b]) => Number(aliases.has(a)) - Number(aliases.has(b)))
    for (const [path, text] of aliasesLast) {
      const first = seen.get(text)
      if (first !== undefined && !aliases.has(path)) repeated.push(`${path} repeats ${first}`)
      seen.set(text, first ?? path)
    }
    expect(repeated).toEqual([])
  })

  it('keeps the aliases equal to the entries they name', () => {
    expect(CHECKLIST_MESSAGES.serialNumberRequired).toBe(validationMessages.deviceSerialNumberRequired)
    expect(catalogue.ACCOUNT_HOLDER_SIGN_IN_MESSAGE).toBe(catalogue.authMessages.invalidCredentials)
  })
})
