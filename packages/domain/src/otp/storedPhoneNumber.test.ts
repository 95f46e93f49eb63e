import { describe, expect, it } from 'vitest'
import { parseStoredPhoneNumber, storedPhoneNumberText } from './storedPhoneNumber.ts'

describe('the phone number kept for Verify Account', () => {
  it('round-trips the code and number, defaulting the code to 27', () => {
    expect(parseStoredPhoneNumber(storedPhoneNumberText({ PhoneCode: 44, PhoneNumber: '721234567' }))).toEqual({
      PhoneCode: 44,
      PhoneNumber: '721234567',
    })
    expect(parseStoredPhoneNumber(storedPhoneNumberText({ PhoneNumber: '0721234567' }))).toEqual({
      PhoneCode: 27,
      PhoneNumber: '0721234567',
    })
  })

  it.each([null, '', 'not json', '42', '{}', '{"PhoneNumber":""}', 'null'])('reads %j as nothing stored', (text) => {
    expect(parseStoredPhoneNumber(text)).toBeUndefined()
  })
})
