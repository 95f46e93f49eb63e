// Web Mercator as the web's tiled maps draw it: the world is a 256-pixel square at zoom 0, doubling with each zoom.

/** Where the map looks and how close: the centre in degrees and a (fractional) zoom level. */
export interface MapViewport {
  longitude: number
  latitude: number
  zoom: number
}

export const MIN_ZOOM = 1
export const MAX_ZOOM = 18
/** Mercator is undefined at the poles; the square world stops here, as on every web map. */
const MAX_LATITUDE = 85.0511287798

const TILE = 256

/** A position on the zoom-0 world square (0..256 on both axes). */
export const worldPoint = (longitude: number, latitude: number): [number, number] => {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude))
  const sin = Math.sin((clamped * Math.PI) / 180)
  const x = ((longitude + 180) / 360) * TILE
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE
  return [x, y]
}

/** The degrees of a point on the zoom-0 world square. */
export const worldToLngLat = (x: number, y: number): [number, number] => {
  const longitude = (x / TILE) * 360 - 180
  const n = Math.PI - (2 * Math.PI * y) / TILE
  const latitude = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))
  return [longitude, latitude]
}

export const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom))

/** Turns degrees into pixels of a viewport of `width` x `height` and back. */
export interface Projection {
  width: number
  height: number
  viewport: MapViewport
  /** Pixels per zoom-0 world unit. */
  scale: number
  /** The screen pixel of a zoom-0 world point. */
  toScreen(worldX: number, worldY: number): [number, number]
  /** The screen pixel of a position. */
  project(longitude: number, latitude: number): [number, number]
  /** The position under a screen pixel. */
  unproject(screenX: number, screenY: number): [number, number]
  /** West, south, east, north of what is on screen (degrees). */
  bounds(): [number, number, number, number]
}

export function projection(viewport: MapViewport, width: number, height: number): Projection {
  const scale = 2 ** viewport.zoom
  const [centreX, centreY] = worldPoint(viewport.longitude, viewport.latitude)
  const offsetX = width / 2 - centreX * scale
  const offsetY = height / 2 - centreY * scale
  const toScreen = (worldX: number, worldY: number): [number, number] => [
    worldX * scale + offsetX,
    worldY * scale + offsetY,
  ]
  const unproject = (screenX: number, screenY: number) =>
    worldToLngLat((screenX - offsetX) / scale, (screenY - offsetY) / scale)
  return {
    width,
    height,
    viewport,
    scale,
    toScreen,
    project: (longitude, latitude) => {
      const [x, y] = worldPoint(longitude, latitude)
      return toScreen(x, y)
    },
    unproject,
    bounds: () => {
      const [west, north] = unproject(0, 0)
      const [east, south] = unproject(width, height)
      return [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)]
    },
  }
}

/** The viewport after moving the picture by (dx, dy) screen pixels (a drag or an arrow key). */
export const panBy = (viewport: MapViewport, dx: number, dy: number): MapViewport => {
  const scale = 2 ** viewport.zoom
  const [x, y] = worldPoint(viewport.longitude, viewport.latitude)
  const nextY = Math.max(0, Math.min(TILE, y - dy / scale))
  const [longitude, latitude] = worldToLngLat(x - dx / scale, nextY)
  return { ...viewport, longitude: ((((longitude + 180) % 360) + 360) % 360) - 180, latitude }
}

/** The viewport after zooming to `zoom` while the point under (screenX, screenY) stays where it is. */
export const zoomAround = (
  viewport: MapViewport,
  zoom: number,
  screenX: number,
  screenY: number,
  width: number,
  height: number,
): MapViewport => {
  const next = clampZoom(zoom)
  const before = projection(viewport, width, height)
  const [longitude, latitude] = before.unproject(screenX, screenY)
  const after = projection({ ...viewport, zoom: next }, width, height)
  const [x, y] = after.project(longitude, latitude)
  return panBy({ ...viewport, zoom: next }, screenX - x, screenY - y)
}

/** The viewport that shows every position (with a margin), e.g. a fleet on first load. */
export const fitPositions = (
  positions: readonly (readonly [number, number])[],
  width: number,
  height: number,
  fallback: MapViewport,
): MapViewport => {
  if (positions.length === 0 || width === 0 || height === 0) return fallback
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const [longitude, latitude] of positions) {
    const [x, y] = worldPoint(longitude, latitude)
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  const spanX = Math.max(maxX - minX, 1e-6)
  const spanY = Math.max(maxY - minY, 1e-6)
  const zoom = clampZoom(Math.min(Math.log2((width * 0.8) / spanX), Math.log2((height * 0.8) / spanY), 14))
  const [longitude, latitude] = worldToLngLat((minX + maxX) / 2, (minY + maxY) / 2)
  return { longitude, latitude, zoom }
}
