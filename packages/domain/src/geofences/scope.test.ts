import { describe, expect, it } from 'vitest'
import { anyCompanyGeofence, geofencesOfVehicle } from './scope.ts'
import type { Geofence } from './types.ts'

const shape = {
  type: 'circle',
  centre: { latitudeDegrees: -26.1, longitudeDegrees: 28.05 },
  radiusMeters: 400,
} as const
const geofence = (id: number, scope: Geofence['scope'], scopeId: number): Geofence => ({
  id,
  name: `G${id}`,
  scope,
  scopeId,
  shape,
})

const all = [
  geofence(1, 'vehicle', 10),
  geofence(2, 'vehicle', 11),
  geofence(3, 'account-holder', 7),
  geofence(4, 'account-holder', 8),
  geofence(5, 'company', 1),
  geofence(6, 'company', 2),
]
const ids = (list: readonly Geofence[]) => list.map((g) => g.id)

describe('geofencesOfVehicle', () => {
  it("keeps the vehicle's own, its holder's and its companies' geofences, in their order", () => {
    expect(ids(geofencesOfVehicle(all, { id: 10, userId: 7, companyIds: [1] }))).toEqual([1, 3, 5])
  })

  it('keeps none of another vehicle, holder or company', () => {
    expect(geofencesOfVehicle(all, { id: 12, userId: 9, companyIds: [3] })).toEqual([])
  })

  it("does not take a holder's id for a vehicle's or a company's (the scopes are separate)", () => {
    expect(ids(geofencesOfVehicle(all, { id: 7, userId: 1, companyIds: [] }))).toEqual([])
  })

  it('keeps each company the vehicle belongs to', () => {
    expect(ids(geofencesOfVehicle(all, { id: 99, userId: null, companyIds: [2, 1] }))).toEqual([5, 6])
  })
})

describe('anyCompanyGeofence', () => {
  it("says whether a company's geofence is among them", () => {
    expect(anyCompanyGeofence(all)).toBe(true)
    expect(anyCompanyGeofence(all.filter((g) => g.scope !== 'company'))).toBe(false)
  })
})
