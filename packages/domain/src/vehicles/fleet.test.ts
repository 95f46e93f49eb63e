import { describe, expect, it } from 'vitest'
import {
  clusterLabel,
  type FleetVehicle,
  fleetFilterMatches,
  fleetState,
  matchesFleetSearch,
  mostUrgentState,
} from './fleet.ts'
import { aVehicle } from './vehicle.fixture.ts'

const now = new Date('2024-01-02T08:00:30Z')
const fleetVehicle = (overrides: Partial<FleetVehicle> = {}): FleetVehicle => ({
  ...aVehicle(),
  companyIds: [],
  ...overrides,
})

describe('fleetState', () => {
  it('reads the lock state of a reporting tracker', () => {
    expect(fleetState(fleetVehicle({ isLocked: true }), now)).toBe('locked')
    expect(fleetState(fleetVehicle({ isLocked: false }), now)).toBe('unlocked')
  })

  it('puts an alert first: tamper now, or an alarm still open', () => {
    expect(fleetState(fleetVehicle({ tamperActive: true, isLocked: true }), now)).toBe('alarm')
    expect(fleetState(fleetVehicle({ openAlarmIds: [4] }), new Date('2024-02-01T00:00:00Z'))).toBe('alarm')
  })

  it('says so when no tracker is linked', () => {
    expect(fleetState(fleetVehicle({ deviceId: null, deviceSerialNumber: null }), now)).toBe('noTracker')
  })

  it('calls a tracker silent once its newest report is stale, or when it never reported', () => {
    expect(fleetState(fleetVehicle({ isLocked: true }), new Date('2024-01-02T09:00:00Z'))).toBe('silent')
    expect(fleetState(fleetVehicle({ deviceLastSeenDateTime: null, gpsDateTime: null }), now)).toBe('silent')
  })
})

describe('mostUrgentState', () => {
  it('gives a cluster its most urgent state', () => {
    expect(mostUrgentState(['locked', 'silent', 'unlocked'])).toBe('silent')
    expect(mostUrgentState(['noTracker', 'alarm'])).toBe('alarm')
    expect(mostUrgentState([])).toBeNull()
  })
})

describe('matchesFleetSearch', () => {
  const vehicle = fleetVehicle({ registrationNumber: 'CA 123-456', nickname: 'Bakkie' })
  it('finds a registration typed without spaces, a nickname and the holder by full name', () => {
    expect(matchesFleetSearch(vehicle, 'ca123')).toBe(true)
    expect(matchesFleetSearch(vehicle, 'bakk')).toBe(true)
    expect(matchesFleetSearch(vehicle, 'Thandi Nkosi')).toBe(true)
    expect(matchesFleetSearch(vehicle, 'nkosi')).toBe(true)
    expect(matchesFleetSearch(vehicle, 'GP 999')).toBe(false)
    expect(matchesFleetSearch(vehicle, '  ')).toBe(true)
  })
})

describe('fleetFilterMatches', () => {
  const vehicle = fleetVehicle({ companyIds: [7] })
  const all = { states: new Set<never>(), companyId: null, search: '' }
  it('shows every vehicle with no filter, and narrows by state, company and text', () => {
    expect(fleetFilterMatches(vehicle, 'locked', all)).toBe(true)
    expect(fleetFilterMatches(vehicle, 'locked', { ...all, states: new Set(['alarm'] as const) })).toBe(false)
    expect(fleetFilterMatches(vehicle, 'alarm', { ...all, states: new Set(['alarm'] as const) })).toBe(true)
    expect(fleetFilterMatches(vehicle, 'locked', { ...all, companyId: 8 })).toBe(false)
    expect(fleetFilterMatches(vehicle, 'locked', { ...all, companyId: 7 })).toBe(true)
    expect(fleetFilterMatches(vehicle, 'locked', { ...all, search: 'zz' })).toBe(false)
  })
})

it('names a cluster by its count', () => {
  expect(clusterLabel(1)).toBe('1 vehicle')
  expect(clusterLabel(12)).toBe('12 vehicles')
})
