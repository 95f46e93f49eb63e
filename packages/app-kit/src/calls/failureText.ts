import { ApiError } from '@vigil/api-client'
import { requestMessages } from '@vigil/domain'

export interface FailureTextOptions {
  /** The screens whose spec text names the title or status text (vehicle create, device change, payment). */
  withTitle?: boolean
}

/**
 * The text shown for a failed call (spec §8), decided here once for every app: the server's message (the problem's
 * detail, or a body's `message`), else its first field message, else (where the spec says so) its title or status
 * text, else the screen's own fallback ('An error occurred while creating your password', ...) or the spec's general
 * one ('Unfortunately the request failed without any good reason.'). A failure that is not an answer (the network, a
 * bug) shows the fallback.
 */
export function failureText(
  error: unknown,
  fallback: string = requestMessages.failed,
  { withTitle = false }: FailureTextOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback
  return error.detail || error.fieldMessages[0] || (withTitle ? error.title : '') || fallback
}
