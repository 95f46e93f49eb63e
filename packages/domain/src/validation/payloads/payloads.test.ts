import { object, refine, string, validate } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { compactFieldErrors, hasFieldErrors, parsePayload } from '../fieldErrors.ts'
import {
  completePasswordResetStruct,
  confirmPhoneStruct,
  createPasswordStruct,
  refreshTokensStruct,
  resendPasswordCreationLinkStruct,
  resendPhoneConfirmationStruct,
  signInStruct,
  startPasswordResetStruct,
  updatePasswordStruct,
  verifyPasswordResetStruct,
} from './auth.ts'
import { installationStepUpdateStruct, newInstallationStepStruct } from './checklist.ts'
import { addCompanyUserStruct, isCompanyUserRole, newCompanyStruct } from './companies.ts'
import {
  burnInAddDeviceStruct,
  checkEventsStruct,
  deviceStatusRequestStruct,
  installationLookupStruct,
  trackerImportStruct,
} from './devices.ts'
import { idNumberText } from './fields.ts'
import { paymentNoticeStruct } from './payments.ts'
import {
  contactDetailsStruct,
  newAccountHolderStruct,
  newAgentStruct,
  newDriverStruct,
  signUpStruct,
} from './people.ts'
import {
  changeLinkedDeviceStruct,
  installationBookingUpdateStruct,
  linkDeviceStruct,
  newInstallationBookingStruct,
  newVehicleStruct,
  subscriptionRequestStruct,
} from './vehicles.ts'

const REQUIRED = 'This field is required'
const person = {
  Email: 'thandi@example.co.za',
  FirstName: 'Thandi',
  LastName: 'Nkosi',
  IdNumber: '8001015009087',
  PhoneNumber: '821234567',
}

describe('parsePayload', () => {
  it('answers the typed payload with the spec defaults and without unknown fields', () => {
    expect(parsePayload(newAccountHolderStruct, { ...person, extra: 'dropped' })).toEqual({
      ok: true,
      value: {
        ...person,
        IdNumberIsSouthAfrican: true,
        PhoneCode: 27,
        acceptedTermsAndConditionsAndPolicy: true,
        acceptedToAllowInformationToBeUsedToContact: true,
      },
    })
  })

  it('keys rule failures by field with the product messages', () => {
    expect(
      parsePayload(newAgentStruct, {
        FirstName: ' ',
        LastName: 'Nkosi',
        Email: 'nope',
        PhoneNumber: '12',
        RoleName: 'Admin',
      }),
    ).toEqual({
      ok: false,
      errors: {
        FirstName: REQUIRED,
        Email: 'Please provide a valid email address',
        PhoneNumber: 'Please provide a valid phone number',
      },
    })
  })

  it('says a missing field is required and describes a value of the wrong type', () => {
    const result = parsePayload(newAgentStruct, { LastName: 42 })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.FirstName).toBe(REQUIRED)
    expect(result.errors.RoleName).toBe(REQUIRED)
    expect(result.errors.LastName).toMatch(/string/)
  })

  it('keys a body that is not an object by the empty field name', () => {
    const result = parsePayload(signInStruct, 'email=a')
    expect(result).toEqual({ ok: false, errors: { '': expect.stringMatching(/object/) } })
  })

  it('keys nested failures by their path and keeps only the first message per field', () => {
    const result = parsePayload(subscriptionRequestStruct, {
      vehicleId: 7,
      installationBooking: { vehicleId: 7, fitmentCenterId: 'x', installationUtcDateTime: 'soon' },
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        'installationBooking.fitmentCenterId': REQUIRED,
        'installationBooking.installationUtcDateTime': 'Please provide a valid date and time',
      },
    })
  })
})

