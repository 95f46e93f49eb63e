import { describe, expect, it } from 'vitest'
import {
  addableDeviceSerials,
  areAllTestsButtonsDisabled,
  burnInFloatingButtonLabel,
  burnInSummary,
  isCompactDeviceCard,
  isUnitActive,
  NO_DEVICES_ADDED,
  searchBurnInUnits,
  unitActivityText,
  unitTotals,
} from './summary.ts'
import { type BurnInUnit, TEST_STATUSES, type TestResult, type TestStatus } from './types.ts'

const result = (status: TestStatus, testType = 'Gps'): TestResult => ({
  testType,
  status,
  startTime: null,
  endTime: null,
  failureReason: null,
  testData: null,
})

const unitA: BurnInUnit = {
  unitSerialNumber: 'SN-A100',
  testStation: 'S1',
  results: [result('Passed'), result('Failed'), result('InProgress'), result('Passed')],
}
const unitB: BurnInUnit = { unitSerialNumber: 'SN-B200', testStation: null, results: [result('Failed')] }

describe('burn-in totals', () => {
  it('sums tests across units', () => {
    expect(burnInSummary([unitA, unitB])).toEqual({ total: 5, inProgress: 1, passed: 2, failed: 2 })
    expect(burnInSummary([])).toEqual({ total: 0, inProgress: 0, passed: 0, failed: 0 })
  })

  it("shows a unit's passed and failed as x/total", () => {
    expect(unitTotals(unitA)).toEqual({
      total: 4,
      inProgress: 1,
      passed: 2,
      failed: 1,
      passedText: '2/4',
      failedText: '1/4',
    })
    expect(unitTotals({ results: [] }).passedText).toBe('0/0')
  })
})

describe('device card', () => {
  it('is compact below 1030 px', () => {
    expect(isCompactDeviceCard(1029)).toBe(true)
    expect(isCompactDeviceCard(1030)).toBe(false)
  })

  it('shows Active or Inactive', () => {
    expect(unitActivityText(true)).toBe('Active')
    expect(unitActivityText(false)).toBe('Inactive')
  })
})

describe('console controls', () => {
  it('offers Get Devices when empty, Get Results otherwise', () => {
    expect(burnInFloatingButtonLabel(0)).toBe('Get Devices')
    expect(burnInFloatingButtonLabel(2)).toBe('Get Results')
    expect(NO_DEVICES_ADDED).toBe('No devices added yet')
  })

  it('disables the all-tests buttons without devices', () => {
    expect(areAllTestsButtonsDisabled(0)).toBe(true)
    expect(areAllTestsButtonsDisabled(1)).toBe(false)
  })

  it('searches units by serial ignoring case', () => {
    expect(searchBurnInUnits([unitA, unitB], 'b2')).toEqual([unitB])
    expect(searchBurnInUnits([unitA, unitB], ' ')).toEqual([unitA, unitB])
  })

  it('lists devices not yet added once 3 characters are typed', () => {
    const serials = ['SN-A100', 'SN-A101', 'SN-C300']
    expect(addableDeviceSerials(serials, [unitA], 'sn')).toEqual([])
    expect(addableDeviceSerials(serials, [unitA], 'sn-a')).toEqual(['SN-A101'])
    expect(addableDeviceSerials(serials, [], 'c30')).toEqual(['SN-C300'])
  })
})

describe('TEST_STATUSES', () => {
  it('are Passed, InProgress and Failed', () => {
    expect(TEST_STATUSES).toEqual(['Passed', 'InProgress', 'Failed'])
  })
})

describe('isUnitActive', () => {
  const result = (status: 'Passed' | 'InProgress' | 'Failed') => ({
    testType: 'gps',
    status,
    startTime: null,
    endTime: null,
    failureReason: null,
    testData: null,
  })
  it('is active while a test runs', () => {
    expect(isUnitActive({ results: [result('Passed'), result('InProgress')] })).toBe(true)
    expect(isUnitActive({ results: [result('Passed'), result('Failed')] })).toBe(false)
    expect(isUnitActive({ results: [] })).toBe(false)
  })
})
