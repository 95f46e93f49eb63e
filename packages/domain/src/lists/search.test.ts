import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clientMatchesSearch, searchClients, searchCompanies } from './search.ts'

const thandi = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  vehicles: [{ makeVariant: 'Toyota Corolla 1.8', registrationNumber: 'CA 123-456' }],
}
const pieter = {
  firstName: 'Pieter',
  lastName: 'van Wyk',
  vehicles: [{ makeVariant: '', registrationNumber: 'ND 9' }],
}
const noVehicles = { firstName: 'Lerato', lastName: 'Mokoena' }

describe('searchClients', () => {
  it('matches first name, last name, make variant and registration, ignoring case', () => {
    expect(searchClients([thandi, pieter], 'THAN')).toEqual([thandi])
    expect(searchClients([thandi, pieter], 'wyk')).toEqual([pieter])
    expect(searchClients([thandi, pieter], 'corolla')).toEqual([thandi])
    expect(searchClients([thandi, pieter], 'nd 9')).toEqual([pieter])
  })

  it('keeps everyone for blank text and finds nobody for unknown text', () => {
    expect(searchClients([thandi, pieter, noVehicles], '  ')).toHaveLength(3)
    expect(searchClients([thandi, pieter, noVehicles], 'zzz')).toEqual([])
    expect(clientMatchesSearch(noVehicles, 'moko')).toBe(true)
  })

  it('is case-insensitive for any name and any slice of it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ') }),
        fc.nat(),
        fc.nat(),
        (name, start, length) => {
          const from = start % name.length
          const part = name.slice(from, from + 1 + (length % name.length))
          const client = { firstName: name, lastName: 'X', vehicles: [] }
          expect(clientMatchesSearch(client, part.toUpperCase())).toBe(true)
          expect(clientMatchesSearch(client, part.toLowerCase())).toBe(true)
          expect(clientMatchesSearch(client, part.toUpperCase())).toBe(clientMatchesSearch(client, part))
        },
      ),
    )
  })
})

describe('searchCompanies', () => {
  it('matches the company name ignoring case', () => {
    const companies = [
      { id: 1, name: 'Acme Logistics' },
      { id: 2, name: 'Karoo Freight' },
    ]
    expect(searchCompanies(companies, 'FREIGHT')).toEqual([{ id: 2, name: 'Karoo Freight' }])
    expect(searchCompanies(companies, '')).toHaveLength(2)
  })
})