describe('payload structs', () => {
  it('people: checks the ID as South African or as a passport from the sibling switch', () => {
    expect(parsePayload(newAccountHolderStruct, { ...person, IdNumber: 'A1234' }).ok).toBe(false)
    expect(
      parsePayload(newAccountHolderStruct, { ...person, IdNumber: 'A1234', IdNumberIsSouthAfrican: false }).ok,
    ).toBe(true)
    expect(parsePayload(newDriverStruct, { ...person, vehicleId: 3 }).ok).toBe(true)
    expect(parsePayload(newDriverStruct, person)).toEqual({ ok: false, errors: { vehicleId: REQUIRED } })
  })

  it('sign-up: needs the terms accepted and a strong password; marketing defaults to off', () => {
    const signUp = { ...person, Password: 'Aa1!aaaa', AcceptedTermsAndConditionsAndPolicy: true }
    expect(parsePayload(signUpStruct, signUp)).toMatchObject({
      ok: true,
      value: { AcceptedToAllowInformationToBeUsedToContact: false, PhoneCode: 27 },
    })
    expect(
      parsePayload(signUpStruct, { ...signUp, AcceptedTermsAndConditionsAndPolicy: false, Password: 'weak' }),
    ).toEqual({
      ok: false,
      errors: {
        AcceptedTermsAndConditionsAndPolicy: REQUIRED,
        Password:
          'Password must be at least 8 characters and include a lowercase letter, an uppercase letter, a number and a special character',
      },
    })
  })

  it('contact details: email and phone', () => {
    expect(parsePayload(contactDetailsStruct, { email: 'a@b.co', phoneNumber: '0821234567' }).ok).toBe(true)
    expect(parsePayload(contactDetailsStruct, { email: 'a@b.co', phoneNumber: '0821234567', phoneCode: 0 }).ok).toBe(
      false,
    )
  })

  it('auth: passwords must match their confirmation', () => {
    const reset = { passwordResetToken: 't', password: 'Aa1!aaaa', passwordConfirmation: 'Aa1!aaab' }
    expect(parsePayload(completePasswordResetStruct, reset)).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'Passwords do not match' },
    })
    const change = { password: 'Aa1!aaaa', passwordConfirmation: 'Aa1!aaaa' }
    expect(parsePayload(updatePasswordStruct, { currentPassword: 'old', ...change }).ok).toBe(true)
    expect(parsePayload(updatePasswordStruct, change)).toEqual({ ok: false, errors: { currentPassword: REQUIRED } })
    expect(parsePayload(createPasswordStruct, { password: 'Aa1!aaaa', passwordResetToken: '' })).toEqual({
      ok: false,
      errors: { passwordResetToken: REQUIRED },
    })
    expect(parsePayload(signInStruct, { email: 'a', password: 'b' }).ok).toBe(true)
    expect(parsePayload(startPasswordResetStruct, { Email: 'a' }).ok).toBe(false)
    expect(parsePayload(verifyPasswordResetStruct, { passwordResetToken: 'abc' }).ok).toBe(true)
    expect(parsePayload(refreshTokensStruct, { accessToken: 'a', refreshToken: '' }).ok).toBe(false)
    expect(parsePayload(resendPasswordCreationLinkStruct, { userId: 9 }).ok).toBe(true)
  })

  it('auth: the phone confirmation token is six digits', () => {
    const confirm = { PhoneCode: 27, PhoneNumber: '821234567', PhoneConfirmationToken: '123456' }
    expect(parsePayload(confirmPhoneStruct, confirm).ok).toBe(true)
    expect(parsePayload(confirmPhoneStruct, { ...confirm, PhoneConfirmationToken: '12345 ' })).toEqual({
      ok: false,
      errors: { PhoneConfirmationToken: 'Please enter the 6-digit code' },
    })
    expect(parsePayload(resendPhoneConfirmationStruct, { phoneNumber: '821234567' })).toEqual({
      ok: true,
      value: { phoneCode: 27, phoneNumber: '821234567' },
    })
  })

  it('vehicles: the vehicle form, bookings and subscription', () => {
    const vehicle = { colour: 'Red', registrationNumber: 'CA 1', vehicle: 'VW Polo', userId: 2, vehicleTypeId: 5 }
    expect(parsePayload(newVehicleStruct, { ...vehicle, registrationYear: 2020 }).ok).toBe(true)
    expect(
      parsePayload(newVehicleStruct, { ...vehicle, registrationYear: 'Older than 1999', vinNumber: null }).ok,
    ).toBe(true)
    expect(parsePayload(newVehicleStruct, { ...vehicle, registrationYear: 'new' })).toEqual({
      ok: false,
      errors: { registrationYear: REQUIRED },
    })
    const booking = { vehicleId: 7, fitmentCenterId: '3', installationUtcDateTime: '2030-01-01T08:00:00Z' }
    expect(parsePayload(newInstallationBookingStruct, booking)).toEqual({
      ok: true,
      value: { ...booking, onboardingExistingClient: false },
    })
    expect(parsePayload(installationBookingUpdateStruct, { fitmentCenterId: 0, installationUtcDateTime: '' })).toEqual({
      ok: false,
      errors: { fitmentCenterId: REQUIRED, installationUtcDateTime: REQUIRED },
    })
    expect(parsePayload(subscriptionRequestStruct, { vehicleId: 7, installationBooking: booking })).toEqual({
      ok: true,
      value: {
        subscriptionPlanId: 1,
        vehicleId: 7,
        isOffline: false,
        initiallyPayDepositOnly: true,
        installationBooking: booking,
        createdByAgentOnBehalfOfUser: true,
      },
    })
  })

  it('devices: empty choices get their own messages', () => {
    expect(parsePayload(changeLinkedDeviceStruct, { currentDeviceSerialNumber: 'SN1' })).toEqual({
      ok: false,
      errors: { newDeviceSerialNumber: 'Please select a device to link' },
    })
    expect(parsePayload(linkDeviceStruct, { deviceSerialNumber: 'SN2', vehicleNickname: null }).ok).toBe(true)
    expect(parsePayload(burnInAddDeviceStruct, { unitSerialNumber: ' ' })).toEqual({
      ok: false,
      errors: { unitSerialNumber: 'Please select a device', stationId: 'Please select a station' },
    })
    expect(parsePayload(checkEventsStruct, {})).toEqual({
      ok: false,
      errors: { deviceSerialNumber: 'Error: Device Serial Number is required.' },
    })
    expect(parsePayload(installationLookupStruct, { VehicleRegistration: 'CA 1', DeviceSerialNumber: 'SN1' })).toEqual({
      ok: true,
      value: { VehicleRegistration: 'CA 1', DeviceSerialNumber: 'SN1' },
    })
  })

  it('companies: a new company starts empty; a linked user defaults to Company-Admin', () => {
    expect(parsePayload(newCompanyStruct, { Name: 'Fleet Co' })).toEqual({
      ok: true,
      value: { Name: 'Fleet Co', CompanyUsers: [], Vehicles: [] },
    })
    expect(parsePayload(addCompanyUserStruct, { userId: 4, companyId: 2 })).toEqual({
      ok: true,
      value: { userId: 4, companyId: 2, role: 'Company-Admin' },
    })
    expect(parsePayload(addCompanyUserStruct, { companyId: 2, role: 'Admin' })).toEqual({
      ok: false,
      errors: { userId: 'Please select a user', role: 'Please select a role' },
    })
    expect(isCompanyUserRole('Account-Holder')).toBe(true)
    expect(isCompanyUserRole('Admin')).toBe(false)
    expect(parsePayload(newCompanyStruct, { Name: 'Fleet Co', CompanyUsers: [{ role: 'Account-Holder' }] })).toEqual({
      ok: false,
      errors: { 'CompanyUsers.0.userId': REQUIRED },
    })
  })

  it('checklist: a step to save is one of the six; a step to add is 1 or more (past the last, the API answers)', () => {
    expect(parsePayload(installationStepUpdateStruct, { stepNumber: 5, state: null, extra: 1 })).toEqual({
      ok: true,
      value: { stepNumber: 5, state: null },
    })
    for (const stepNumber of [0, 7])
      expect(parsePayload(installationStepUpdateStruct, { stepNumber })).toEqual({
        ok: false,
        errors: { stepNumber: 'Give the number of a checklist step, 1 to 6.' },
      })
    expect(parsePayload(installationStepUpdateStruct, { verified: 'yes' })).toEqual({
      ok: false,
      errors: { stepNumber: REQUIRED, verified: expect.stringMatching(/boolean/) },
    })
    expect(parsePayload(newInstallationStepStruct, { StepNumber: 7 })).toEqual({ ok: true, value: { StepNumber: 7 } })
    expect(parsePayload(newInstallationStepStruct, { StepNumber: 0 })).toEqual({
      ok: false,
      errors: { StepNumber: 'Give the number of the step to add, 1 or more.' },
    })
  })

  it('tracker import, device status and payment notice: each part is there, of its type', () => {
    expect(parsePayload(trackerImportStruct, {})).toEqual({ ok: false, errors: { csv: REQUIRED } })
    expect(parsePayload(deviceStatusRequestStruct, { deviceId: '7' })).toEqual({
      ok: false,
      errors: { deviceId: expect.stringMatching(/integer/) },
    })
    expect(parsePayload(paymentNoticeStruct, { reference: 'pay_1', status: 'paid' })).toEqual({
      ok: false,
      errors: { signature: REQUIRED },
    })
  })
})

