import { BURN_IN_FAILURE_MESSAGES, BURN_IN_SUCCESS_MESSAGES, retryingTestMessage } from '../messages.ts'

export type BurnInOperation = keyof typeof BURN_IN_FAILURE_MESSAGES

/** Operations that alert on success; the fetches (results, stations) do not. */
export type BurnInAlertingOperation = keyof typeof BURN_IN_SUCCESS_MESSAGES | 'retryTest'

export interface BurnInResponse {
  status: number
  message?: string | null
}

/**
 * The alert after a burn-in call: on 200 the response's message or the success default; otherwise the
 * failure text. `retryTest` names the test and unit in its default.
 */
export const burnInAlertMessage = (
  operation: BurnInAlertingOperation,
  response: BurnInResponse,
  retry?: { testType: string; unitSerialNumber: string },
): string => {
  if (response.status !== 200) return BURN_IN_FAILURE_MESSAGES[operation]
  if (response.message) return response.message
  return operation === 'retryTest'
    ? retryingTestMessage(retry?.testType ?? '', retry?.unitSerialNumber ?? '')
    : BURN_IN_SUCCESS_MESSAGES[operation]
}

/** Fetches only alert when they fail. */
export const burnInFetchError = (operation: 'getResults' | 'getStations', response: BurnInResponse): string | null =>
  response.status === 200 ? null : BURN_IN_FAILURE_MESSAGES[operation]
