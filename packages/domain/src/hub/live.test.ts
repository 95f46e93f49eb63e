import { describe, expect, it } from 'vitest'
import type { Alarm, AlarmMessage } from '../alarms/types.ts'
import { vehicleBadges } from '../vehicles/badges.ts'
import { gpsLateness, trackerState, vehicleAlert } from '../vehicles/facts.ts'
import type { FleetVehicle } from '../vehicles/fleet.ts'
import type { DeviceTimes } from '../vehicles/types.ts'
import { aVehicle } from '../vehicles/vehicle.fixture.ts'
import {
  mergeAlarm,
  mergeBattery,
  mergeContact,
  mergeGpsLocation,
  mergeHubMessage,
  mergeHubMessageIntoList,
  mergeHubMessagesIntoFleet,
  mergeLockState,
  mergeTamper,
} from './live.ts'

const at = (deviceDateTime: string, receivedDateTime = deviceDateTime): DeviceTimes => ({
  deviceDateTime,
  receivedDateTime,
})

const alarmMessage = (id: number, change: AlarmMessage['change'], status: Alarm['status']): AlarmMessage => ({
  change,
  alarm: { id, vehicleId: 1, status, lastReportedOn: '2024-01-02T08:30:00.000Z' } as Alarm,
})

describe('live hub updates', () => {
  it("moves the pin and stamps the fix with the tracker's own time, not the time it arrived", () => {
    const merged = mergeGpsLocation(aVehicle(), {
      vehicleId: 1,
      latitudeDegrees: -33.9,
      longitudeDegrees: 18.4,
      ...at('2024-01-02T09:00:00.000Z', '2024-01-02T09:54:00.000Z'),
    })
    expect(merged.gpsLatitudeDegrees).toBe(-33.9)
    expect(merged.gpsLongitudeDegrees).toBe(18.4)
    expect(merged.gpsDateTime).toBe('2024-01-02T09:00:00.000Z')
    expect(merged.gpsReceivedDateTime).toBe('2024-01-02T09:54:00.000Z')
    expect(merged.deviceLastSeenDateTime).toBe('2024-01-02T09:00:00.000Z')
    expect(gpsLateness(merged)).toBe(54 * 60 * 1000)
    expect(merged.isLocked).toBe(false)
  })

  it('never moves the pin backwards for a late fix, nor makes the card look fresher', () => {
    const vehicle = aVehicle({ deviceLastSeenDateTime: '2024-01-02T08:00:00Z' })
    const late = { vehicleId: 1, latitudeDegrees: 1, longitudeDegrees: 1, ...at('2024-01-02T07:00:00.000Z') }
    expect(mergeGpsLocation(vehicle, late)).toBe(vehicle)
  })

  it('updates the lock state and the last contact, which only moves forward', () => {
    const merged = mergeLockState(aVehicle({ isLocked: false }), {
      vehicleId: 1,
      locked: true,
      ...at('2024-01-02T07:00:00.000Z'),
    })
    expect(merged.isLocked).toBe(true)
    expect(merged.deviceLastSeenDateTime).toBe('2024-01-02T08:00:00Z')
  })

  it("keeps the alert while an alarm is open after the tracker's tamper clears", () => {
    let vehicle = mergeTamper(aVehicle(), { vehicleId: 1, tamperActive: true, ...at('2024-01-02T08:10:00.000Z') })
    vehicle = mergeAlarm(vehicle, alarmMessage(7, 'raised', 'Open'))
    vehicle = mergeTamper(vehicle, { vehicleId: 1, tamperActive: false, ...at('2024-01-02T08:20:00.000Z') })
    expect(vehicle.tamperActive).toBe(false)
    expect(vehicleAlert(vehicle)).toBe(true)
    vehicle = mergeAlarm(vehicle, alarmMessage(7, 'acknowledged', 'Acknowledged'))
    expect(vehicle.openAlarmIds).toEqual([7])
    vehicle = mergeAlarm(vehicle, alarmMessage(7, 'resolved', 'Resolved'))
    expect(vehicleAlert(vehicle)).toBe(false)
    expect(mergeAlarm(vehicle, alarmMessage(7, 'resolved', 'Resolved'))).toBe(vehicle)
  })

  it("counts an alarm's report as the tracker's contact", () => {
    const merged = mergeAlarm(aVehicle(), alarmMessage(3, 'raised', 'Open'))
    expect(merged.deviceLastSeenDateTime).toBe('2024-01-02T08:30:00.000Z')
  })

  it("moves a silent tracker's last contact on a report no other push carries, live, as a reload would", () => {
    const now = new Date('2024-01-02T09:00:30.000Z')
    const silent = aVehicle({ deviceLastSeenDateTime: '2024-01-02T08:00:00Z', gpsDateTime: '2024-01-02T08:00:00Z' })
    expect(trackerState(silent, now).kind).toBe('silent')
    // A battery report at 09:00 by the tracker's clock: the card stops saying 'Silent for…' without a reload.
    const merged = mergeContact(silent, { vehicleId: 1, ...at('2024-01-02T09:00:00.000Z') })
    expect(merged.deviceLastSeenDateTime).toBe('2024-01-02T09:00:00.000Z')
    expect(trackerState(merged, now)).toEqual({ kind: 'reporting', lastSeen: '2024-01-02T09:00:00.000Z' })
    // The same through the list merge the dashboard runs.
    const [listed] = mergeHubMessageIntoList([silent], {
      target: 'DeviceContactMessage',
      message: { vehicleId: 1, ...at('2024-01-02T09:00:00.000Z') },
    })
    expect(listed).toEqual(merged)
  })

  it('never moves the last contact back for a late report, and keeps the same object then', () => {
    const vehicle = aVehicle({ deviceLastSeenDateTime: '2024-01-02T08:00:00Z' })
    expect(mergeContact(vehicle, { vehicleId: 1, ...at('2024-01-02T07:59:59.000Z') })).toBe(vehicle)
    expect(mergeContact(vehicle, { vehicleId: 1, ...at('2024-01-02T08:00:00.000Z') })).toBe(vehicle)
    expect(mergeContact(vehicle, { vehicleId: 2, ...at('2024-01-02T09:00:00.000Z') })).toBe(vehicle)
  })

  it('ignores messages for other vehicles and keeps the same object', () => {
    const vehicle = aVehicle()
    const times = at('2024-01-03T00:00:00.000Z')
    expect(mergeGpsLocation(vehicle, { vehicleId: 2, latitudeDegrees: 1, longitudeDegrees: 1, ...times })).toBe(vehicle)
    expect(mergeLockState(vehicle, { vehicleId: 2, locked: true, ...times })).toBe(vehicle)
    expect(mergeTamper(vehicle, { vehicleId: 2, tamperActive: true, ...times })).toBe(vehicle)
    expect(mergeAlarm(vehicle, { ...alarmMessage(1, 'raised', 'Open'), alarm: { vehicleId: 2 } as Alarm })).toBe(
      vehicle,
    )
  })

  it('dispatches by hub target', () => {
    const vehicle = aVehicle()
    const times = at('2024-01-03T00:00:00.000Z')
    expect(
      mergeHubMessage(vehicle, {
        target: 'DeviceGpsLocationMessage',
        message: { vehicleId: 1, latitudeDegrees: 5, longitudeDegrees: 6, ...times },
      }).gpsLatitudeDegrees,
    ).toBe(5)
    expect(
      mergeHubMessage(vehicle, { target: 'DeviceLockUnlockMessage', message: { vehicleId: 1, locked: true, ...times } })
        .isLocked,
    ).toBe(true)
    expect(
      mergeHubMessage(vehicle, {
        target: 'DeviceTamperMessage',
        message: { vehicleId: 1, tamperActive: true, ...times },
      }).tamperActive,
    ).toBe(true)
    expect(
      mergeHubMessage(vehicle, { target: 'AlarmMessage', message: alarmMessage(2, 'raised', 'Open') }).openAlarmIds,
    ).toEqual([2])
  })

  it('updates only the addressed vehicle in a list', () => {
    const first = aVehicle({ id: 1 })
    const second = aVehicle({ id: 2 })
    const list = [first, second]
    const times = at('2024-01-03T00:00:00.000Z')
    const merged = mergeHubMessageIntoList(list, {
      target: 'DeviceLockUnlockMessage',
      message: { vehicleId: 2, locked: true, ...times },
    })
    expect(merged[0]).toBe(first)
    expect(merged[1]?.isLocked).toBe(true)
    const untouched = mergeHubMessageIntoList(list, {
      target: 'DeviceLockUnlockMessage',
      message: { vehicleId: 9, locked: true, ...times },
    })
    expect(untouched).toBe(list)
  })
})

