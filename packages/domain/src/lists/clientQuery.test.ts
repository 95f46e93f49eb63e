import { describe, expect, it } from 'vitest'
import { accountHolderFilter, CLIENTS_PAGE_SIZE, clientListQuery, vehiclesOfClientsFilter } from './clientQuery.ts'

describe('clientListQuery', () => {
  it('asks for account holders with a device, newest first, by default', () => {
    expect(clientListQuery('', 'Latest')).toEqual({
      $filter: "role eq 'Account-Holder' and hasVehicleWithDevice eq true",
      $orderby: 'createdOnDateTime desc',
      $pagesize: CLIENTS_PAGE_SIZE,
      $pageindex: 0,
    })
  })

  it('searches names, make variants and registrations on the server', () => {
    expect(clientListQuery('  ca 12 ', 'A - Z', 2)).toEqual({
      $filter: "role eq 'Account-Holder' and hasVehicleWithDevice eq true",
      $orderby: 'firstName asc,lastName asc',
      $pagesize: CLIENTS_PAGE_SIZE,
      $pageindex: 2,
      search: 'ca 12',
    })
  })

  it('sorts by every option of the spec', () => {
    expect(clientListQuery('', 'Active alerts').$orderby).toBe('tamperActive desc,createdOnDateTime desc')
    expect(clientListQuery('', 'Z - A').$orderby).toBe('firstName desc,lastName desc')
  })
})

describe('vehiclesOfClientsFilter', () => {
  it("asks for the page's holders' vehicles in one call", () => {
    expect(vehiclesOfClientsFilter([3, 7])).toBe('(userId eq 3 or userId eq 7)')
    expect(vehiclesOfClientsFilter([])).toBeNull()
  })
})

describe('accountHolderFilter', () => {
  it('asks for the account holder with that id only', () => {
    expect(accountHolderFilter(12)).toBe("role eq 'Account-Holder' and id eq 12")
  })
})
