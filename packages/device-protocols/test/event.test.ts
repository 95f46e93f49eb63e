import { describe, expect, it } from 'vitest'
import { deviceEventDedupeKey, isDeviceCommandName, isDeviceEventType } from '../src/event.ts'

describe('internal device event', () => {
  it('dedupes on device, device time and type, whatever the id', () => {
    const time = new Date('2024-05-01T10:00:00Z')
    const first = deviceEventDedupeKey({ serial: 'TK1', time, type: 'gps' })
    expect(deviceEventDedupeKey({ serial: 'TK1', time: new Date(time), type: 'gps' })).toBe(first)
    expect(deviceEventDedupeKey({ serial: 'TK2', time, type: 'gps' })).not.toBe(first)
    expect(deviceEventDedupeKey({ serial: 'TK1', time, type: 'lock' })).not.toBe(first)
    expect(deviceEventDedupeKey({ serial: 'TK1', time: new Date(time.getTime() + 1), type: 'gps' })).not.toBe(first)
  })

  it('knows the event types and command names', () => {
    expect(isDeviceEventType('motor-error')).toBe(true)
    expect(isDeviceEventType('speeding')).toBe(false)
    expect(isDeviceCommandName('cut-fuel')).toBe(true)
    expect(isDeviceCommandName('gps')).toBe(false)
  })
})