describe('battery pushes', () => {
  const battery = (carBatteryMillivolts: number | null, deviceBatteryMillivolts: number | null, time: string) => ({
    vehicleId: 1,
    carBatteryMillivolts,
    deviceBatteryMillivolts,
    ...at(time, '2024-01-02T09:00:02.000Z'),
  })

  it('gives the card the badges a reload gives: one derivation from the readings, loaded or pushed', () => {
    const before = aVehicle({ isLocked: true, carBatteryMillivolts: 12_600, deviceBatteryMillivolts: 4_100 })
    expect(vehicleBadges(before, 'LockState').map((badge) => badge.label)).toEqual(['Locked!'])
    const merged = mergeBattery(before, battery(11_500, 3_400, '2024-01-02T09:00:00.000Z'))
    const reloaded = aVehicle({
      isLocked: true,
      carBatteryMillivolts: 11_500,
      deviceBatteryMillivolts: 3_400,
      deviceLastSeenDateTime: '2024-01-02T09:00:00.000Z',
    })
    expect(merged).toEqual(reloaded)
    expect(vehicleBadges(merged, 'LockState').map((badge) => badge.label)).toEqual([
      'Locked!',
      'Low car battery',
      'Low device battery',
    ])
    // Charged again: the badges go as they came.
    const charged = mergeBattery(merged, battery(12_700, 4_000, '2024-01-02T09:01:00.000Z'))
    expect(vehicleBadges(charged, 'LockState').map((badge) => badge.label)).toEqual(['Locked!'])
  })

  it("takes the readings as the tracker reported them, a missing one too, and its time as the tracker's contact", () => {
    const merged = mergeBattery(
      aVehicle({ carBatteryMillivolts: 12_600, deviceBatteryMillivolts: 4_100 }),
      battery(12_400, null, '2024-01-02T09:00:00.000Z'),
    )
    expect(merged).toMatchObject({ carBatteryMillivolts: 12_400, deviceBatteryMillivolts: null })
    expect(merged.deviceLastSeenDateTime).toBe('2024-01-02T09:00:00.000Z')
  })

  it('keeps the same object when nothing changes or the push is for another vehicle', () => {
    const vehicle = aVehicle({
      carBatteryMillivolts: 12_600,
      deviceBatteryMillivolts: 4_100,
      deviceLastSeenDateTime: '2024-01-02T09:00:00.000Z',
    })
    expect(mergeBattery(vehicle, battery(12_600, 4_100, '2024-01-02T08:59:00.000Z'))).toBe(vehicle)
    expect(mergeBattery(vehicle, { ...battery(1, 1, '2024-01-02T10:00:00.000Z'), vehicleId: 2 })).toBe(vehicle)
  })

  it('moves only the last contact of a fleet marker, which holds no readings', () => {
    const { carBatteryMillivolts: _car, deviceBatteryMillivolts: _device, ...rest } = aVehicle()
    const marker = { ...rest, companyIds: [] } as FleetVehicle
    const [merged] = mergeHubMessagesIntoFleet(
      [marker],
      [{ target: 'DeviceBatteryMessage', message: battery(11_000, 3_300, '2024-01-02T09:00:00.000Z') }],
    )
    expect(merged).toEqual({ ...marker, deviceLastSeenDateTime: '2024-01-02T09:00:00.000Z' })
  })
})

