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

export const COMPANY_NAME_MAX_LENGTH = 100

/**
 * The company name as it is typed (spec §5: 'sanitised on change' by rules it does not show; these are ours): control
 * characters become spaces, angle brackets and invisible format characters go, no space at the start, a run of spaces
 * is one, and at most COMPANY_NAME_MAX_LENGTH characters. A trailing space stays so the next word can be typed.
 */
export const sanitiseCompanyName = (typed: string): string =>
  typed
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[<>\p{Cf}]/gu, '')
    .replace(/^\s+/, '')
    .replace(/\s{2,}/g, ' ')
    .slice(0, COMPANY_NAME_MAX_LENGTH)

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
