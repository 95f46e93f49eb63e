import { describe, expect, it } from 'vitest'
import {
  COMPANY_NAME_MAX_LENGTH,
  canAddCompany,
  canLinkUser,
  initialLinkUserValues,
  sanitiseCompanyName,
  validateLinkUser,
  validateNewCompany,
} from './companies.ts'

describe('add company', () => {
  it('needs a name', () => {
    expect(validateNewCompany({ Name: 'Fleet Co' })).toEqual({})
    expect(validateNewCompany({ Name: '  ' })).toEqual({ Name: 'This field is required' })
    expect(canAddCompany({ Name: 'Fleet Co' })).toBe(true)
    expect(canAddCompany({})).toBe(false)
  })
})

describe('sanitising the company name as it is typed', () => {
  it.each([
    ['  Acme', 'Acme'],
    ['Acme   Logistics', 'Acme Logistics'],
    ['Acme ', 'Acme '],
    ['Acme\tLogistics\n', 'Acme Logistics '],
    ['<b>Acme</b>', 'bAcme/b'],
    ['Ac\u200bme', 'Acme'],
    ['Smith & Sons (Pty) Ltd.', 'Smith & Sons (Pty) Ltd.'],
    ['Électricité Sàrl', 'Électricité Sàrl'],
  ])('%j becomes %j', (typed, kept) => {
    expect(sanitiseCompanyName(typed)).toBe(kept)
  })

  it('stops at the longest name', () => {
    expect(sanitiseCompanyName('x'.repeat(COMPANY_NAME_MAX_LENGTH + 5))).toHaveLength(COMPANY_NAME_MAX_LENGTH)
  })
})

describe('link user', () => {
  it('starts with no user and the Company-Admin role', () => {
    expect(initialLinkUserValues(5)).toEqual({ companyId: 5, userId: 0, role: 'Company-Admin' })
    expect(canLinkUser(initialLinkUserValues(5))).toBe(false)
  })

  it('links once a user is selected, as either role', () => {
    for (const role of ['Company-Admin', 'Account-Holder']) {
      const values = { ...initialLinkUserValues(5), userId: 9, role }
      expect(validateLinkUser(values)).toEqual({})
      expect(canLinkUser(values)).toBe(true)
    }
  })

  it('names what is missing', () => {
    expect(validateLinkUser({ role: 'Admin' })).toEqual({
      userId: 'Please select a user',
      companyId: 'This field is required',
      role: 'Please select a role',
    })
    expect(validateLinkUser({ userId: 9, companyId: 5 })).toEqual({})
  })
})
