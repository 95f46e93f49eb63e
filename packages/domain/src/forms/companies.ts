import { DEFAULT_COMPANY_USER_ROLE } from '../constants.ts'
import { validationMessages } from '../messages.ts'
import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateSelectedId } from '../validation/fields.ts'
import {
  type AddCompanyUserPayload,
  isCompanyUserRole,
  type NewCompanyPayload,
} from '../validation/payloads/companies.ts'
import { validateRequired } from '../validation/required.ts'
import { allFilled } from './filled.ts'

export type NewCompanyValues = Partial<Pick<NewCompanyPayload, 'Name'>>

export function validateNewCompany(values: NewCompanyValues): FieldErrors {
  return compactFieldErrors({ Name: validateRequired(values.Name) })
}

/** 'Add Company' is disabled while the name is empty (and, in the screen, while a request runs). */
export function canAddCompany(values: NewCompanyValues): boolean {
  return allFilled(values.Name)
}

export type LinkUserValues = Partial<Omit<AddCompanyUserPayload, 'role'>> & { role?: string }

/** The role picker starts on Company-Admin. */
export function initialLinkUserValues(companyId: number): LinkUserValues {
  return { companyId, userId: 0, role: DEFAULT_COMPANY_USER_ROLE }
}

export function validateLinkUser(values: LinkUserValues): FieldErrors {
  return compactFieldErrors({
    userId: validateSelectedId(values.userId, validationMessages.selectUser),
    companyId: validateSelectedId(values.companyId),
    role: values.role === undefined || isCompanyUserRole(values.role) ? undefined : validationMessages.selectRole,
  })
}

/** 'Link' needs a selected user (the role always has a value). */
export function canLinkUser(values: LinkUserValues): boolean {
  return validateSelectedId(values.userId) === undefined
}