describe('parsePayload edge cases', () => {
  it('keeps the first of several messages for one field', () => {
    const twice = object({
      Name: refine(
        refine(string(), 'first', () => 'First message'),
        'second',
        () => 'Second message',
      ),
    })
    expect(parsePayload(twice, { Name: 'x' })).toEqual({ ok: false, errors: { Name: 'First message' } })
  })

  it('describes a false sent where text belongs instead of calling it missing', () => {
    const result = parsePayload(contactDetailsStruct, { email: 'a@b.co', phoneNumber: false })
    expect(result.ok ? undefined : result.errors.phoneNumber).toMatch(/string/)
  })

  it('compares a confirmation with a password that is not text as a mismatch', () => {
    expect(
      parsePayload(updatePasswordStruct, { currentPassword: 'old', password: 5, passwordConfirmation: 'Aa1!aaaa' }),
    ).toEqual({
      ok: false,
      errors: { password: expect.stringMatching(/string/), passwordConfirmation: 'Passwords do not match' },
    })
  })

  it('checks an ID outside any object as South African', () => {
    expect(validate('8001015009087', idNumberText('IdNumberIsSouthAfrican'))[0]).toBeUndefined()
    expect(validate('A123', idNumberText('IdNumberIsSouthAfrican'))[0]?.message).toBe(
      'Please provide a valid ID number',
    )
  })
})

describe('field error helpers', () => {
  it('drops fields without a message and tells whether any is left', () => {
    expect(compactFieldErrors({ a: undefined, b: 'x' })).toEqual({ b: 'x' })
    expect(hasFieldErrors({ a: undefined })).toBe(false)
    expect(hasFieldErrors({ a: 'x' })).toBe(true)
  })
})
