import { array, defaulted, define, type Infer, integer, object, optional, string } from 'superstruct'
import { COMPANY_USER_ROLES, DEFAULT_COMPANY_USER_ROLE } from '../../constants.ts'
import { validationMessages } from '../../messages.ts'
import { requiredText, selectedId } from './fields.ts'

/** One of a new company's users (the API's `NewCompanyUser`): the role is Company-Admin unless another is named. */
export const newCompanyUserStruct = object({ userId: integer(), role: optional(string()) })
export type NewCompanyUser = Infer<typeof newCompanyUserStruct>

/**
 * POST /Companies: a new company usually starts with no users and no vehicles. The API answers a user it does not
 * know or a role other than the company roles under CompanyUsers as a whole, so the items are only shapes here.
 */
export const newCompanyStruct = object({
  Name: requiredText,
  CompanyUsers: defaulted(array(newCompanyUserStruct), []),
  Vehicles: defaulted(array(integer()), []),
})
export type NewCompanyPayload = Infer<typeof newCompanyStruct>

export type CompanyUserRole = (typeof COMPANY_USER_ROLES)[number]

export function isCompanyUserRole(value: unknown): value is CompanyUserRole {
  return (COMPANY_USER_ROLES as readonly unknown[]).includes(value)
}

/** Company-Admin unless another role is chosen. */
export const companyUserRole = defaulted(
  define<CompanyUserRole>('companyUserRole', (value) => isCompanyUserRole(value) || validationMessages.selectRole),
  DEFAULT_COMPANY_USER_ROLE,
)

/** POST /Companies/{id}/AddCompanyUser: links a user to a company. */
export const addCompanyUserStruct = object({
  userId: selectedId(validationMessages.selectUser),
  companyId: selectedId(),
  role: companyUserRole,
})
export type AddCompanyUserPayload = Infer<typeof addCompanyUserStruct>
