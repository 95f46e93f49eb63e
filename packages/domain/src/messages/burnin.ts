// Burn-in.

/** Burn-in alerts when a call fails (spec §8). */
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

/** Burn-in alerts when a call worked and its answer carried no message (spec §8). */
export const BURN_IN_SUCCESS_MESSAGES = {
  addDevice: 'Device added successfully',
  removeDevice: 'Device removed successfully',
  startAllTests: 'All tests started',
  stopAllTests: 'All tests stopped',
  startUnitTests: 'All tests started for device',
  stopUnitTests: 'All tests stopped for device',
  retryFailedTests: 'Failed tests retried for device',
} as const satisfies Partial<Record<keyof typeof BURN_IN_FAILURE_MESSAGES, string>>

export const retryingTestMessage = (testType: string, unitSerialNumber: string): string =>
  `Retrying ${testType} on unit ${unitSerialNumber}`
