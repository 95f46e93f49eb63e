import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../constants.ts'
import { companyListQuery } from './companyQuery.ts'
import { deviceListQuery, freeDeviceQuery } from './deviceQuery.ts'

describe('companyListQuery', () => {
  it('asks the server for one page, newest first, with no filter when the search is blank', () => {
    expect(companyListQuery('  ', 'Latest')).toEqual({
      $orderby: 'createdOnDateTime desc',
      $pagesize: PAGE_SIZE,
      $pageindex: 0,
    })
  })

  it('searches names on the server and sorts by name', () => {
    expect(companyListQuery(" o'brien ", 'Z - A', 3)).toEqual({
      $filter: "contains(name,'o''brien')",
      $orderby: 'name desc',
      $pagesize: PAGE_SIZE,
      $pageindex: 3,
    })
    expect(companyListQuery('', 'A - Z').$orderby).toBe('name asc')
  })
})

describe('device queries', () => {
  it('lists every tracker by serial, or those whose serial contains the text', () => {
    expect(deviceListQuery('')).toEqual({ $orderby: 'SerialNumber asc', $pagesize: PAGE_SIZE })
    expect(deviceListQuery(' 86 ').$filter).toBe("contains(SerialNumber,'86')")
  })

  it('searches free trackers only once 3 characters are typed', () => {
    expect(freeDeviceQuery('86')).toBeNull()
    expect(freeDeviceQuery('861')).toEqual({
      $filter: "VehicleId eq 0 and contains(SerialNumber,'861')",
      $orderby: 'SerialNumber asc',
      $pagesize: PAGE_SIZE,
    })
  })
})
