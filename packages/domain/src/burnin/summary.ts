import { DEVICE_CARD_COMPACT_BREAKPOINT_PX, SEARCH_MIN_CHARACTERS } from '../constants.ts'
import type { BurnInUnit, TestResult } from './types.ts'

export interface TestTotals {
  total: number
  inProgress: number
  passed: number
  failed: number
}

const countResults = (results: readonly TestResult[]): TestTotals => ({
  total: results.length,
  inProgress: results.filter((result) => result.status === 'InProgress').length,
  passed: results.filter((result) => result.status === 'Passed').length,
  failed: results.filter((result) => result.status === 'Failed').length,
})

/** The console summary across every unit. */
export const burnInSummary = (units: readonly BurnInUnit[]): TestTotals =>
  countResults(units.flatMap((unit) => unit.results))

export interface UnitTotals extends TestTotals {
  /** 'x/total' */
  passedText: string
  failedText: string
}

/** A device card's totals, with passed and failed shown as 'x/total'. */
export const unitTotals = (unit: Pick<BurnInUnit, 'results'>): UnitTotals => {
  const totals = countResults(unit.results)
  return { ...totals, passedText: `${totals.passed}/${totals.total}`, failedText: `${totals.failed}/${totals.total}` }
}

export const unitActivityText = (active: boolean): 'Active' | 'Inactive' => (active ? 'Active' : 'Inactive')

/** The device card switches to its compact layout below 1030 px. */
export const isCompactDeviceCard = (widthPx: number): boolean => widthPx < DEVICE_CARD_COMPACT_BREAKPOINT_PX

export const NO_DEVICES_ADDED = 'No devices added yet'

/** The floating button fetches devices when the list is empty, otherwise results. */
export const burnInFloatingButtonLabel = (unitCount: number): 'Get Devices' | 'Get Results' =>
  unitCount === 0 ? 'Get Devices' : 'Get Results'

/** 'Run all tests' and 'Stop all tests' need at least one device. */
export const areAllTestsButtonsDisabled = (unitCount: number): boolean => unitCount === 0

/** Search by serial number, ignoring case; blank text keeps every unit. */
export const searchBurnInUnits = <U extends Pick<BurnInUnit, 'unitSerialNumber'>>(
  units: readonly U[],
  searchText: string,
): U[] => {
  const needle = searchText.trim().toLowerCase()
  return units.filter((unit) => unit.unitSerialNumber.toLowerCase().includes(needle))
}

/** Add Device lists matching devices not already added, once at least 3 characters are typed. */
export const addableDeviceSerials = (
  deviceSerials: readonly string[],
  units: readonly Pick<BurnInUnit, 'unitSerialNumber'>[],
  searchText: string,
): string[] => {
  const needle = searchText.trim().toLowerCase()
  if (needle.length < SEARCH_MIN_CHARACTERS) return []
  const added = new Set(units.map((unit) => unit.unitSerialNumber))
  return deviceSerials.filter((serial) => !added.has(serial) && serial.toLowerCase().includes(needle))
}

/** A unit is Active while any of its tests is running. */
export const isUnitActive = (unit: Pick<BurnInUnit, 'results'>): boolean =>
  unit.results.some((result) => result.status === 'InProgress')
