import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLIENT_SORT_OPTIONS, COMPANY_SORT_OPTIONS } from './options.ts'
import { sortClients, sortCompanies } from './sort.ts'

const client = (id: number, firstName: string, createdOnDateTime: string, tamperActive = false) => ({
  id,
  firstName,
  lastName: 'Surname',
  createdOnDateTime,
  tamperActive,
})

const anna = client(1, 'anna', '2024-01-01T00:00:00Z')
const zola = client(2, 'Zola', '2024-03-01T00:00:00Z', true)
const bongani = client(3, 'Bongani', '2024-02-01T00:00:00Z')
const undated = client(4, 'Chris', 'unknown')

describe('sortClients', () => {
  const clients = [anna, zola, bongani, undated]

  it('puts the newest first for Latest, unreadable dates last', () => {
    expect(sortClients(clients, 'Latest').map((c) => c.id)).toEqual([2, 3, 1, 4])
  })

  it('puts active tamper alerts first, newest first within each group', () => {
    const alerted = client(5, 'Eve', '2023-01-01T00:00:00Z', true)
    expect(sortClients([...clients, alerted], 'Active alerts').map((c) => c.id)).toEqual([2, 5, 3, 1, 4])
  })

  it('sorts by first name ignoring case for A - Z and reverses for Z - A', () => {
    expect(sortClients(clients, 'A - Z').map((c) => c.firstName)).toEqual(['anna', 'Bongani', 'Chris', 'Zola'])
    expect(sortClients(clients, 'Z - A').map((c) => c.firstName)).toEqual(['Zola', 'Chris', 'Bongani', 'anna'])
  })

  it('breaks ties on equal names and dates by surname then id', () => {
    const a = { ...client(7, 'Sam', '2024-01-01T00:00:00Z'), lastName: 'Botha' }
    const b = { ...client(6, 'Sam', '2024-01-01T00:00:00Z'), lastName: 'Botha' }
    const c = { ...client(8, 'Sam', '2024-01-01T00:00:00Z'), lastName: 'Adams' }
    expect(sortClients([a, b, c], 'A - Z').map((x) => x.id)).toEqual([8, 6, 7])
    expect(sortClients([a, b, c], 'Latest').map((x) => x.id)).toEqual([8, 7, 6])
  })

  it('keeps repeated copies of one client in arrival order', () => {
    const copy = { ...anna }
    const sorted = sortClients([anna, copy], 'A - Z')
    expect(sorted[0]).toBe(anna)
    expect(sorted[1]).toBe(copy)
  })

  it('does not change the input list', () => {
    const input = [anna, zola]
    sortClients(input, 'Z - A')
    expect(input).toEqual([anna, zola])
  })

  const clientsArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      firstName: fc.constantFrom('Anna', 'anna', 'Bongani', 'Zola', 'Émile', ''),
      lastName: fc.constantFrom('Botha', 'Adams', ''),
      createdOnDateTime: fc.oneof(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        fc.constant('not a date'),
      ),
      tamperActive: fc.boolean(),
    }),
    { selector: (c) => c.id, maxLength: 20 },
  )

  it('gives the same order whatever order the clients arrive in', () => {
    fc.assert(
      fc.property(clientsArbitrary, fc.constantFrom(...CLIENT_SORT_OPTIONS), fc.integer(), (list, option, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101))
        expect(sortClients(shuffled, option)).toEqual(sortClients(list, option))
      }),
    )
  })

  it('keeps every client exactly once and respects the option', () => {
    fc.assert(
      fc.property(clientsArbitrary, fc.constantFrom(...CLIENT_SORT_OPTIONS), (list, option) => {
        const sorted = sortClients(list, option)
        expect([...sorted].map((c) => c.id).sort()).toEqual([...list].map((c) => c.id).sort())
        for (let index = 1; index < sorted.length; index += 1) {
          const before = sorted[index - 1]!
          const after = sorted[index]!
          if (option === 'Active alerts')
            expect(Number(Boolean(before.tamperActive))).toBeGreaterThanOrEqual(Number(Boolean(after.tamperActive)))
          if (option === 'Latest') {
            const time = (iso: string) => (Number.isNaN(Date.parse(iso)) ? -Infinity : Date.parse(iso))
            expect(time(before.createdOnDateTime)).toBeGreaterThanOrEqual(time(after.createdOnDateTime))
          }
        }
      }),
    )
  })
})

describe('sortCompanies', () => {
  const companies = [
    { id: 1, name: 'karoo Freight' },
    { id: 3, name: 'Acme' },
    { id: 2, name: 'Zulu Haulage' },
  ]

  it('puts the newest (highest id) first for Latest', () => {
    expect(sortCompanies(companies, 'Latest').map((c) => c.id)).toEqual([3, 2, 1])
  })

  it('sorts by name for A - Z and Z - A', () => {
    expect(sortCompanies(companies, 'A - Z').map((c) => c.name)).toEqual(['Acme', 'karoo Freight', 'Zulu Haulage'])
    expect(sortCompanies(companies, 'Z - A').map((c) => c.name)).toEqual(['Zulu Haulage', 'karoo Freight', 'Acme'])
  })

  it('is a total order: arrival order never matters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.nat(500), name: fc.constantFrom('Acme', 'acme', 'Bravo', '') }), {
          selector: (c) => c.id,
          maxLength: 15,
        }),
        fc.constantFrom(...COMPANY_SORT_OPTIONS),
        (list, option) => {
          expect(sortCompanies([...list].reverse(), option)).toEqual(sortCompanies(list, option))
          expect(sortCompanies(list, option)).toHaveLength(list.length)
        },
      ),
    )
  })
})
