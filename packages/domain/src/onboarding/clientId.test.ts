import { describe, expect, it } from 'vitest'
import { aVehicle } from '../vehicles/vehicle.fixture.ts'
import { onboardingVehicleFor } from './clientId.ts'

describe('reading {clientId} of the installation and payment routes', () => {
  const listed = aVehicle({ id: 7, userId: 3 })
  const older = aVehicle({ id: 8, userId: 7, onBoardingStatus: 'Scheduled', createdOnDateTime: '2026-01-01T00:00:00Z' })
  const newer = aVehicle({
    id: 9,
    userId: 7,
    onBoardingStatus: 'Booking-Pending',
    createdOnDateTime: '2026-02-01T00:00:00Z',
  })
  const active = aVehicle({ id: 10, userId: 7, onBoardingStatus: undefined, createdOnDateTime: '2026-03-01T00:00:00Z' })

  it('reads a vehicle id from the onboarding lists', () => {
    expect(onboardingVehicleFor({ byVehicleId: listed, byOwner: [] })).toBe(listed)
  })
  it('reads an account holder id as their newest vehicle still in onboarding', () => {
    expect(onboardingVehicleFor({ byVehicleId: null, byOwner: [older, active, newer] })).toBe(newer)
  })
  it('prefers the vehicle the previous step created when both readings find one', () => {
    expect(onboardingVehicleFor({ byVehicleId: listed, byOwner: [older, newer], justCreatedVehicleId: 8 })).toBe(older)
  })
  it('finds nothing when neither reading does', () => {
    expect(onboardingVehicleFor({ byVehicleId: null, byOwner: [] })).toBeNull()
  })
})
