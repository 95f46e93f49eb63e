import { describe, expect, it } from 'vitest'
import {
  carBatteryStateText,
  checklistEventSource,
  latestDeviceEventId,
  latestEventCallForStep,
  motorStateText,
  sosStateText,
} from './events.ts'

describe('checklist event sources', () => {
  it('maps each step to the events it verifies', () => {
    expect([1, 2, 3, 4, 5, 6].map(checklistEventSource)).toEqual([
      'motorState',
      'ignitionErrorInfo',
      'motorErrorInfo',
      'tamper',
      'fuelCutTest',
      'sos',
    ])
    expect(checklistEventSource(7)).toBeNull()
  })

  it('polls the latest event call for steps 1-4 and 6 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(latestEventCallForStep)).toEqual([
      'GetLatestMotorStateEvent',
      'GetLatestErrorInfoEvent',
      'GetLatestErrorInfoEvent',
      'GetLatestTamperInfoEvent',
      null,
      'GetLatestSosInfoEvent',
      null,
    ])
  })
})

describe('event texts', () => {
  it('reads 0 as unlocked, disconnected and non-alert', () => {
    expect(motorStateText(0)).toBe('Unlocked')
    expect(motorStateText(1)).toBe('Locked')
    expect(carBatteryStateText(0)).toBe('Disconnected')
    expect(carBatteryStateText(2)).toBe('Connected')
    expect(sosStateText(0)).toBe('Non-Alert')
    expect(sosStateText(1)).toBe('Alert')
  })
})

describe('latestDeviceEventId', () => {
  it('highlights the event with the latest data time', () => {
    const events = [
      { deviceEventId: 1, dataDateTime: '2024-05-01T10:00:00Z', motorStateId: 0 },
      { deviceEventId: 2, dataDateTime: '2024-05-01T10:05:00Z', motorStateId: 1 },
      { deviceEventId: 3, dataDateTime: '2024-05-01T10:05:00Z', motorStateId: 0 },
      { deviceEventId: 4, dataDateTime: '2024-05-01T09:00:00Z', motorStateId: 1 },
    ]
    expect(latestDeviceEventId(events)).toBe(2)
    expect(latestDeviceEventId([])).toBeNull()
  })
})
