import { clusterLabel, FLEET_STATES, type FleetState, type FleetVehicle, fleetState, hasPosition } from '@vigil/domain'
import GoogleMapReact from 'google-map-react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { Basemap } from '../Basemap/Basemap.tsx'
import { fitPositions, type MapViewport, type Projection, projection, zoomAround } from '../Basemap/projection.ts'
import { vars } from '../theme/index.ts'
import { type ClusterQuery, type FleetClusters, type PlacedVehicle, useFleetClusters } from './clusters.ts'
import { ClusterMarker, VehicleMarker } from './FleetMarker.tsx'

export interface FleetMapProps {
  /** The vehicles to show (already filtered); a new array when any of them changed. */
  vehicles: readonly FleetVehicle[]
  /** When states are judged (a tracker goes silent with time). */
  now: Date
  /** Opens a vehicle's card: a marker's click or Enter. */
  onOpenVehicle: (vehicleId: number) => void
  selectedVehicleId?: number | null
  /** Changes when what is shown changes other than by movement (a filter): the clusters are rebuilt at once. */
  filterKey?: string
  /** Google Maps API key from the runtime settings; without one the offline basemap shows. */
  apiKey?: string | null
  height?: string
  /** Where the map looks before the vehicles have loaded. */
  initialViewport?: MapViewport
  /**
   * Builds the cluster index in a worker (default), so no frame waits on it; stories build it on the page, where the
   * visual tests' capture cannot wait on a worker.
   */
  clusterInWorker?: boolean
  /** Drawn over the markers with the map's projection, e.g. the geofences and the one being drawn (GeofenceLayer). */
  overlay?: (view: Projection) => ReactNode
}

const SOUTH_AFRICA: MapViewport = { longitude: 25.5, latitude: -29, zoom: 5 }

// Each vehicle object's state is kept until the object or the clock changes: a push replaces only the vehicles it
// concerns, so a frame with a few hundred moves judges a few hundred states, not ten thousand.
const stateCache = new WeakMap<FleetVehicle, { at: number; state: FleetState }>()
export const fleetMarkerState = (vehicle: FleetVehicle, now: Date): FleetState => {
  const cached = stateCache.get(vehicle)
  if (cached && cached.at === now.getTime()) return cached.state
  const state = fleetState(vehicle, now)
  stateCache.set(vehicle, { at: now.getTime(), state })
  return state
}

// Likewise each vehicle's placing: a frame's pushes make new entries for the vehicles they moved, and the marker of
// every other vehicle gets the same entry as before (so its memo holds).
const placedCache = new WeakMap<FleetVehicle, PlacedVehicle>()
const placedVehicle = (vehicle: FleetVehicle, now: Date): PlacedVehicle | null => {
  if (!hasPosition(vehicle)) return null
  const state = fleetMarkerState(vehicle, now)
  const cached = placedCache.get(vehicle)
  if (cached && cached.state === state) return cached
  const entry = { vehicle, state, longitude: vehicle.gpsLongitudeDegrees, latitude: vehicle.gpsLatitudeDegrees }
  placedCache.set(vehicle, entry)
  return entry
}

/**
 * Every vehicle on one map, live, clustered when zoomed out. Only the clusters and markers in view are DOM (buttons
 * named by registration, or 'N vehicles'), so ten thousand vehicles cost a few hundred nodes at most. Offline it
 * draws on the Natural Earth basemap; with a Maps key on Google Maps.
 */
export function FleetMap({
  vehicles,
  now,
  onOpenVehicle,
  selectedVehicleId = null,
  filterKey = '',
  apiKey = null,
  height = '560px',
  initialViewport,
  clusterInWorker = true,
  overlay,
}: FleetMapProps) {
  const placed = useMemo(() => {
    const list: PlacedVehicle[] = []
    for (const vehicle of vehicles) {
      const entry = placedVehicle(vehicle, now)
      if (entry) list.push(entry)
    }
    return list
  }, [vehicles, now])
  const byId = useMemo(() => new Map(placed.map((entry) => [entry.vehicle.id, entry])), [placed])
  const { clusters, show } = useFleetClusters(placed, `${filterKey}|${placed.length > 0}`, clusterInWorker)

  const [viewport, setViewport] = useState<MapViewport | null>(initialViewport ?? null)
  const size = useRef({ width: 0, height: 0 })
  // The map's size is known once it has been laid out; it is then that the fleet can be fitted into it.
  const [sized, setSized] = useState(false)
  const onSized = useCallback(() => setSized(true), [])
  // The first answer decides where the map looks: the whole fleet in view.
  const shown =
    viewport ??
    (placed.length > 0 && size.current.width > 0
      ? fitPositions(
          placed.map((entry) => [entry.longitude, entry.latitude] as const),
          size.current.width,
          size.current.height,
          SOUTH_AFRICA,
        )
      : SOUTH_AFRICA)

  // Once fitted, the view stays where it is: a move or a filter never pulls the map away from where the person looks.
  useEffect(() => {
    if (viewport === null && sized && placed.length > 0) setViewport(shown)
  }, [viewport, sized, placed.length, shown])

  const expand = useCallback(
    (zoom: number, x: number, y: number) => {
      setViewport((current) => {
        const from = current ?? shown
        return zoomAround(from, zoom, x, y, size.current.width, size.current.height)
      })
    },
    [shown],
  )

  const markers = (view: Projection): ReactNode => {
    size.current = { width: view.width, height: view.height }
    return (
      <>
        <Markers
          view={view}
          clusters={clusters}
          show={show}
          byId={byId}
          selectedVehicleId={selectedVehicleId}
          onOpenVehicle={onOpenVehicle}
          onExpand={expand}
          onSized={onSized}
        />
        {overlay?.(view)}
      </>
    )
  }

  if (apiKey)
    return (
      <GoogleFleetMap
        apiKey={apiKey}
        viewport={shown}
        onViewportChange={setViewport}
        height={height}
        markers={markers}
        sizeRef={size}
      />
    )

  return (
    <Basemap viewport={shown} onViewportChange={setViewport} label="Fleet map" height={height}>
      {markers}
    </Basemap>
  )
}

