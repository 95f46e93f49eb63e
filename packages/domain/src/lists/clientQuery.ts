import type { ClientSortOption } from './options.ts'

/** Account holders per page of the clients list: a screenful of cards, each with its vehicles and map. */
export const CLIENTS_PAGE_SIZE = 20

/** A text as an OData string literal: quotes doubled. */
export const odataString = (text: string): string => `'${text.replaceAll("'", "''")}'`

const orderBy: Record<ClientSortOption, string> = {
  Latest: 'createdOnDateTime desc',
  'Active alerts': 'tamperActive desc,createdOnDateTime desc',
  'A - Z': 'firstName asc,lastName asc',
  'Z - A': 'firstName desc,lastName desc',
}

export interface ClientListQuery {
  $filter: string
  $orderby: string
  $pagesize: number
  $pageindex: number
  /** The server's clients search: names, and any vehicle's make variant or registration (spec §2). */
  search?: string
}

/**
 * GET /Users for one page of the clients list: account holders with a vehicle that has a device, the search as a
 * case-insensitive contains on the server (so 10,000 holders never reach the browser) and the sort.
 */
export const clientListQuery = (searchText: string, sort: ClientSortOption, pageIndex = 0): ClientListQuery => {
  const needle = searchText.trim()
  return {
    $filter: "role eq 'Account-Holder' and hasVehicleWithDevice eq true",
    $orderby: orderBy[sort],
    $pagesize: CLIENTS_PAGE_SIZE,
    $pageindex: pageIndex,
    ...(needle ? { search: needle } : {}),
  }
}

/** GET /Vehicles for the holders on one page: their vehicles in one call. */
export const vehiclesOfClientsFilter = (userIds: readonly number[]): string | null =>
  userIds.length === 0 ? null : `(${userIds.map((id) => `userId eq ${id}`).join(' or ')})`
