import { describe, expect, it } from 'vitest'
import { validationMessages } from './messages.ts'

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
