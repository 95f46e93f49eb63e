import { describe, expect, it } from 'vitest'
import {
  isCarBatteryLow,
  isDeviceBatteryLow,
  LOW_CAR_BATTERY_MILLIVOLTS,
  LOW_DEVICE_BATTERY_MILLIVOLTS,
  latestEventTypeOf,
  vehicleBadges,
  vehiclePinIcon,
  vehicleStateBadge,
  vehicleStatusBadge,
} from './badges.ts'
import { hasDevice } from './facts.ts'
import { ONBOARDING_STATUSES, VEHICLE_EVENT_TYPES } from './types.ts'
import { aVehicle } from './vehicle.fixture.ts'

describe('vehicleStatusBadge', () => {
  it.each(['AuraCallout', 'TamperAlert', 'CapitalAirIncident'] as const)('is an alert after %s', (type) => {
    expect(vehicleStatusBadge(type, true)).toEqual({ kind: 'alert', label: 'Alert' })
    expect(vehicleStatusBadge(type, false).kind).toBe('alert')
  })

  it("shows 'Locked!' or 'Unlocked' after a lock state event", () => {
    expect(vehicleStatusBadge('LockState', true)).toEqual({ kind: 'locked', label: 'Locked!' })
    expect(vehicleStatusBadge('LockState', false)).toEqual({ kind: 'unlocked', label: 'Unlocked' })
    expect(vehicleStatusBadge('LockState', null)).toEqual({ kind: 'unlocked', label: 'Unlocked' })
  })

  it('falls back to the default badge when there is no event', () => {
    expect(vehicleStatusBadge(undefined, true)).toEqual({ kind: 'default', label: 'No events' })
    expect(vehicleStatusBadge(null, false).kind).toBe('default')
  })
})

describe('battery thresholds', () => {
  it('flags a car battery below 11.8 V', () => {
    expect(isCarBatteryLow(LOW_CAR_BATTERY_MILLIVOLTS - 1)).toBe(true)
    expect(isCarBatteryLow(11_800)).toBe(false)
    expect(isCarBatteryLow(null)).toBe(false)
  })

  it('flags a device battery below 3.6 V', () => {
    expect(isDeviceBatteryLow(LOW_DEVICE_BATTERY_MILLIVOLTS - 1)).toBe(true)
    expect(isDeviceBatteryLow(3_600)).toBe(false)
    expect(isDeviceBatteryLow(undefined)).toBe(false)
  })
})

describe('vehicleBadges', () => {
  it('shows only the status badge for a healthy linked vehicle', () => {
    expect(vehicleBadges(aVehicle({ isLocked: true }), 'LockState')).toEqual([{ kind: 'locked', label: 'Locked!' }])
  })

  it('adds low battery badges', () => {
    const vehicle = aVehicle({ carBatteryMillivolts: 11_000, deviceBatteryMillivolts: 3_300 })
    expect(vehicleBadges(vehicle, 'TamperAlert').map((b) => b.label)).toEqual([
      'Alert',
      'Low car battery',
      'Low device battery',
    ])
  })

  it('says only "No device added" without a tracker: no lock state, no readings of a tracker no longer there', () => {
    const vehicle = aVehicle({
      carBatteryMillivolts: 11_000,
      isLocked: false,
      deviceId: null,
      deviceSerialNumber: null,
    })
    expect(vehicleBadges(vehicle, 'LockState').map((b) => b.label)).toEqual(['No device added'])
  })

  it('treats a blank serial number as no device', () => {
    expect(hasDevice({ deviceId: 5, deviceSerialNumber: '  ' })).toBe(false)
    expect(hasDevice({ deviceId: 0, deviceSerialNumber: 'SN1' })).toBe(false)
    expect(hasDevice({ deviceId: 5, deviceSerialNumber: 'SN1' })).toBe(true)
  })
})

describe('vehicleStateBadge', () => {
  it("is the card's first badge: alert, lock state, no device, or no events", () => {
    expect(vehicleStateBadge(aVehicle({ isLocked: true, tamperActive: false, openAlarmIds: [] })).kind).toBe('locked')
    expect(vehicleStateBadge(aVehicle({ isLocked: false, tamperActive: false, openAlarmIds: [] })).kind).toBe(
      'unlocked',
    )
    expect(vehicleStateBadge(aVehicle({ isLocked: true, tamperActive: true })).label).toBe('Alert')
    expect(vehicleStateBadge(aVehicle({ isLocked: true, tamperActive: false, openAlarmIds: [4] })).kind).toBe('alert')
    expect(vehicleStateBadge(aVehicle({ isLocked: false, tamperActive: false, openAlarmIds: [] }), true).kind).toBe(
      'alert',
    )
    expect(vehicleStateBadge(aVehicle({ deviceId: null, deviceSerialNumber: null })).label).toBe('No device added')
    expect(vehicleStateBadge(aVehicle({ isLocked: null, tamperActive: false, openAlarmIds: [] })).label).toBe(
      'No events',
    )
  })

  it('agrees with the vehicle card for any vehicle', () => {
    for (const isLocked of [true, false, null]) {
      for (const tamperActive of [true, false]) {
        const vehicle = aVehicle({ isLocked, tamperActive, openAlarmIds: [], carBatteryMillivolts: 10_000 })
        expect(vehicleStateBadge(vehicle)).toEqual(vehicleBadges(vehicle, latestEventTypeOf(vehicle))[0])
      }
    }
  })
})

describe('vehiclePinIcon', () => {
  it('is an alert while tamper is active or an alarm is open, whatever the lock state', () => {
    expect(vehiclePinIcon(aVehicle({ tamperActive: true, isLocked: true }))).toBe('alert')
    expect(vehiclePinIcon(aVehicle({ tamperActive: true, isLocked: false }))).toBe('alert')
    expect(vehiclePinIcon(aVehicle({ openAlarmIds: [4], isLocked: true }))).toBe('alert')
  })

  it('otherwise follows the lock state', () => {
    expect(vehiclePinIcon(aVehicle({ isLocked: true }))).toBe('locked')
    expect(vehiclePinIcon(aVehicle({ isLocked: null }))).toBe('unlocked')
    expect(vehiclePinIcon(aVehicle({ isLocked: true, deviceId: null, deviceSerialNumber: null }))).toBe('unlocked')
  })
})

describe('vehicle vocabularies', () => {
  it('lists the history event types and onboarding statuses of the spec', () => {
    expect(VEHICLE_EVENT_TYPES).toEqual(['AuraCallout', 'LockState', 'TamperAlert', 'CapitalAirIncident'])
    expect(ONBOARDING_STATUSES).toEqual(['Booking-Pending', 'Scheduled', 'Installed'])
  })
})

describe('latestEventTypeOf', () => {
  it('reads an alert, a tamper, a lock state or nothing', () => {
    expect(latestEventTypeOf(aVehicle({ isLocked: true }), true)).toBe('AuraCallout')
    expect(latestEventTypeOf(aVehicle({ tamperActive: true, isLocked: true }))).toBe('TamperAlert')
    expect(latestEventTypeOf(aVehicle({ openAlarmIds: [3], isLocked: true }))).toBe('TamperAlert')
    expect(latestEventTypeOf(aVehicle({ isLocked: false }))).toBe('LockState')
    expect(latestEventTypeOf(aVehicle({ isLocked: null }))).toBeNull()
    expect(latestEventTypeOf(aVehicle({ isLocked: true, deviceId: null, deviceSerialNumber: null }))).toBeNull()
  })
})