interface MarkersProps {
  view: Projection
  clusters: FleetClusters | null
  show: (query: ClusterQuery) => void
  byId: ReadonlyMap<number, PlacedVehicle>
  selectedVehicleId: number | null
  onOpenVehicle: (vehicleId: number) => void
  onExpand: (zoom: number, x: number, y: number) => void
  onSized: () => void
}

/** Markers are drawn this far past the map's edges, so one half out of view still shows its visible half. */
const MARGIN_PX = 40

/** The clusters and markers in view (with a margin), each at its place on the screen. */
function Markers({ view, clusters, show, byId, selectedVehicleId, onOpenVehicle, onExpand, onSized }: MarkersProps) {
  useEffect(onSized, [onSized])
  const [west, south] = view.unproject(-MARGIN_PX, view.height + MARGIN_PX)
  const [east, north] = view.unproject(view.width + MARGIN_PX, -MARGIN_PX)
  const zoom = Math.floor(view.viewport.zoom)
  useEffect(() => show({ bbox: [west, south, east, north], zoom }), [show, west, south, east, north, zoom])
  if (!clusters) return null
  const inView = (x: number, y: number) =>
    x >= -MARGIN_PX && x <= view.width + MARGIN_PX && y >= -MARGIN_PX && y <= view.height + MARGIN_PX
  const placed: ReactNode[] = []
  for (const cluster of clusters.clusters) {
    const [x, y] = view.project(cluster.longitude, cluster.latitude)
    if (!inView(x, y)) continue
    placed.push(
      <ClusterMarker
        key={`c${cluster.id}`}
        expansionZoom={cluster.expansionZoom}
        count={cluster.count}
        label={clusterLabel(cluster.count)}
        state={FLEET_STATES[cluster.urgency] ?? 'noTracker'}
        x={x}
        y={y}
        onExpand={onExpand}
      />,
    )
  }
  for (const id of clusters.vehicleIds) {
    const entry = byId.get(id)
    if (!entry) continue
    // The live position, not the index's: a move shows at once, before the clusters are rebuilt.
    const [x, y] = view.project(entry.longitude, entry.latitude)
    if (!inView(x, y)) continue
    placed.push(
      <VehicleMarker
        key={`v${id}`}
        id={id}
        registration={entry.vehicle.registrationNumber}
        state={entry.state}
        x={x}
        y={y}
        selected={id === selectedVehicleId}
        onOpen={onOpenVehicle}
      />,
    )
  }
  return <Layer>{placed}</Layer>
}

interface GoogleFleetMapProps {
  apiKey: string
  viewport: MapViewport
  onViewportChange: (viewport: MapViewport) => void
  height: string
  markers: (view: Projection) => ReactNode
  sizeRef: { current: { width: number; height: number } }
}

/**
 * The design's Google map (google-map-react) under the same markers: the map reports its centre and zoom, and the
 * markers are placed with the same Web Mercator projection over it.
 */
function GoogleFleetMap({ apiKey, viewport, onViewportChange, height, markers, sizeRef }: GoogleFleetMapProps) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  return (
    <GoogleFrame $height={height} role="region" aria-label="Fleet map">
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={{ lat: viewport.latitude, lng: viewport.longitude }}
        zoom={Math.round(viewport.zoom)}
        onChange={({ center, zoom, size: mapSize }) => {
          setSize(mapSize)
          sizeRef.current = mapSize
          onViewportChange({ longitude: center.lng, latitude: center.lat, zoom })
        }}
      />
      {size.width > 0 && <Overlay>{markers(projection(viewport, size.width, size.height))}</Overlay>}
    </GoogleFrame>
  )
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`

const GoogleFrame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${vars.radiusMd};
  overflow: hidden;
`

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`
