import { describe, expect, it } from 'vitest'
import {
  autoLockButtonLabel,
  checkEventsButtonLabel,
  checkEventsResult,
  checklistFooterButtonLabel,
  checklistPhase,
  installationLoadError,
  installationLookupOutcome,
  lookupFieldErrors,
} from './screen.ts'
import type { Installation } from './types.ts'

const installation = (dateCompleted: string | null = null): Installation => ({
  id: 9,
  vehicleId: 3,
  currentStep: 2,
  dateCompleted,
  message: null,
  installationSteps: [],
  autoLockEnabled: false,
})

describe('checklistPhase', () => {
  it('moves from precheck to lookup to steps to completed', () => {
    expect(checklistPhase(false, null)).toBe('precheck')
    expect(checklistPhase(true, null)).toBe('lookup')
    expect(checklistPhase(true, installation())).toBe('steps')
    expect(checklistPhase(false, installation('2024-05-01T10:00:00Z'))).toBe('completed')
  })
})

describe('Check Events', () => {
  it('reads the last-hour answer', () => {
    expect(checkEventsResult({ hasEventInLastHour: true })).toEqual({ deviceOnline: true, error: null })
    expect(checkEventsResult({ hasEventInLastHour: false })).toEqual({
      deviceOnline: false,
      error: 'Error: Device has NOT sent any event in the last hour.',
    })
    expect(checkEventsResult({ failed: true })).toEqual({ deviceOnline: false, error: 'Error checking device events.' })
  })

  it("shows 'Updating...' while checking", () => {
    expect(checkEventsButtonLabel(true)).toBe('Updating...')
    expect(checkEventsButtonLabel(false)).toBe('Check Events')
  })
})

describe('footer and auto-lock buttons', () => {
  it("reads 'Get Checklist', then 'Update Checklist', 'Loading...' while busy", () => {
    expect(checklistFooterButtonLabel(false, false)).toBe('Get Checklist')
    expect(checklistFooterButtonLabel(true, false)).toBe('Update Checklist')
    expect(checklistFooterButtonLabel(true, true)).toBe('Loading...')
  })

  it("turns into 'Auto-lock enabled !!' after success", () => {
    expect(autoLockButtonLabel(false)).toBe('Make sure auto-lock is enabled')
    expect(autoLockButtonLabel(true)).toBe('Auto-lock enabled !!')
  })
})

describe('installation lookup', () => {
  it('alerts the server message when the id is null', () => {
    expect(installationLookupOutcome({ id: null, message: 'Wrong passcode' })).toEqual({
      ok: false,
      alert: 'Wrong passcode',
    })
    expect(installationLookupOutcome({ id: null, message: null })).toEqual({ ok: false, alert: '' })
    expect(installationLookupOutcome({ id: 5, message: 'Found' })).toEqual({ ok: true, installationId: 5 })
  })

  it('reports an empty installation', () => {
    expect(installationLoadError(null)).toBe('There was an error getting the installation details.')
    expect(installationLoadError({})).toBe('There was an error getting the installation details.')
    expect(installationLoadError(installation())).toBeNull()
  })

  it('maps server field errors onto the lookup fields', () => {
    expect(
      lookupFieldErrors({
        DeviceSerialNumber: ['Unknown device'],
        vehicleRegistration: ['No booking', 'second'],
        Passcode: [],
        Other: ['dropped'],
        passcode: undefined,
      }),
    ).toEqual({ deviceSerialNumber: 'Unknown device', vehicleRegistration: 'No booking' })
    expect(lookupFieldErrors(null)).toEqual({})
  })
})
