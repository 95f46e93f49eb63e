import { describe, expect, it } from 'vitest'
import { distanceMetres, EMPTY_ROUTE, pointIndexAt, positionAt, type Route } from './route.ts'

const route: Route = { times: [1000, 2000, 4000], latitudes: [-26, -26.1, -26.3], longitudes: [28, 28.2, 28.2] }

describe('pointIndexAt', () => {
  it('is the last report at or before the time', () => {
    expect(pointIndexAt(route, 0)).toBe(0)
    expect(pointIndexAt(route, 1000)).toBe(0)
    expect(pointIndexAt(route, 1999)).toBe(0)
    expect(pointIndexAt(route, 2000)).toBe(1)
    expect(pointIndexAt(route, 3999)).toBe(1)
    expect(pointIndexAt(route, 9000)).toBe(2)
  })
})

describe('positionAt', () => {
  it('interpolates between two reports by the time gone by', () => {
    const position = positionAt(route, 3000)!
    expect(position.latitude).toBeCloseTo(-26.2)
    expect(position.longitude).toBeCloseTo(28.2)
    expect(positionAt(route, 1500)).toEqual({ latitude: expect.closeTo(-26.05), longitude: expect.closeTo(28.1) })
  })

  it('holds the first report before it and the last after it', () => {
    expect(positionAt(route, 0)).toEqual({ latitude: -26, longitude: 28 })
    expect(positionAt(route, 10_000)).toEqual({ latitude: -26.3, longitude: 28.2 })
  })

  it('is null without reports', () => {
    expect(positionAt(EMPTY_ROUTE, 0)).toBeNull()
  })
})

describe('distanceMetres', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1)
    expect(distanceMetres({ latitude: -26, longitude: 28 }, { latitude: -26, longitude: 28 })).toBe(0)
  })
})
