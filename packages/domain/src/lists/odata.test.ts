import { describe, expect, it } from 'vitest'
import { allOf, anyOf, odata, odataLiteral, roleIs } from './odata.ts'

describe('odataLiteral', () => {
  it("doubles quotes so typed text cannot end the literal, e.g. O'Neil", () => {
    expect(odataLiteral("O'Neil")).toBe("'O''Neil'")
    expect(odataLiteral("x') or (1 eq 1")).toBe("'x'') or (1 eq 1'")
  })

  it('writes numbers, booleans and null bare, and times in ISO 8601', () => {
    expect(odataLiteral(0)).toBe('0')
    expect(odataLiteral(true)).toBe('true')
    expect(odataLiteral(null)).toBe('null')
    expect(odataLiteral(new Date(Date.UTC(2026, 10, 27, 22)))).toBe('2026-11-27T22:00:00.000Z')
  })
})

describe('odata fields', () => {
  it('compares a field with a quoted value', () => {
    expect(odata.devices.eq('VehicleId', 0)).toBe('VehicleId eq 0')
    expect(odata.vehicles.eq('onBoardingStatus', 'Scheduled')).toBe("onBoardingStatus eq 'Scheduled'")
    expect(odata.history.ge('dateTime', new Date(0))).toBe('dateTime ge 1970-01-01T00:00:00.000Z')
  })

  it('searches one field or any of several, quoting the text once', () => {
    expect(odata.companies.contains('name', "Bob's")).toBe("contains(name,'Bob''s')")
    expect(odata.companyUsers.containsAny(['firstName', 'email'], 'an')).toBe(
      "(contains(firstName,'an') or contains(email,'an'))",
    )
  })

  it('orders by each key in turn', () => {
    expect(odata.users.orderBy(['tamperActive', 'desc'], ['createdOnDateTime', 'desc'])).toBe(
      'tamperActive desc,createdOnDateTime desc',
    )
  })

  it('takes role names from the domain', () => {
    expect(roleIs('Account-Holder')).toBe("role eq 'Account-Holder'")
  })
})

describe('allOf and anyOf', () => {
  it('joins the conditions given and drops the blank ones', () => {
    expect(allOf('a eq 1', '', undefined, false, 'b eq 2')).toBe('a eq 1 and b eq 2')
    expect(allOf('', null)).toBeUndefined()
  })

  it('keeps an or together inside an and', () => {
    expect(allOf('a eq 1', anyOf('b eq 2', 'b eq 3'))).toBe('a eq 1 and (b eq 2 or b eq 3)')
  })
})
