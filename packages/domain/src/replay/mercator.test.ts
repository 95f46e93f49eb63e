import { describe, expect, it } from 'vitest'
import { fitViewport, metresPerPixel, projectWebMercator, scaleBar, unprojectWebMercator } from './mercator.ts'

describe('projectWebMercator', () => {
  it('puts null island in the middle of the world and the date line at its edges', () => {
    expect(projectWebMercator(0, 0)).toEqual({ x: 128, y: 128 })
    expect(projectWebMercator(0, -180).x).toBe(0)
    expect(projectWebMercator(0, 180).x).toBe(256)
  })

  it('puts the southern hemisphere below the equator and round-trips Johannesburg', () => {
    const point = projectWebMercator(-26.2041, 28.0473)
    expect(point.y).toBeGreaterThan(128)
    const back = unprojectWebMercator(point)
    expect(back.latitude).toBeCloseTo(-26.2041, 9)
    expect(back.longitude).toBeCloseTo(28.0473, 9)
  })

  it('keeps the poles finite', () => {
    expect(Number.isFinite(projectWebMercator(90, 0).y)).toBe(true)
  })
})

describe('fitViewport', () => {
  it('centres the points and zooms until they fill the padded box', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 101, y: 100.5 },
    ]
    const viewport = fitViewport(points, { width: 448, height: 448 }, { padding: 24, maxZoom: 20 })
    expect(viewport.centre).toEqual({ x: 100.5, y: 100.25 })
    // 400 usable pixels across a span of 1 world pixel: zoom log2(400).
    expect(viewport.zoom).toBeCloseTo(Math.log2(400))
  })

  it('shows a lone point at the most zoom, and the whole world without points', () => {
    expect(fitViewport([{ x: 5, y: 6 }], { width: 300, height: 200 }, { maxZoom: 16 }).zoom).toBe(16)
    expect(fitViewport([], { width: 300, height: 200 })).toEqual({ centre: { x: 128, y: 128 }, zoom: 1 })
  })
})

describe('scale', () => {
  it('is about 156 km a pixel at the equator at zoom 0, half that a zoom level in', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543, 0)
    expect(metresPerPixel(0, 1)).toBeCloseTo(78_271.5, 0)
    expect(metresPerPixel(60, 0)).toBeCloseTo(78_271.5, 0)
  })

  it('picks a round bar no longer than asked', () => {
    expect(scaleBar(10, 100)).toEqual({ metres: 1000, pixels: 100, label: '1 km' })
    expect(scaleBar(3, 100)).toEqual({ metres: 200, pixels: 200 / 3, label: '200 m' })
    expect(scaleBar(0.7, 100)).toEqual({ metres: 50, pixels: 50 / 0.7, label: '50 m' })
  })
})
