/**
 * The indices of the points to keep, for points projected to the pixels of the zoom drawn, so that no dropped point
 * lies further than twice `tolerance` from the line drawn: at half a pixel the drawing cannot be told apart from the
 * full route, and a day of 86,400 reports at city zoom keeps a few thousand. First a linear pass drops reports within
 * `tolerance` of the last one kept (a standing or crawling vehicle's hundreds of reports), then Douglas-Peucker
 * (within `tolerance`) runs on the rest: its worst case is quadratic, so it should see as few points as possible.
 */
export function simplifyIndices(xs: ArrayLike<number>, ys: ArrayLike<number>, tolerance: number): number[] {
  const near = keepDistant(xs, ys, tolerance)
  const kept = douglasPeucker(
    near.map((index) => xs[index]!),
    near.map((index) => ys[index]!),
    tolerance,
  )
  return kept.map((index) => near[index]!)
}

/** Drops each point within `tolerance` of the last point kept; the last point is always kept. */
function keepDistant(xs: ArrayLike<number>, ys: ArrayLike<number>, tolerance: number): number[] {
  const count = xs.length
  if (count === 0) return []
  const squaredTolerance = tolerance * tolerance
  const kept = [0]
  let lastX = xs[0]!
  let lastY = ys[0]!
  for (let index = 1; index < count - 1; index++) {
    const dx = xs[index]! - lastX
    const dy = ys[index]! - lastY
    if (dx * dx + dy * dy > squaredTolerance) {
      kept.push(index)
      lastX = xs[index]!
      lastY = ys[index]!
    }
  }
  if (count > 1) kept.push(count - 1)
  return kept
}

/** Douglas-Peucker, iterative (an explicit stack): recursion can exceed the call stack on a long, wiggly route. */
function douglasPeucker(xs: ArrayLike<number>, ys: ArrayLike<number>, tolerance: number): number[] {
  const count = xs.length
  if (count <= 2) return Array.from({ length: count }, (_, index) => index)
  const keep = new Uint8Array(count)
  keep[0] = 1
  keep[count - 1] = 1
  const squaredTolerance = tolerance * tolerance
  const stack: number[] = [0, count - 1]
  while (stack.length > 0) {
    const last = stack.pop()!
    const first = stack.pop()!
    let furthest = -1
    let furthestDistance = squaredTolerance
    for (let index = first + 1; index < last; index++) {
      const distance = squaredSegmentDistance(xs, ys, index, first, last)
      if (distance > furthestDistance) {
        furthest = index
        furthestDistance = distance
      }
    }
    if (furthest !== -1) {
      keep[furthest] = 1
      stack.push(first, furthest, furthest, last)
    }
  }
  const kept: number[] = []
  for (let index = 0; index < count; index++) if (keep[index]) kept.push(index)
  return kept
}

/** Squared distance from point `index` to the segment `first`-`last`. */
function squaredSegmentDistance(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  index: number,
  first: number,
  last: number,
): number {
  const x = xs[first]!
  const y = ys[first]!
  const dx = xs[last]! - x
  const dy = ys[last]! - y
  const px = xs[index]!
  const py = ys[index]!
  const length = dx * dx + dy * dy
  let share = length === 0 ? 0 : ((px - x) * dx + (py - y) * dy) / length
  share = Math.max(0, Math.min(1, share))
  const ex = px - (x + share * dx)
  const ey = py - (y + share * dy)
  return ex * ex + ey * ey
}

/**
 * The runs of consecutive points [first, last] whose segments may cross the visible box (a segment's bounding box
 * overlaps it), so lines entering, leaving or crossing the screen are drawn, and nothing else is.
 */
export function visibleRuns(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  box: { minX: number; maxX: number; minY: number; maxY: number },
): [number, number][] {
  const count = xs.length
  // Whether the segment from point `index` to the next may cross the box; a lone point is its own segment.
  const crosses = (index: number) => {
    const next = Math.min(index + 1, count - 1)
    const x0 = xs[index]!
    const x1 = xs[next]!
    const y0 = ys[index]!
    const y1 = ys[next]!
    return (
      Math.max(x0, x1) >= box.minX &&
      Math.min(x0, x1) <= box.maxX &&
      Math.max(y0, y1) >= box.minY &&
      Math.min(y0, y1) <= box.maxY
    )
  }
  const runs: [number, number][] = []
  let first = -1
  let previousCrosses = false
  for (let index = 0; index < count; index++) {
    const here = crosses(index)
    const wanted = here || previousCrosses
    if (wanted && first === -1) first = index
    if (!wanted && first !== -1) {
      runs.push([first, index - 1])
      first = -1
    }
    previousCrosses = here
  }
  if (first !== -1) runs.push([first, count - 1])
  return runs
}
