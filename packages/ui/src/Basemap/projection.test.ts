import { describe, expect, it } from 'vitest'
import { fitPositions, panBy, projection, worldPoint, worldToLngLat, zoomAround } from './projection.ts'

describe('Web Mercator', () => {
  it('puts (0, 0) in the middle of the world square and round-trips a position', () => {
    expect(worldPoint(0, 0)).toEqual([128, 128])
    const [x, y] = worldPoint(28.05, -26.2)
    const [longitude, latitude] = worldToLngLat(x, y)
    expect(longitude).toBeCloseTo(28.05, 9)
    expect(latitude).toBeCloseTo(-26.2, 9)
  })

  it('draws the viewport centre in the middle of the screen', () => {
    const view = projection({ longitude: 28.05, latitude: -26.2, zoom: 10 }, 800, 600)
    const [x, y] = view.project(28.05, -26.2)
    expect(x).toBeCloseTo(400, 6)
    expect(y).toBeCloseTo(300, 6)
  })

  it('moves the picture with the drag: what was under the pointer stays under it', () => {
    const viewport = { longitude: 28, latitude: -26, zoom: 8 }
    const before = projection(viewport, 800, 600)
    const [longitude, latitude] = before.unproject(100, 100)
    const after = projection(panBy(viewport, 50, -20), 800, 600)
    const [x, y] = after.project(longitude, latitude)
    expect(x).toBeCloseTo(150, 6)
    expect(y).toBeCloseTo(80, 6)
  })

  it('zooms around the pointer', () => {
    const viewport = { longitude: 28, latitude: -26, zoom: 8 }
    const [longitude, latitude] = projection(viewport, 800, 600).unproject(600, 150)
    const zoomed = zoomAround(viewport, 10, 600, 150, 800, 600)
    expect(zoomed.zoom).toBe(10)
    const [x, y] = projection(zoomed, 800, 600).project(longitude, latitude)
    expect(x).toBeCloseTo(600, 5)
    expect(y).toBeCloseTo(150, 5)
  })

  it('fits a set of positions on the screen', () => {
    const fleet = [
      [18.42, -33.92],
      [31.03, -29.86],
      [28.05, -26.2],
    ] as const
    const viewport = fitPositions(fleet, 800, 600, { longitude: 0, latitude: 0, zoom: 2 })
    const view = projection(viewport, 800, 600)
    for (const [longitude, latitude] of fleet) {
      const [x, y] = view.project(longitude, latitude)
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(800)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(600)
    }
  })
})
