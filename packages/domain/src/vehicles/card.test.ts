import { describe, expect, it } from 'vitest'
import {
  applicationVersionTone,
  autoLockStateText,
  coordinatesText,
  firstDriver,
  lockedAfter,
  lockToggle,
  needsReactivation,
  vehicleDisplayName,
} from './card.ts'
import { aVehicle } from './vehicle.fixture.ts'

describe('lockToggle', () => {
  it('offers the opposite action', () => {
    expect(lockToggle(true, false)).toEqual({ action: 'Unlock', label: 'Unlock', disabled: false })
    expect(lockToggle(false, false)).toEqual({ action: 'Lock', label: 'Lock', disabled: false })
  })

  it('is disabled while submitting', () => {
    expect(lockToggle(false, true).disabled).toBe(true)
  })

  it('does nothing when the state is unknown', () => {
    expect(lockToggle(null, false)).toEqual({ action: null, label: 'Lock', disabled: true })
    expect(lockToggle(undefined, false).action).toBeNull()
  })

  it('knows the state an action leads to', () => {
    expect(lockedAfter('Lock')).toBe(true)
    expect(lockedAfter('Unlock')).toBe(false)
  })
})

describe('applicationVersionTone', () => {
  it("warns when the version contains 'No'", () => {
    expect(applicationVersionTone('No version')).toBe('warning')
    expect(applicationVersionTone('Version: No response')).toBe('warning')
  })

  it('is normal otherwise', () => {
    expect(applicationVersionTone('1.4.2')).toBe('normal')
    expect(applicationVersionTone('none')).toBe('normal')
    expect(applicationVersionTone(null)).toBe('normal')
  })
})

describe('autoLockStateText', () => {
  it('reads 0 as disabled and anything else as enabled', () => {
    expect(autoLockStateText(0)).toBe('Disabled')
    expect(autoLockStateText(1)).toBe('Enabled')
    expect(autoLockStateText(null)).toBeNull()
  })
})

describe('coordinatesText', () => {
  it('joins latitude and longitude', () => {
    expect(coordinatesText(aVehicle())).toBe('-26.2041, 28.0473')
    expect(coordinatesText({ gpsLatitudeDegrees: 0, gpsLongitudeDegrees: 0 })).toBe('0, 0')
  })

  it('drops the float noise of stored values', () => {
    expect(coordinatesText({ gpsLatitudeDegrees: -26.150000000000002, gpsLongitudeDegrees: 28.05 })).toBe(
      '-26.15, 28.05',
    )
  })

  it('is null without a fix', () => {
    expect(coordinatesText({ gpsLatitudeDegrees: null, gpsLongitudeDegrees: 28 })).toBeNull()
    expect(coordinatesText({ gpsLatitudeDegrees: -26, gpsLongitudeDegrees: null })).toBeNull()
  })
})

describe('vehicle card details', () => {
  it('titles the card by nickname, else make', () => {
    expect(vehicleDisplayName({ nickname: 'Bakkie', make: 'Ford' })).toBe('Bakkie')
    expect(vehicleDisplayName({ nickname: ' ', make: 'Ford' })).toBe('Ford')
    expect(vehicleDisplayName({ nickname: '', make: 'Ford' })).toBe('Ford')
  })

  it('offers Reactivate only for a linked inactive device', () => {
    expect(needsReactivation({ deviceId: 3, deviceActive: false })).toBe(true)
    expect(needsReactivation({ deviceId: 3, deviceActive: true })).toBe(false)
    expect(needsReactivation({ deviceId: null, deviceActive: false })).toBe(false)
  })

  it('calls the first driver', () => {
    const drivers = [
      { firstName: 'Sipho', lastName: 'Dlamini' },
      { firstName: 'Anna', lastName: 'Smit' },
    ]
    expect(firstDriver({ drivers })).toEqual({ firstName: 'Sipho', lastName: 'Dlamini' })
    expect(firstDriver({ drivers: [] })).toBeNull()
  })
})
