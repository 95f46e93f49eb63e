import { ApiError } from '@vigil/api-client'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { failureText } from '../calls/failureText.ts'

export interface SubmitErrorOptions {
  /** The form's field names (they equal the payload's keys); server errors for other keys go to the form. */
  fields: readonly string[]
  /** The spec's text for a failure that carries no message of its own, when the screen has its own. */
  fallback?: string
}

/**
 * Server problem details mapped onto the form: each `errors` entry under the field of that name (any casing); when no
 * field matches, the form-level error gets the failed call's text (`failureText`).
 */
export function submitErrorsFrom(error: unknown, { fields, fallback }: SubmitErrorOptions): SubmissionErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: failureText(error, fallback) }
  const byField: Record<string, string> = {}
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) byField[field] = message
  }
  if (Object.keys(byField).length > 0) return byField
  return { [FORM_ERROR]: failureText(error, fallback) }
}

/**
 * Wraps a form's submit so a thrown ApiError comes back to react-final-form as submission errors:
 * `onSubmit={withSubmitErrors((values) => startPasswordReset(values), 'Something went wrong')}`.
 */
export function withSubmitErrors<Values extends object>(
  submit: (values: Values, form: FormApi<Values>) => Promise<unknown>,
  fallback?: string,
): (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined> {
  return async (values, form) => {
    try {
      await submit(values, form)
      return undefined
    } catch (error) {
      return submitErrorsFrom(error, { fields: form.getRegisteredFields(), fallback })
    }
  }
}