describe('vehicle facts', () => {
  const now = new Date('2024-01-02T10:00:00Z')

  it('says a tracker is absent, never heard from, silent (for how long) or reporting', () => {
    expect(trackerState(aVehicle({ deviceId: null, deviceSerialNumber: null }), now)).toEqual({ kind: 'none' })
    expect(trackerState(aVehicle({ deviceLastSeenDateTime: null, gpsDateTime: null }), now)).toEqual({
      kind: 'never-reported',
    })
    // A position without a known last contact is a contact too.
    expect(
      trackerState(aVehicle({ deviceLastSeenDateTime: null, gpsDateTime: '2024-01-02T09:00:00Z' }), now),
    ).toMatchObject({ kind: 'silent', silentForMs: 60 * 60 * 1000 })
    expect(trackerState(aVehicle({ deviceLastSeenDateTime: '2024-01-02T08:00:00Z' }), now)).toEqual({
      kind: 'silent',
      since: '2024-01-02T08:00:00Z',
      silentForMs: 2 * 60 * 60 * 1000,
    })
    expect(trackerState(aVehicle({ deviceLastSeenDateTime: '2024-01-02T09:59:00Z' }), now)).toEqual({
      kind: 'reporting',
      lastSeen: '2024-01-02T09:59:00Z',
    })
  })

  it('calls a position late only when it arrived more than a minute after it was taken', () => {
    expect(
      gpsLateness(aVehicle({ gpsDateTime: '2024-01-02T08:00:00Z', gpsReceivedDateTime: '2024-01-02T08:01:00Z' })),
    ).toBeNull()
    expect(
      gpsLateness(aVehicle({ gpsDateTime: '2024-01-02T08:00:00Z', gpsReceivedDateTime: '2024-01-02T08:01:01Z' })),
    ).toBe(61_000)
    expect(gpsLateness(aVehicle({ gpsDateTime: null }))).toBeNull()
  })
})

