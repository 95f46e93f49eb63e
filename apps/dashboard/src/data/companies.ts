import {
  addCompany,
  addCompanyUser,
  deleteCompany,
  removeCompanyUser,
  useGetCompanies,
  useGetCompanyUsers,
  useGetUsers,
} from '@vigil/api-client'
import { type CompanySortOption, companyListQuery, odata, PAGE_SIZE, SEARCH_MIN_CHARACTERS } from '@vigil/domain'

// Spec §8: company list, link and delete failures are only logged, with no user message.
export const logCompanyFailure = (what: string, error: unknown) => console.error(`Companies: ${what} failed`, error)

/**
 * One page of the companies the caller may see (a Company-Admin: only theirs; the API scopes it), searched by name and
 * sorted by the server; the page on screen stays until the next one answers.
 */
export const useCompanyPage = (searchText: string, sort: CompanySortOption, pageIndex: number) =>
  useGetCompanies(companyListQuery(searchText, sort, pageIndex), { swr: { keepPreviousData: true } })

/** Every cached companies list (GET /Companies with any query). */
export const isCompaniesKey = (key: unknown) => Array.isArray(key) && key[0] === '/Companies'

export const useCompany = (companyId: number) => useGetCompanies({ $filter: odata.companies.eq('id', companyId) })

/** The users linked to a company, first names A to Z. */
export const useCompanyUsers = (companyId: number) =>
  useGetCompanyUsers(companyId, { $orderby: odata.companyUsers.orderBy(['firstName', 'asc']), $pagesize: PAGE_SIZE })

/** Users the caller may link whose name or email contains the typed text (3 characters or more; the API scopes it). */
export const useLinkableUsers = (text: string) => {
  return useGetUsers(
    {
      $filter: odata.users.containsAny(['firstName', 'lastName', 'email'], text.trim()),
      $orderby: odata.users.orderBy(['firstName', 'asc']),
      $pagesize: PAGE_SIZE,
    },
    { swr: { enabled: text.trim().length >= SEARCH_MIN_CHARACTERS, keepPreviousData: true } },
  )
}

export const createCompany = (Name: string) => addCompany({ Name, CompanyUsers: [], Vehicles: [] })
export const removeCompany = (companyId: number) => deleteCompany(companyId)
export const linkCompanyUser = (companyId: number, userId: number, role: string) =>
  addCompanyUser(companyId, { userId, companyId, role })
export const unlinkCompanyUser = (companyId: number, userId: number) => removeCompanyUser(companyId, userId)
