import { PAGE_SIZE } from '../constants.ts'
import { odata } from './odata.ts'
import type { CompanySortOption } from './options.ts'

const { companies } = odata

const orderBy: Record<CompanySortOption, string> = {
  Latest: companies.orderBy(['createdOnDateTime', 'desc']),
  'A - Z': companies.orderBy(['name', 'asc']),
  'Z - A': companies.orderBy(['name', 'desc']),
}

export interface CompanyListQuery {
  $filter?: string
  $orderby: string
  $pagesize: number
  $pageindex: number
}

/** GET /Companies for one page of the companies list: the name search and the sort run on the server. */
export const companyListQuery = (searchText: string, sort: CompanySortOption, pageIndex = 0): CompanyListQuery => {
  const needle = searchText.trim()
  return {
    ...(needle ? { $filter: companies.contains('name', needle) } : {}),
    $orderby: orderBy[sort],
    $pagesize: PAGE_SIZE,
    $pageindex: pageIndex,
  }
}
