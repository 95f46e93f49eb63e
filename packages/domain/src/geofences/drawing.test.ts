import { describe, expect, it } from 'vitest'
import type { FleetVehicle } from '../vehicles/fleet.ts'
import { circleFromDrag, describeShape, newGeofence, scopeChoices, typedNumber, viewportAround } from './drawing.ts'
import { EARTH_RADIUS_METERS } from './geometry.ts'
import { geofenceErrors, geofenceMessages } from './validate.ts'

const sandton = { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }
const metresNorth = (metres: number) => ({
  ...sandton,
  latitudeDegrees: sandton.latitudeDegrees + (metres / (EARTH_RADIUS_METERS * Math.PI)) * 180,
})

describe('circleFromDrag', () => {
  it('makes the radius the distance dragged, in whole metres', () => {
    expect(circleFromDrag(sandton, metresNorth(250.4))).toEqual({ type: 'circle', centre: sandton, radiusMeters: 250 })
  })

  it('leaves a click without a drag as a zero radius, which validation refuses', () => {
    const circle = circleFromDrag(sandton, sandton)
    expect(circle.radiusMeters).toBe(0)
    expect(geofenceErrors({ name: 'Home', scope: 'vehicle', scopeId: 1, shape: circle })).toEqual({
      'shape.radiusMeters': geofenceMessages.radius,
    })
  })
})

describe('typedNumber', () => {
  it('reads decimals with a point or a comma', () => {
    expect(typedNumber(' -26.1076 ')).toBe(-26.1076)
    expect(typedNumber('28,05')).toBe(28.05)
  })

  it('makes blank and words NaN, so the domain names the field instead of saving a zero', () => {
    expect(typedNumber('')).toBeNaN()
    expect(typedNumber('north')).toBeNaN()
    const shape = {
      type: 'circle' as const,
      centre: { latitudeDegrees: typedNumber(''), longitudeDegrees: 28 },
      radiusMeters: 100,
    }
    expect(geofenceErrors({ name: 'Home', scope: 'vehicle', scopeId: 1, shape })).toEqual({
      'shape.centre': geofenceMessages.position,
    })
  })
})

describe('describeShape', () => {
  it('says a circle by its radius, in km from 1,000 m', () => {
    expect(describeShape({ type: 'circle', centre: sandton, radiusMeters: 500 })).toBe('Circle, 500 m radius')
    expect(describeShape({ type: 'circle', centre: sandton, radiusMeters: 1500 })).toBe('Circle, 1.5 km radius')
  })

  it('says a polygon by its points', () => {
    expect(describeShape({ type: 'polygon', points: [sandton, sandton, sandton] })).toBe('Polygon, 3 points')
  })
})

describe('scopeChoices', () => {
  const vehicle = (id: number, registrationNumber: string, userId: number, first: string, nickname = '') =>
    ({ id, registrationNumber, nickname, userId, userFirstName: first, userLastName: 'Nkosi' }) as FleetVehicle

  it('offers each vehicle, each holder once and each company, A to Z', () => {
    const choices = scopeChoices(
      [vehicle(2, 'ND 2 GP', 7, 'Thandi', 'Work car'), vehicle(1, 'CA 1', 7, 'Thandi'), vehicle(3, 'BB 3', 8, 'Sipho')],
      [
        { id: 5, name: 'Zulu Freight' },
        { id: 4, name: 'Acme' },
      ],
    )
    expect(choices.vehicle).toEqual([
      { id: 3, label: 'BB 3' },
      { id: 1, label: 'CA 1' },
      { id: 2, label: 'ND 2 GP (Work car)' },
    ])
    expect(choices['account-holder']).toEqual([
      { id: 8, label: 'Sipho Nkosi' },
      { id: 7, label: 'Thandi Nkosi' },
    ])
    expect(choices.company.map((choice) => choice.label)).toEqual(['Acme', 'Zulu Freight'])
  })
})

describe('newGeofence', () => {
  it('starts with nothing drawn, which cannot be saved until three points are', () => {
    expect(geofenceErrors(newGeofence('vehicle', 3))).toEqual({
      name: expect.any(String),
      'shape.points': geofenceMessages.tooFewPoints,
    })
  })
})

describe('viewportAround', () => {
  it('centres on the shape and zooms closer for a smaller one', () => {
    const near = viewportAround({ type: 'circle', centre: sandton, radiusMeters: 500 })
    const far = viewportAround({ type: 'circle', centre: sandton, radiusMeters: 50_000 })
    expect(near.latitude).toBeCloseTo(sandton.latitudeDegrees, 6)
    expect(near.longitude).toBeCloseTo(sandton.longitudeDegrees, 6)
    // 1,000 m across and half again (1,500 m) in 500 pixels: 3 m a pixel, zoom 15.5 at Sandton's latitude.
    expect(near.zoom).toBeCloseTo(15.5, 1)
    expect(far.zoom).toBeCloseTo(near.zoom - Math.log2(100), 5)
  })
})
