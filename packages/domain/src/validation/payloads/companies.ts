import { array, defaulted, define, type Infer, object, unknown } from 'superstruct'
import { COMPANY_USER_ROLES, DEFAULT_COMPANY_USER_ROLE } from '../../constants.ts'
import { validationMessages } from '../../messages.ts'
import { requiredText, selectedId } from './fields.ts'

/** POST /Companies: a new company starts with no users and no vehicles. */
export const newCompanyStruct = object({
  Name: requiredText,
  CompanyUsers: defaulted(array(unknown()), []),
  Vehicles: defaulted(array(unknown()), []),
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
