import { describe, expect, it } from 'vitest'
import { accountViewRoute, addDriverRoute, vehicleHistoryFileName, vehicleHistoryRoute } from './clientRoutes.ts'

describe('client routes', () => {
  it('builds the routes of the spec route table', () => {
    expect(accountViewRoute(7)).toBe('/agent/clients/7/account/view')
    expect(vehicleHistoryRoute(7, 12)).toBe('/agent/clients/7/vehicle/12/history')
    expect(addDriverRoute(7)).toBe('/agent/onboarding/client/7/add-driver')
    expect(vehicleHistoryFileName(12)).toBe('Vehicle-12-history.csv')
  })
})
