export const BURN_IN_FAILURE_MESSAGES = {
  addDevice: 'Failed to add device',
  removeDevice: 'Failed to remove device',
  getResults: 'Failed to get test results',
  getStations: 'Failed to get station list',
  startAllTests: 'Failed to start tests',
  stopAllTests: 'Failed to stop tests',
  startUnitTests: 'Failed to start tests for device',
  stopUnitTests: 'Failed to stop tests for device',
  retryFailedTests: 'Failed to retry tests for device',
  retryTest: 'Failed to retry test for device',
} as const

export type BurnInOperation = keyof typeof BURN_IN_FAILURE_MESSAGES

export const retryingTestMessage = (testType: string, unitSerialNumber: string): string =>
  `Retrying ${testType} on unit ${unitSerialNumber}`

export const BURN_IN_SUCCESS_MESSAGES = {
  addDevice: 'Device added successfully',
  removeDevice: 'Device removed successfully',
  startAllTests: 'All tests started',
  stopAllTests: 'All tests stopped',
  startUnitTests: 'All tests started for device',
  stopUnitTests: 'All tests stopped for device',
  retryFailedTests: 'Failed tests retried for device',
} as const satisfies Partial<Record<BurnInOperation, string>>

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
