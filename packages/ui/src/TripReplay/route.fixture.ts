import type { Route } from '@vigil/domain'
import type { TripReplayEntry } from './TripReplay.tsx'

/** 27 Nov 2026 in South Africa, and its midnight in ms. */
export const FIXTURE_DAY = '2026-11-27'
export const FIXTURE_MIDNIGHT = Date.parse('2026-11-26T22:00:00Z')

/**
 * A deterministic day around Johannesburg, a report a second while moving (`secondsPerReport` apart): legs of
 * [seconds, standing?]; driving winds along at about 40 km/h, standing stays put.
 */
export function fixtureRoute(legs: readonly [seconds: number, standing: boolean][], startSecond = 6 * 3600): Route {
  const times: number[] = []
  const latitudes: number[] = []
  const longitudes: number[] = []
  let latitude = -26.2041
  let longitude = 28.0473
  let second = startSecond
  let heading = 0.6
  for (const [seconds, standing] of legs) {
    for (let s = 0; s < seconds; s++) {
      times.push(FIXTURE_MIDNIGHT + second * 1000)
      latitudes.push(latitude)
      longitudes.push(longitude)
      if (!standing) {
        // About 11 m a second, turning slowly one way then the other.
        heading += Math.sin(second / 97) * 0.02
        latitude += Math.cos(heading) * 0.0001
        longitude += Math.sin(heading) * 0.00011
      }
      second++
    }
  }
  return { times, latitudes, longitudes }
}

/** Drive 25 minutes, stand 20, drive 35 (one trip with a stop). */
export const oneTrip = fixtureRoute([
  [25 * 60, false],
  [20 * 60, true],
  [35 * 60, false],
])

/** A report a second for the whole day: 86,400 points, legs of driving and standing. */
export const wholeDay = fixtureRoute(
  Array.from({ length: 24 }, (_, hour): [number, boolean] => [3600, hour % 3 === 2]),
  0,
)

const at = (route: Route, index: number) => new Date(route.times[index]!).toISOString()

const base = {
  isLocked: null,
  tamperCarBatteryState: null,
  tamperCancelled: null,
  lastKnownGpsLatitudeDegrees: null,
  lastKnownGpsLongitudeDegrees: null,
}

/** A lock on parking, a car-battery tamper and an Aura callout during the stop, an unlock before driving on. */
export const oneTripEntries: TripReplayEntry[] = [
  { ...base, id: 1, type: 'LockState', dateTime: at(oneTrip, 25 * 60 + 30), isLocked: true },
  {
    ...base,
    id: 2,
    type: 'TamperAlert',
    dateTime: at(oneTrip, 33 * 60),
    tamperCarBatteryState: 0,
    tamperCancelled: false,
  },
  { ...base, id: 3, type: 'AuraCallout', dateTime: at(oneTrip, 36 * 60) },
  { ...base, id: 4, type: 'LockState', dateTime: at(oneTrip, 44 * 60), isLocked: false },
]

export const oneTripSos = [oneTrip.times[12 * 60]!]
