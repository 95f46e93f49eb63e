import { describe, expect, it } from 'vitest'
import { BURN_IN_FAILURE_MESSAGES, BURN_IN_SUCCESS_MESSAGES, retryingTestMessage } from '../messages.ts'
import { burnInAlertMessage, burnInFetchError } from './alerts.ts'

describe('burn-in messages', () => {
  it('match the failure catalogue', () => {
    expect(Object.values(BURN_IN_FAILURE_MESSAGES)).toEqual([
      'Failed to add device',
      'Failed to remove device',
      'Failed to get test results',
      'Failed to get station list',
      'Failed to start tests',
      'Failed to stop tests',
      'Failed to start tests for device',
      'Failed to stop tests for device',
      'Failed to retry tests for device',
      'Failed to retry test for device',
    ])
  })

  it('match the success defaults', () => {
    expect(Object.values(BURN_IN_SUCCESS_MESSAGES)).toEqual([
      'Device added successfully',
      'Device removed successfully',
      'All tests started',
      'All tests stopped',
      'All tests started for device',
      'All tests stopped for device',
      'Failed tests retried for device',
    ])
    expect(retryingTestMessage('GpsTest', 'SN-1')).toBe('Retrying GpsTest on unit SN-1')
  })
})

describe('burnInAlertMessage', () => {
  it('uses the response message, else the success default, on 200', () => {
    expect(burnInAlertMessage('addDevice', { status: 200, message: 'Unit SN-1 on S2' })).toBe('Unit SN-1 on S2')
    expect(burnInAlertMessage('addDevice', { status: 200 })).toBe('Device added successfully')
    expect(burnInAlertMessage('stopAllTests', { status: 200, message: '' })).toBe('All tests stopped')
  })

  it('names the test and unit when retrying one test', () => {
    expect(burnInAlertMessage('retryTest', { status: 200 }, { testType: 'Lock', unitSerialNumber: 'SN-9' })).toBe(
      'Retrying Lock on unit SN-9',
    )
    expect(burnInAlertMessage('retryTest', { status: 200 })).toBe('Retrying  on unit ')
  })

  it('shows the failure text when the status is not 200', () => {
    expect(burnInAlertMessage('removeDevice', { status: 500, message: 'boom' })).toBe('Failed to remove device')
    expect(burnInAlertMessage('retryTest', { status: 404 })).toBe('Failed to retry test for device')
  })

  it('alerts fetches only on failure', () => {
    expect(burnInFetchError('getResults', { status: 200 })).toBeNull()
    expect(burnInFetchError('getStations', { status: 401 })).toBe('Failed to get station list')
  })
})
