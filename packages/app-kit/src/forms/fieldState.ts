import type { FieldMetaState } from 'react-final-form'

/**
 * The message a field shows: its own rule once the person has left it (the spec checks fields on blur) or tried to
 * submit, else the server's message for it until the value changes again.
 */
export function fieldMessage(meta: FieldMetaState<unknown>): string | undefined {
  const ruleError = typeof meta.error === 'string' ? meta.error : undefined
  if (ruleError && (meta.touched || meta.submitFailed)) return ruleError
  const serverError = typeof meta.submitError === 'string' ? meta.submitError : undefined
  if (serverError && !meta.dirtySinceLastSubmit) return serverError
  return undefined
}