describe('mergeHubMessagesIntoFleet', () => {
  const fleet = [aVehicle({ id: 1 }), aVehicle({ id: 2, isLocked: false }), aVehicle({ id: 3 })]
  it('applies a frame of pushes to their vehicles and keeps the others as they were', () => {
    const merged = mergeHubMessagesIntoFleet(fleet, [
      {
        target: 'DeviceGpsLocationMessage',
        message: {
          vehicleId: 1,
          latitudeDegrees: -33.9,
          longitudeDegrees: 18.4,
          ...at('2024-01-02T08:05:00.000Z'),
        },
      },
      { target: 'DeviceLockUnlockMessage', message: { vehicleId: 2, locked: true, ...at('2024-01-02T08:06:00.000Z') } },
      {
        target: 'DeviceGpsLocationMessage',
        message: {
          vehicleId: 1,
          latitudeDegrees: -33.95,
          longitudeDegrees: 18.45,
          ...at('2024-01-02T08:07:00.000Z'),
        },
      },
      {
        target: 'DeviceLockUnlockMessage',
        message: { vehicleId: 99, locked: true, ...at('2024-01-02T08:06:00.000Z') },
      },
    ])
    expect(merged).not.toBe(fleet)
    expect(merged[0]).toMatchObject({ gpsLatitudeDegrees: -33.95, gpsLongitudeDegrees: 18.45 })
    expect(merged[1]?.isLocked).toBe(true)
    expect(merged[2]).toBe(fleet[2])
    expect(fleet[1]?.isLocked).toBe(false)
  })

  it('returns the same fleet when no push concerns it', () => {
    const none = mergeHubMessagesIntoFleet(fleet, [
      {
        target: 'DeviceTamperMessage',
        message: { vehicleId: 42, tamperActive: true, ...at('2024-01-02T08:06:00.000Z') },
      },
    ])
    expect(none).toBe(fleet)
  })
})
