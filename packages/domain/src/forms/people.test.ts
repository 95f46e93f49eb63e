import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  blankText,
  southAfricanIdFor,
  validPhoneNumber,
  validSouthAfricanId,
} from '../validation/arbitraries.fixture.ts'
import { parsePayload } from '../validation/fieldErrors.ts'
import { newAccountHolderStruct, newAgentStruct } from '../validation/payloads/people.ts'
import {
  canAddAgent,
  canContinueAccountHolder,
  canContinueNewDriver,
  canSaveContactDetails,
  toggleSouthAfricanId,
  validateAccountHolder,
  validateContactDetails,
  validateDriver,
  validateNewAgent,
} from './people.ts'

const REQUIRED = 'This field is required'
const agent = {
  FirstName: 'Sipho',
  LastName: 'Dlamini',
  Email: 'sipho@vigil.co.za',
  PhoneNumber: '821234567',
  RoleName: 'Admin',
}
const person = {
  FirstName: 'Thandi',
  LastName: 'Nkosi',
  Email: 'thandi@example.co.za',
  PhoneNumber: '0821234567',
  IdNumber: '8001015009087',
}

describe('add agent', () => {
  it('has no errors for a complete agent', () => {
    expect(validateNewAgent(agent)).toEqual({})
  })

  it('reports each field with its message', () => {
    expect(validateNewAgent({})).toEqual({
      FirstName: REQUIRED,
      LastName: REQUIRED,
      Email: REQUIRED,
      PhoneNumber: REQUIRED,
      RoleName: REQUIRED,
    })
    expect(validateNewAgent({ ...agent, Email: 'sipho', PhoneNumber: '0012' })).toEqual({
      Email: 'Please provide a valid email address',
      PhoneNumber: 'Please provide a valid phone number',
    })
  })

  it('enables "Add agent" once first name, last name, email and role are set', () => {
    expect(canAddAgent(agent)).toBe(true)
    expect(canAddAgent({ ...agent, PhoneNumber: '' })).toBe(true)
    for (const field of ['FirstName', 'LastName', 'Email', 'RoleName'] as const) {
      expect(canAddAgent({ ...agent, [field]: ' ' })).toBe(false)
    }
  })

  it('gives the same errors as the payload struct on the server', () => {
    const text = fc.oneof(blankText, fc.constant(undefined), fc.string(), validPhoneNumber, fc.emailAddress())
    fc.assert(
      fc.property(
        fc.record({ FirstName: text, LastName: text, Email: text, PhoneNumber: text, RoleName: text }),
        (values) => {
          const parsed = parsePayload(newAgentStruct, values)
          expect(parsed.ok ? {} : parsed.errors).toEqual(validateNewAgent(values))
        },
      ),
    )
  })
})

describe('account holder and driver', () => {
  it('have no errors when complete, for either kind of ID', () => {
    expect(validateAccountHolder(person)).toEqual({})
    expect(validateDriver({ ...person, IdNumberIsSouthAfrican: false, IdNumber: 'P1234567' })).toEqual({})
  })

  it('check the ID as South African unless the switch is off', () => {
    expect(validateAccountHolder({ ...person, IdNumber: 'P1234567' })).toEqual({
      IdNumber: 'Please provide a valid ID number',
    })
    expect(validateDriver({ ...person, IdNumberIsSouthAfrican: false, IdNumber: 'P-1' })).toEqual({
      IdNumber: 'Please provide a valid passport number',
    })
  })

  it('pass now on to the ID check', () => {
    const leapDay2000 = southAfricanIdFor(new Date('2000-02-29T00:00:00Z'), 5009, 0, 8)
    expect(validateAccountHolder({ ...person, IdNumber: leapDay2000 }, new Date('2025-01-01T00:00:00Z'))).toEqual({})
    expect(validateDriver({ ...person, IdNumber: leapDay2000 }, new Date('1999-01-01T00:00:00Z'))).toEqual({
      IdNumber: 'Please provide a valid ID number',
    })
  })

  it('report every empty field', () => {
    expect(validateAccountHolder({})).toEqual({
      FirstName: REQUIRED,
      LastName: REQUIRED,
      Email: REQUIRED,
      PhoneNumber: REQUIRED,
      IdNumber: REQUIRED,
    })
  })

  it('enable Next once name, surname, phone, email and ID are filled', () => {
    expect(canContinueAccountHolder(person)).toBe(true)
    expect(canContinueNewDriver(person)).toBe(true)
    for (const field of Object.keys(person) as (keyof typeof person)[]) {
      expect(canContinueAccountHolder({ ...person, [field]: '' })).toBe(false)
      expect(canContinueNewDriver({ ...person, [field]: undefined })).toBe(false)
    }
  })

  it('give the same errors as the payload struct on the server', () => {
    const text = fc.oneof(blankText, fc.constant(undefined), fc.string(), validPhoneNumber, validSouthAfricanId)
    fc.assert(
      fc.property(
        fc.record({
          FirstName: text,
          LastName: text,
          Email: fc.oneof(text, fc.emailAddress()),
          PhoneNumber: text,
          IdNumber: text,
          IdNumberIsSouthAfrican: fc.constantFrom(true, false, undefined),
        }),
        (values) => {
          const parsed = parsePayload(newAccountHolderStruct, values)
          expect(parsed.ok ? {} : parsed.errors).toEqual(validateAccountHolder(values))
        },
      ),
    )
  })
})

describe('toggleSouthAfricanId', () => {
  it('clears the ID number and its error, keeping everything else', () => {
    const form = {
      values: { ...person, IdNumberIsSouthAfrican: true },
      errors: { IdNumber: 'Please provide a valid ID number', Email: 'Please provide a valid email address' },
    }
    expect(toggleSouthAfricanId(form)).toEqual({
      values: { ...person, IdNumberIsSouthAfrican: false, IdNumber: '' },
      errors: { Email: 'Please provide a valid email address' },
    })
    expect(toggleSouthAfricanId(form, true).values.IdNumberIsSouthAfrican).toBe(true)
  })

  it('flips the switch, which starts on', () => {
    expect(toggleSouthAfricanId({ values: {}, errors: {} }).values.IdNumberIsSouthAfrican).toBe(false)
    expect(
      toggleSouthAfricanId({ values: { IdNumberIsSouthAfrican: false }, errors: {} }).values.IdNumberIsSouthAfrican,
    ).toBe(true)
  })
})

describe('contact details', () => {
  it('require a valid email and phone', () => {
    expect(validateContactDetails({ email: 'a@b.co', phoneNumber: '821234567' })).toEqual({})
    expect(validateContactDetails({})).toEqual({ email: REQUIRED, phoneNumber: REQUIRED })
    expect(canSaveContactDetails({ email: 'a@b.co', phoneNumber: '821234567' })).toBe(true)
    expect(canSaveContactDetails({ email: 'a@b.co', phoneNumber: '82123' })).toBe(false)
  })
})
