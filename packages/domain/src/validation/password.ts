import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { validationMessages } from '../messages.ts'
import { isBlank } from './required.ts'

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special'

export interface PasswordChecklistItem {
  rule: PasswordRule
  label: string
  met: boolean
}

// Letters and digits of any script count; a special character is anything else except whitespace.
const passwordRules: readonly { rule: PasswordRule; label: string; test: (password: string) => boolean }[] = [
  {
    rule: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  { rule: 'lowercase', label: 'One lowercase letter', test: (password) => /\p{Ll}/u.test(password) },
  { rule: 'uppercase', label: 'One uppercase letter', test: (password) => /\p{Lu}/u.test(password) },
  { rule: 'number', label: 'One number', test: (password) => /\p{Nd}/u.test(password) },
  { rule: 'special', label: 'One special character', test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
]

/** The live checklist shown under a new password, in display order. */
export function passwordChecklist(password: string | null | undefined): PasswordChecklistItem[] {
  const value = password ?? ''
  return passwordRules.map(({ rule, label, test }) => ({ rule, label, met: test(value) }))
}

export function isPasswordStrong(password: string | null | undefined): boolean {
  return passwordChecklist(password).every((item) => item.met)
}

export function validatePassword(password: string | null | undefined): string | undefined {
  if (isBlank(password)) return validationMessages.required
  return isPasswordStrong(password) ? undefined : validationMessages.passwordRules
}

/** The confirmation field's message: required when empty, otherwise it must equal the password exactly. */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): string | undefined {
  if (isBlank(confirmation)) return validationMessages.required
  return confirmation === (password ?? '') ? undefined : validationMessages.passwordsDoNotMatch
}
