import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { simplifyIndices, visibleRuns } from './simplify.ts'

const distanceToSegment = (px: number, py: number, ax: number, ay: number, bx: number, by: number) => {
  const dx = bx - ax
  const dy = by - ay
  const length = dx * dx + dy * dy
  const share = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length))
  return Math.hypot(px - (ax + share * dx), py - (ay + share * dy))
}

describe('simplifyIndices', () => {
  it('keeps both ends of a straight line and drops the points on it', () => {
    const xs = [0, 1, 2, 3, 4]
    const ys = [0, 1, 2, 3, 4]
    expect(simplifyIndices(xs, ys, 0.5)).toEqual([0, 4])
  })

  it('drops the reports of a vehicle standing still', () => {
    expect(simplifyIndices([0, 0.1, 0.2, 0.1, 9], [0, 0.1, 0, 0.2, 0], 0.5)).toEqual([0, 4])
  })

  it('keeps a corner further than the tolerance and drops a wobble within it', () => {
    const xs = [0, 5, 10, 10, 10]
    const ys = [0, 0.2, 0, 5, 10]
    expect(simplifyIndices(xs, ys, 1)).toEqual([0, 2, 4])
  })

  it('keeps every point of a route shorter than three', () => {
    expect(simplifyIndices([], [], 1)).toEqual([])
    expect(simplifyIndices([3], [4], 1)).toEqual([0])
    expect(simplifyIndices([3, 5], [4, 6], 1)).toEqual([0, 1])
  })

  it('leaves no dropped point further than twice the tolerance from the drawn line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })), {
          minLength: 3,
          maxLength: 200,
        }),
        fc.integer({ min: 1, max: 50 }),
        (points, tolerance) => {
          const xs = points.map(([x]) => x)
          const ys = points.map(([, y]) => y)
          const kept = simplifyIndices(xs, ys, tolerance)
          expect(kept[0]).toBe(0)
          expect(kept.at(-1)).toBe(points.length - 1)
          for (let k = 0; k + 1 < kept.length; k++) {
            const a = kept[k]!
            const b = kept[k + 1]!
            for (let index = a + 1; index < b; index++) {
              const distance = distanceToSegment(xs[index]!, ys[index]!, xs[a]!, ys[a]!, xs[b]!, ys[b]!)
              expect(distance).toBeLessThanOrEqual(2 * tolerance + 1e-9)
            }
          }
        },
      ),
    )
  })

  it('handles a day of one report a second without exhausting the stack', () => {
    const count = 86_400
    const xs = Array.from({ length: count }, (_, index) => index)
    const ys = Array.from({ length: count }, (_, index) => Math.round(100 * Math.sin(index / 2000)))
    const kept = simplifyIndices(xs, ys, 1)
    expect(kept.length).toBeGreaterThan(10)
    expect(kept.length).toBeLessThan(count / 10)
  })
})

describe('visibleRuns', () => {
  const box = { minX: 0, maxX: 10, minY: 0, maxY: 10 }

  it('keeps the stretches on screen with the points either side, drops the rest', () => {
    const xs = [-50, -40, -5, 5, 6, 30, 40, 50, 8, 60]
    const ys = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]
    expect(visibleRuns(xs, ys, box)).toEqual([
      [2, 5],
      [7, 9],
    ])
  })

  it('keeps a segment that crosses the screen with both ends off it', () => {
    expect(visibleRuns([-100, 100, 200], [5, 5, 5], box)).toEqual([[0, 1]])
  })

  it('is empty when nothing is near', () => {
    expect(visibleRuns([50, 60], [50, 60], box)).toEqual([])
    expect(visibleRuns([], [], box)).toEqual([])
  })
})
