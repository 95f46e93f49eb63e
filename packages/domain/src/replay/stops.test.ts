import { describe, expect, it } from 'vitest'
import type { Route } from './route.ts'
import { detectStops, STOP_MINIMUM_MINUTES, STOP_RADIUS_METRES } from './stops.ts'

const start = Date.UTC(2026, 10, 27, 6)
// About 11 m of latitude.
const step = 0.0001

/** A report a second: `plan` lists [seconds, metres moved a second north] stretches. */
function drive(plan: [number, number][]): Route {
  const times: number[] = []
  const latitudes: number[] = []
  const longitudes: number[] = []
  let latitude = -26.2
  let second = 0
  for (const [seconds, metresPerSecond] of plan) {
    for (let s = 0; s < seconds; s++) {
      times.push(start + second * 1000)
      latitudes.push(latitude)
      longitudes.push(28.04)
      latitude += (metresPerSecond / 11.1195) * step
      second++
    }
  }
  return { times, latitudes, longitudes }
}

describe('detectStops', () => {
  it('says five minutes and fifty metres', () => {
    expect(STOP_MINIMUM_MINUTES).toBe(5)
    expect(STOP_RADIUS_METRES).toBe(50)
  })

  it('finds a stand of ten minutes between two drives, from its first to its last report', () => {
    const route = drive([
      [120, 15],
      [600, 0],
      [120, 15],
    ])
    const stops = detectStops(route)
    expect(stops).toHaveLength(1)
    const [stop] = stops
    // It starts with the first report within 50 m of where the vehicle stood (the last seconds of braking).
    expect(stop!.from).toBeGreaterThan(start + 115 * 1000)
    expect(stop!.from).toBeLessThanOrEqual(start + 120 * 1000)
    expect(stop!.to - stop!.from).toBeGreaterThanOrEqual(600 * 1000)
    expect(stop!.to - stop!.from).toBeLessThan(610 * 1000)
  })

  it('does not count a red light of two minutes', () => {
    expect(
      detectStops(
        drive([
          [60, 15],
          [120, 0],
          [60, 15],
        ]),
      ),
    ).toEqual([])
  })

  it('does not count crawling in traffic (a metre a second) as standing', () => {
    expect(detectStops(drive([[900, 1]]))).toEqual([])
  })

  it('counts a gap in reports while parked (the tracker slept) as a stop', () => {
    const route: Route = {
      times: [start, start + 1000, start + 40 * 60_000, start + 40 * 60_000 + 1000],
      latitudes: [-26.2, -26.2, -26.20001, -26.21],
      longitudes: [28, 28, 28, 28],
    }
    expect(detectStops(route)).toMatchObject([{ from: start, to: start + 40 * 60_000, firstIndex: 0, lastIndex: 2 }])
  })

  it('takes another minimum and radius', () => {
    const route = drive([
      [60, 15],
      [120, 0],
      [60, 15],
    ])
    expect(detectStops(route, { minimumMinutes: 1 })).toHaveLength(1)
    expect(detectStops(route, { minimumMinutes: 1, radiusMetres: 5 })).toHaveLength(1)
    expect(detectStops(drive([[900, 1]]), { radiusMetres: 2000 })).toHaveLength(1)
  })

  it('finds nothing on an empty route', () => {
    expect(detectStops({ times: [], latitudes: [], longitudes: [] })).toEqual([])
  })
})
