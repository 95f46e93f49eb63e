import Supercluster from 'supercluster'

// The cluster index itself, with no React and no DOM: the fleet map runs it in a worker (clusters.worker.ts), so that
// building it for ten thousand vehicles (tens of milliseconds) never holds up a frame, and on the main thread only
// where workers are missing.

/** Clusters are merged within this many pixels; past zoom 16 every vehicle has its own marker. */
const CLUSTER_RADIUS_PX = 56
export const CLUSTER_MAX_ZOOM = 16

/** The placed vehicles in columns (ids, positions, and each one's state as its index in FLEET_STATES). */
export interface FleetPoints {
  ids: Float64Array
  longitudes: Float64Array
  latitudes: Float64Array
  urgencies: Uint8Array
}

/** What is in view: the clusters (with the zoom that splits each) and the ids of the vehicles shown on their own. */
export interface FleetClusters {
  /** Index version the answer comes from, and the query it answers. */
  version: number
  query: ClusterQuery
  clusters: ClusterView[]
  vehicleIds: number[]
}

export interface ClusterView {
  id: number
  count: number
  /** The most urgent member's state, as its index in FLEET_STATES. */
  urgency: number
  longitude: number
  latitude: number
  /** The zoom at which the cluster splits (a click zooms there). */
  expansionZoom: number
}

/** West, south, east, north (degrees), and the whole zoom level. */
export interface ClusterQuery {
  bbox: [number, number, number, number]
  zoom: number
}

type PointProps = { id: number; urgency: number }
type ClusterProps = { urgency: number }

export class ClusterIndex {
  private index: Supercluster<PointProps, ClusterProps> | null = null
  version = 0

  load(points: FleetPoints, version: number): void {
    const index = new Supercluster<PointProps, ClusterProps>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
      map: (props) => ({ urgency: props.urgency }),
      reduce: (into, props) => {
        into.urgency = Math.min(into.urgency, props.urgency)
      },
    })
    const features = Array.from(points.ids, (id, at) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [points.longitudes[at] ?? 0, points.latitudes[at] ?? 0] },
      properties: { id, urgency: points.urgencies[at] ?? 0 },
    }))
    index.load(features)
    this.index = index
    this.version = version
  }

  query(query: ClusterQuery): FleetClusters | null {
    const index = this.index
    if (!index) return null
    const clusters: ClusterView[] = []
    const vehicleIds: number[] = []
    for (const feature of index.getClusters(query.bbox, query.zoom)) {
      const properties = feature.properties
      if ('cluster' in properties && properties.cluster) {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates
        clusters.push({
          id: properties.cluster_id,
          count: properties.point_count,
          urgency: properties.urgency,
          longitude,
          latitude,
          expansionZoom: Math.min(index.getClusterExpansionZoom(properties.cluster_id), CLUSTER_MAX_ZOOM + 1),
        })
      } else vehicleIds.push((properties as PointProps).id)
    }
    return { version: this.version, query, clusters, vehicleIds }
  }
}

/** Messages to the worker. */
export type ToClusterWorker =
  | { kind: 'load'; points: FleetPoints; version: number }
  | { kind: 'query'; query: ClusterQuery }
