import {
  addCompany,
  addCompanyUser,
  deleteCompany,
  removeCompanyUser,
  useGetCompanies,
  useGetCompanyUsers,
  useGetUsers,
} from '@vigil/api-client'

// Spec §8: company list, link and delete failures are only logged, with no user message.
export const logCompanyFailure = (what: string, error: unknown) => console.error(`Companies: ${what} failed`, error)

/** The companies the caller may see (a Company-Admin: only theirs; the API scopes it). */
export const useCompanies = () => useGetCompanies()

export const useCompany = (companyId: number) => useGetCompanies({ $filter: `id eq ${companyId}` })

/** The users linked to a company, first names A to Z. */
export const useCompanyUsers = (companyId: number) =>
  useGetCompanyUsers(companyId, { $orderby: 'firstName asc', $pagesize: 200 })

/** The users the caller may link (a Company-Admin: only their own users; the API scopes it). */
export const useLinkableUsers = () => useGetUsers({ $orderby: 'firstName asc', $pagesize: 200 })

export const createCompany = (Name: string) => addCompany({ Name, CompanyUsers: [], Vehicles: [] })
export const removeCompany = (companyId: number) => deleteCompany(companyId)
export const linkCompanyUser = (companyId: number, userId: number, role: string) =>
  addCompanyUser(companyId, { userId, companyId, role })
export const unlinkCompanyUser = (companyId: number, userId: number) => removeCompanyUser(companyId, userId)
