import type { Vehicle } from '../vehicles/types.ts'
import type { AccountHolder, Company } from './types.ts'

export type SearchableClient = Pick<AccountHolder, 'firstName' | 'lastName'> & {
  vehicles?: readonly Pick<Vehicle, 'makeVariant' | 'registrationNumber'>[]
}

const normalise = (text: string | null | undefined): string => (text ?? '').toLocaleLowerCase('en-ZA')

const containsSearch = (values: readonly (string | null | undefined)[], searchText: string): boolean => {
  const needle = normalise(searchText.trim())
  return needle === '' || values.some((value) => normalise(value).includes(needle))
}

/** Case-insensitive contains on first name, last name and the make variant and registration of each vehicle. */
export const clientMatchesSearch = (client: SearchableClient, searchText: string): boolean =>
  containsSearch(
    [
      client.firstName,
      client.lastName,
      ...(client.vehicles ?? []).flatMap((vehicle) => [vehicle.makeVariant, vehicle.registrationNumber]),
    ],
    searchText,
  )

/** Blank search text keeps every client. */
export const searchClients = <C extends SearchableClient>(clients: readonly C[], searchText: string): C[] =>
  clients.filter((client) => clientMatchesSearch(client, searchText))

export const searchCompanies = <C extends Pick<Company, 'name'>>(companies: readonly C[], searchText: string): C[] =>
  companies.filter((company) => containsSearch([company.name], searchText))
