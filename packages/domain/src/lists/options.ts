export const CLIENT_SORT_OPTIONS = ['Latest', 'Active alerts', 'A - Z', 'Z - A'] as const
export const COMPANY_SORT_OPTIONS = ['Latest', 'A - Z', 'Z - A'] as const
/** The one other list (burn-in) sorts by Latest only. */
export const LATEST_ONLY_SORT_OPTIONS = ['Latest'] as const

export type ClientSortOption = (typeof CLIENT_SORT_OPTIONS)[number]
export type CompanySortOption = (typeof COMPANY_SORT_OPTIONS)[number]
export type ListSortOption = ClientSortOption | CompanySortOption

export const DEFAULT_LIST_FILTER = 'All'
export const DEFAULT_LIST_SORT = 'Latest' satisfies ListSortOption

export const isClientSortOption = (value: string): value is ClientSortOption =>
  (CLIENT_SORT_OPTIONS as readonly string[]).includes(value)

export const isCompanySortOption = (value: string): value is CompanySortOption =>
  (COMPANY_SORT_OPTIONS as readonly string[]).includes(value)
