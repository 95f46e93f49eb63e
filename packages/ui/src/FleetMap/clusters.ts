import { FLEET_STATES, type FleetState, type FleetVehicle } from '@vigil/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  ClusterIndex,
  type ClusterQuery,
  type FleetClusters,
  type FleetPoints,
  type ToClusterWorker,
} from './clusterIndex.ts'

export { CLUSTER_MAX_ZOOM, type ClusterQuery, type ClusterView, type FleetClusters } from './clusterIndex.ts'

/** A vehicle placed on the map, with the state its marker shows. */
export interface PlacedVehicle {
  vehicle: FleetVehicle
  state: FleetState
  longitude: number
  latitude: number
}

/**
 * With thousands of moves a second the clusters are rebuilt at most this often (in the worker, so no frame waits on
 * it). A single vehicle's marker moves at once all the same (it is drawn at its live position).
 */
export const CLUSTER_REBUILD_MS = 1000

const columns = (placed: readonly PlacedVehicle[]): FleetPoints => {
  const points: FleetPoints = {
    ids: new Float64Array(placed.length),
    longitudes: new Float64Array(placed.length),
    latitudes: new Float64Array(placed.length),
    urgencies: new Uint8Array(placed.length),
  }
  for (const [at, { vehicle, state, longitude, latitude }] of placed.entries()) {
    points.ids[at] = vehicle.id
    points.longitudes[at] = longitude
    points.latitudes[at] = latitude
    points.urgencies[at] = FLEET_STATES.indexOf(state)
  }
  return points
}

interface Engine {
  post(message: ToClusterWorker): void
  close(): void
}

/** The worker, or where there is none the same index on this thread. */
function startEngine(answer: (clusters: FleetClusters) => void, inWorker: boolean): Engine {
  if (inWorker && typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./clusters.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<FleetClusters>) => answer(event.data)
    return {
      post: (message) =>
        worker.postMessage(
          message,
          message.kind === 'load' ? Object.values(message.points).map((column: ArrayBufferView) => column.buffer) : [],
        ),
      close: () => worker.terminate(),
    }
  }
  const index = new ClusterIndex()
  let latest: ClusterQuery | null = null
  return {
    post: (message) => {
      if (message.kind === 'load') index.load(message.points, message.version)
      else latest = message.query
      const clusters = latest && index.query(latest)
      if (clusters) answer(clusters)
    },
    close: () => undefined,
  }
}

/** Whether `outer` holds the box `inner` at the same zoom. */
const covers = (outer: ClusterQuery, inner: ClusterQuery) =>
  outer.zoom === inner.zoom &&
  outer.bbox[0] <= inner.bbox[0] &&
  outer.bbox[1] <= inner.bbox[1] &&
  outer.bbox[2] >= inner.bbox[2] &&
  outer.bbox[3] >= inner.bbox[3]

/**
 * The clusters of the placed vehicles around the view, from an index built in a worker: rebuilt at once when
 * `shapeKey` changes (a filter, the first answer), else at most every `CLUSTER_REBUILD_MS` while the vehicles move.
 * `show` asks for what a view needs; the answer covers half a screen more on each side, so a pan asks again only when
 * it leaves that margin, and between answers the clusters already known are drawn where the view puts them.
 */
export function useFleetClusters(placed: readonly PlacedVehicle[], shapeKey: string, inWorker = true) {
  const [clusters, setClusters] = useState<FleetClusters | null>(null)
  const engine = useRef<Engine | null>(null)
  const built = useRef<{ at: number; key: string; version: number } | null>(null)
  const asked = useRef<ClusterQuery | null>(null)

  // Started on first use: a child's effects (the markers asking for their view) run before this hook's own.
  const running = useCallback(() => {
    engine.current ??= startEngine(setClusters, inWorker)
    return engine.current
  }, [inWorker])
  useEffect(
    () => () => {
      engine.current?.close()
      engine.current = null
      built.current = null
      asked.current = null
    },
    [],
  )

  useEffect(() => {
    const last = built.current
    const rebuild = () => {
      const version = (last?.version ?? 0) + 1
      built.current = { at: performance.now(), key: shapeKey, version }
      running().post({ kind: 'load', points: columns(placed), version })
    }
    if (!last || last.key !== shapeKey) {
      rebuild()
      return
    }
    const wait = last.at + CLUSTER_REBUILD_MS - performance.now()
    if (wait <= 0) {
      rebuild()
      return
    }
    // Each move replaces this timer with one holding the newer positions, due at the same time.
    const timer = setTimeout(rebuild, wait)
    return () => clearTimeout(timer)
  }, [placed, shapeKey, running])

  const show = useCallback(
    (view: ClusterQuery) => {
      if (asked.current && covers(asked.current, view)) return
      const [west, south, east, north] = view.bbox
      const padX = (east - west) / 2
      const padY = (north - south) / 2
      const query: ClusterQuery = {
        bbox: [west - padX, Math.max(-90, south - padY), east + padX, Math.min(90, north + padY)],
        zoom: view.zoom,
      }
      asked.current = query
      running().post({ kind: 'query', query })
    },
    [running],
  )

  return { clusters, show }
}
