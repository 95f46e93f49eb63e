import { describe, expect, it } from 'vitest'
import { mergeGpsLocation, mergeHubMessage, mergeHubMessageIntoList, mergeLockState, mergeTamper } from './live.ts'
import { aVehicle } from './vehicle.fixture.ts'

const now = new Date('2024-05-01T10:00:00Z')

describe('live hub updates', () => {
  it('moves the GPS position and stamps the update time', () => {
    const merged = mergeGpsLocation(aVehicle(), { vehicleId: 1, latitudeDegrees: -33.9, longitudeDegrees: 18.4 }, now)
    expect(merged.gpsLatitudeDegrees).toBe(-33.9)
    expect(merged.gpsLongitudeDegrees).toBe(18.4)
    expect(merged.gpsDateTime).toBe('2024-05-01T10:00:00.000Z')
    expect(merged.isLocked).toBe(false)
  })

  it('updates the lock state', () => {
    expect(mergeLockState(aVehicle({ isLocked: false }), { vehicleId: 1, locked: true }).isLocked).toBe(true)
  })

  it('updates the tamper flag', () => {
    expect(mergeTamper(aVehicle(), { vehicleId: 1, tamperActive: true }).tamperActive).toBe(true)
  })

  it('ignores messages for other vehicles and keeps the same object', () => {
    const vehicle = aVehicle()
    expect(mergeGpsLocation(vehicle, { vehicleId: 2, latitudeDegrees: 1, longitudeDegrees: 1 }, now)).toBe(vehicle)
    expect(mergeLockState(vehicle, { vehicleId: 2, locked: true })).toBe(vehicle)
    expect(mergeTamper(vehicle, { vehicleId: 2, tamperActive: true })).toBe(vehicle)
  })

  it('dispatches by hub target', () => {
    const vehicle = aVehicle()
    expect(
      mergeHubMessage(
        vehicle,
        { target: 'DeviceGpsLocationMessage', message: { vehicleId: 1, latitudeDegrees: 5, longitudeDegrees: 6 } },
        now,
      ).gpsLatitudeDegrees,
    ).toBe(5)
    expect(
      mergeHubMessage(vehicle, { target: 'DeviceLockUnlockMessage', message: { vehicleId: 1, locked: true } }, now)
        .isLocked,
    ).toBe(true)
    expect(
      mergeHubMessage(vehicle, { target: 'DeviceTamperMessage', message: { vehicleId: 1, tamperActive: true } }, now)
        .tamperActive,
    ).toBe(true)
  })

  it('updates only the addressed vehicle in a list', () => {
    const first = aVehicle({ id: 1 })
    const second = aVehicle({ id: 2 })
    const list = [first, second]
    const merged = mergeHubMessageIntoList(
      list,
      { target: 'DeviceLockUnlockMessage', message: { vehicleId: 2, locked: true } },
      now,
    )
    expect(merged[0]).toBe(first)
    expect(merged[1]?.isLocked).toBe(true)
    const untouched = mergeHubMessageIntoList(
      list,
      { target: 'DeviceLockUnlockMessage', message: { vehicleId: 9, locked: true } },
      now,
    )
    expect(untouched).toBe(list)
  })
})
