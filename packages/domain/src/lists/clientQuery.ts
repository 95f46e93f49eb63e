import { allOf, anyOf, odata, roleIs } from './odata.ts'
import type { ClientSortOption } from './options.ts'

/** Account holders per page of the clients list: a screenful of cards, each with its vehicles and map. */
export const CLIENTS_PAGE_SIZE = 20

const { users } = odata

const orderBy: Record<ClientSortOption, string> = {
  Latest: users.orderBy(['createdOnDateTime', 'desc']),
  'Active alerts': users.orderBy(['tamperActive', 'desc'], ['createdOnDateTime', 'desc']),
  'A - Z': users.orderBy(['firstName', 'asc'], ['lastName', 'asc']),
  'Z - A': users.orderBy(['firstName', 'desc'], ['lastName', 'desc']),
}

/** Account holders with at least one vehicle that has a device: the clients list's people. */
const TRACKED_HOLDERS = allOf(roleIs('Account-Holder'), users.eq('hasVehicleWithDevice', true)) as string

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
    $filter: TRACKED_HOLDERS,
    $orderby: orderBy[sort],
    $pagesize: CLIENTS_PAGE_SIZE,
    $pageindex: pageIndex,
    ...(needle ? { search: needle } : {}),
  }
}

/** GET /Vehicles for the holders on one page: their vehicles in one call. */
export const vehiclesOfClientsFilter = (userIds: readonly number[]): string | null =>
  userIds.length === 0 ? null : anyOf(...userIds.map((id) => odata.vehicles.eq('userId', id)))

/** GET /Users for one account holder by id (View account, onboarding): an id of another role finds nobody. */
export const accountHolderFilter = (userId: number): string =>
  allOf(roleIs('Account-Holder'), users.eq('id', userId)) as string
