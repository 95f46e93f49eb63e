import { describe, expect, it } from 'vitest'
import { tamperDescription } from '../vehicles/tamper.ts'
import { replayEvents } from './events.ts'
import type { Route } from './route.ts'

const route: Route = {
  times: [Date.parse('2026-11-27T06:00:00Z'), Date.parse('2026-11-27T07:00:00Z')],
  latitudes: [-26, -27],
  longitudes: [28, 29],
}

const entry = {
  id: 1,
  type: 'LockState' as const,
  dateTime: '2026-11-27T06:30:00.000Z',
  isLocked: true,
  tamperCarBatteryState: null,
  tamperCancelled: null,
  lastKnownGpsLatitudeDegrees: -30,
  lastKnownGpsLongitudeDegrees: 30,
}

describe('tamperDescription', () => {
  it('reads the car-battery code as words', () => {
    expect(tamperDescription({ tamperCarBatteryState: 0, tamperCancelled: false })).toBe('Car battery disconnected')
    expect(tamperDescription({ tamperCarBatteryState: 1, tamperCancelled: null })).toBe('Car battery connected')
    expect(tamperDescription({ tamperCarBatteryState: 0, tamperCancelled: true })).toBe(
      'Car battery disconnected (cancelled)',
    )
    expect(tamperDescription({ tamperCarBatteryState: null, tamperCancelled: false })).toBe('Tamper alert')
  })
})

describe('replayEvents', () => {
  it('places an entry where the route was at its time, in words', () => {
    expect(replayEvents(route, [entry])).toEqual([
      {
        key: 'entry-1',
        kind: 'locked',
        time: Date.parse(entry.dateTime),
        label: 'Locked',
        position: { latitude: -26.5, longitude: 28.5 },
      },
    ])
  })

  it("falls back to the entry's last known position outside the route, and to none", () => {
    const late = { ...entry, id: 2, dateTime: '2026-11-27T09:00:00.000Z' }
    const unknown = { ...late, id: 3, lastKnownGpsLatitudeDegrees: null, lastKnownGpsLongitudeDegrees: null }
    const [second, third] = replayEvents(route, [late, unknown])
    expect(second!.position).toEqual({ latitude: -30, longitude: 30 })
    expect(third!.position).toBeNull()
  })

  it('names each kind and sorts SOS presses in by time', () => {
    const events = replayEvents(
      route,
      [
        { ...entry, id: 4, isLocked: false, dateTime: '2026-11-27T06:50:00.000Z' },
        { ...entry, id: 5, type: 'TamperAlert', tamperCarBatteryState: 0, dateTime: '2026-11-27T06:10:00.000Z' },
        { ...entry, id: 6, type: 'AuraCallout', dateTime: '2026-11-27T06:20:00.000Z' },
        { ...entry, id: 7, type: 'CapitalAirIncident', dateTime: '2026-11-27T06:40:00.000Z' },
      ],
      [Date.parse('2026-11-27T06:15:00Z')],
    )
    expect(events.map((event) => [event.kind, event.label])).toEqual([
      ['tamper', 'Car battery disconnected'],
      ['sos', 'SOS pressed'],
      ['alert', 'Aura callout'],
      ['alert', 'Capital Air incident'],
      ['unlocked', 'Unlocked'],
    ])
  })
})
