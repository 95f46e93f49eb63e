/** Web Mercator (EPSG:3857) in world pixels: the plane every web map draws on, so a basemap can lie under the route. */

export const TILE_SIZE = 256
/** Web Mercator stops short of the poles; beyond this latitude it is infinite. */
const MAX_LATITUDE = 85.05112878

export interface WorldPoint {
  x: number
  y: number
}

/** The point's world pixel at zoom 0 (a 256-pixel square world); multiply by 2^zoom for another zoom. */
export function projectWebMercator(latitude: number, longitude: number): WorldPoint {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude))
  const sine = Math.sin((clamped * Math.PI) / 180)
  return {
    x: TILE_SIZE * (0.5 + longitude / 360),
    y: TILE_SIZE * (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)),
  }
}

/** The latitude and longitude of a world pixel at zoom 0 (the inverse of `projectWebMercator`). */
export function unprojectWebMercator(point: WorldPoint): { latitude: number; longitude: number } {
  const longitude = (point.x / TILE_SIZE - 0.5) * 360
  const n = Math.PI - (2 * Math.PI * point.y) / TILE_SIZE
  return { latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)), longitude }
}

/** Ground metres one screen pixel covers at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (Math.cos((latitude * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / (TILE_SIZE * 2 ** zoom)
}

export interface Viewport {
  /** World pixel (zoom 0) at the viewport's centre. */
  centre: WorldPoint
  zoom: number
}

/**
 * The viewport that shows every point with `padding` pixels to spare, at the highest zoom (a fraction allowed) up to
 * `maxZoom`; a lone point (or none) is shown at `maxZoom`.
 */
export function fitViewport(
  points: readonly WorldPoint[],
  size: { width: number; height: number },
  { padding = 24, maxZoom = 17 }: { padding?: number; maxZoom?: number } = {},
): Viewport {
  if (points.length === 0) return { centre: { x: TILE_SIZE / 2, y: TILE_SIZE / 2 }, zoom: 1 }
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const { x, y } of points) {
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  const spanX = maxX - minX
  const spanY = maxY - minY
  const usableWidth = Math.max(1, size.width - 2 * padding)
  const usableHeight = Math.max(1, size.height - 2 * padding)
  const zoomX = spanX === 0 ? maxZoom : Math.log2(usableWidth / spanX)
  const zoomY = spanY === 0 ? maxZoom : Math.log2(usableHeight / spanY)
  return { centre: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, zoom: Math.min(maxZoom, zoomX, zoomY) }
}

/**
 * A round scale-bar length (1, 2 or 5 times a power of ten metres) no longer than `maxPixels` at this scale, with its
 * width in pixels and its label ('500 m', '2 km').
 */
export function scaleBar(metresPerPx: number, maxPixels: number): { metres: number; pixels: number; label: string } {
  const most = metresPerPx * maxPixels
  const power = 10 ** Math.floor(Math.log10(most))
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power
  return {
    metres,
    pixels: metres / metresPerPx,
    label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m`,
  }
}
