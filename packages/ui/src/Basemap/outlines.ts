import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson'
import type * as TopoJson from 'topojson-client'
import { worldPoint } from './projection.ts'

/** The countries' land and the borders between them, as paths on the zoom-0 world square, drawn at any zoom. */
export interface Outlines {
  land: Path2D
  borders: Path2D
}

const ringsOf = (geometry: Polygon | MultiPolygon): number[][][] =>
  geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()

/** A ring that crosses the antimeridian jumps across the world: it is lifted there rather than drawn across. */
const addLine = (path: Path2D, line: readonly number[][]) => {
  let previous: number | null = null
  for (const [longitude = 0, latitude = 0] of line) {
    const [x, y] = worldPoint(longitude, latitude)
    if (previous === null || Math.abs(longitude - previous) > 180) path.moveTo(x, y)
    else path.lineTo(x, y)
    previous = longitude
  }
}

let loading: Promise<Outlines> | null = null

/**
 * Natural Earth's 1:50m countries (public domain, through `world-atlas`), decoded once. Loaded on demand as its own
 * chunk (about 0.7 MB), so no page that shows no map pays for it.
 */
export function loadOutlines(): Promise<Outlines> {
  loading ??= Promise.all([import('world-atlas/countries-50m.json'), import('topojson-client')]).then(
    ([atlas, { feature, mesh }]) => {
      type Topology = Parameters<typeof TopoJson.mesh>[0]
      type Countries = Parameters<typeof TopoJson.mesh>[1] & object
      const topology = (atlas.default ?? atlas) as unknown as Topology
      const countries = topology.objects.countries as Countries
      const land = new Path2D()
      const collection = feature(topology, countries) as unknown as FeatureCollection
      for (const country of collection.features) {
        const geometry = country.geometry as Polygon | MultiPolygon | null
        if (!geometry) continue
        for (const ring of ringsOf(geometry)) {
          addLine(land, ring)
          land.closePath()
        }
      }
      const borders = new Path2D()
      const between = mesh(topology, countries, (a, b) => a !== b) as MultiLineString
      for (const line of between.coordinates) addLine(borders, line)
      return { land, borders }
    },
  )
  return loading
}
