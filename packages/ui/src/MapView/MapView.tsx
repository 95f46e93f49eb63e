import { formatCoordinates, MAP_ZOOM, type VehiclePinIcon } from '@vigil/domain'
import GoogleMapReact from 'google-map-react'
import { memo, type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { BasemapLayer } from '../Basemap/Basemap.tsx'
import type { Outlines } from '../Basemap/outlines.ts'
import { fitPositions, type MapViewport, type Projection, projection } from '../Basemap/projection.ts'
import { useElementSize } from '../Basemap/useElementSize.ts'
import { AlertPinIcon, PinIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

export interface MapViewProps {
  latitude: number | null
  longitude: number | null
  /** Alert while tamper is active, otherwise the lock state (see `vehiclePinIcon`). */
  pin: VehiclePinIcon
  /** Google Maps API key from the runtime settings; without one the offline basemap shows. */
  apiKey?: string | null
  /** Panel height, any CSS length. */
  height?: string
  /** Told when the map script cannot load; the map itself shows no error. */
  onLoadError?: (error: unknown) => void
  /** Loads the Maps script; defaults to google-map-react's loader (replaced in stories, which have no network). */
  mapsLoader?: MapsLoader
  /** Loads the offline basemap's outlines; the bundled ones by default (stories may hold them back). */
  outlines?: () => Promise<Outlines>
  /** Drawn over the map with its projection, e.g. the vehicle's geofences (GeofenceLayer), as on the fleet map. */
  overlay?: (view: Projection) => ReactNode
  /**
   * Places the map shows whole with the vehicle ([longitude, latitude] corners, e.g. of its geofences); without them
   * the map looks at the vehicle's area. Keep the array's identity while it means the same (the map is memoised).
   */
  fit?: readonly (readonly [number, number])[]
}

/**
 * The offline basemap has country outlines and cities, no streets: at the Google map's street zoom it would be blank
 * land, so it shows the vehicle's area with the nearest cities named (about 40 km across a card's map).
 */
const OFFLINE_MAP_ZOOM = 10
/** Without a position the offline map shows South Africa, where the fleet is. */
const NO_POSITION_VIEW = { latitude: -29, longitude: 25.5, zoom: 4 }

const pinLabel: Record<VehiclePinIcon, string> = { alert: 'Alert', locked: 'Locked', unlocked: 'Unlocked' }

const pinColour: Record<VehiclePinIcon, string> = {
  alert: vars.colorAlert,
  locked: vars.colorLocked,
  unlocked: vars.colorUnlocked,
}

export type MapsLoader = (keys: unknown, heatmapLibrary?: boolean) => Promise<unknown>
const defaultLoader = (GoogleMapReact as unknown as { googleMapLoader: MapsLoader }).googleMapLoader

/**
 * The vehicle's last position with a state pin: a Google map at zoom 16 with a maps key, otherwise (or when its script
 * fails) the offline basemap the fleet map draws, so it is never a grey grid, with the coordinates under it. It re-renders
 * only when its position, pin or key change (memo): the card around it re-renders for ages and commands too.
 */
export const MapView = memo(function MapView({
  latitude,
  longitude,
  pin,
  apiKey,
  height = '200px',
  onLoadError,
  mapsLoader = defaultLoader,
  outlines,
  overlay,
  fit,
}: MapViewProps) {
  // Held, not shown: a failed script quietly falls back to the coordinate panel.
  const [loadError, setLoadError] = useState<unknown>(null)
  const failed = useRef(false)

  const loader = useCallback<MapsLoader>(
    (keys, heatmapLibrary) =>
      mapsLoader(keys, heatmapLibrary).catch((error: unknown) => {
        // google-map-react asks for the script twice on mount; report the failure once.
        if (!failed.current) {
          failed.current = true
          setLoadError(error ?? new Error('Map script failed to load'))
          onLoadError?.(error)
        }
        return new Promise<never>(() => {})
      }),
    [mapsLoader, onLoadError],
  )

  const hasPosition = latitude != null && longitude != null
  if (!apiKey || loadError || !hasPosition) {
    return (
      <OfflineMap
        latitude={latitude}
        longitude={longitude}
        pin={pin}
        height={height}
        {...(outlines ? { outlines } : {})}
        {...(overlay ? { overlay } : {})}
        {...(fit ? { fit } : {})}
      />
    )
  }

  return (
    <GoogleMap
      latitude={latitude}
      longitude={longitude}
      pin={pin}
      height={height}
      apiKey={apiKey}
      loader={loader}
      {...(overlay ? { overlay } : {})}
      {...(fit ? { fit } : {})}
    />
  )
})

/**
 * Where a map of `width` x `height` pixels looks: the vehicle's area at `zoom`, or, with places to fit, the vehicle and
 * those places whole (closer than `zoom` when they are small, so a home's circle is not a dot).
 */
function viewportFor(
  vehicle: MapViewport | null,
  fit: MapViewProps['fit'],
  width: number,
  height: number,
): MapViewport | null {
  if (!vehicle || !fit?.length) return vehicle
  // Fitted into the frame less a band above and below: the pin stands 32 px over its tip, the coordinates sit on top.
  const band = Math.min(FIT_BAND_PX, height / 4)
  return fitPositions([[vehicle.longitude, vehicle.latitude], ...fit], width, height - 2 * band, vehicle)
}
const FIT_BAND_PX = 56

function GoogleMap({
  latitude,
  longitude,
  pin,
  height,
  apiKey,
  loader,
  overlay,
  fit,
}: Pick<MapViewProps, 'pin' | 'overlay' | 'fit'> & {
  latitude: number
  longitude: number
  height: string
  apiKey: string
  loader: MapsLoader
}) {
  const frame = useRef<HTMLDivElement>(null)
  const size = useElementSize(frame)
  const start = useMemo(
    () => viewportFor({ latitude, longitude, zoom: MAP_ZOOM }, fit, size.width, size.height),
    [latitude, longitude, fit, size.width, size.height],
  )
  // The overlay follows the Google map's own pans and zooms; Google's tiles are Web Mercator like the basemap's.
  const [shown, setShown] = useState<MapViewport | null>(null)
  const view = shown ?? start
  return (
    <MapFrame ref={frame} $height={height}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={{ lat: start?.latitude ?? latitude, lng: start?.longitude ?? longitude }}
        zoom={Math.floor(start?.zoom ?? MAP_ZOOM)}
        googleMapLoader={loader}
        onChange={({ center, zoom }) => setShown({ latitude: center.lat, longitude: center.lng, zoom })}
      >
        <Marker lat={latitude} lng={longitude} pin={pin} />
      </GoogleMapReact>
      {overlay && view && size.width > 0 && overlay(projection(view, size.width, size.height))}
    </MapFrame>
  )
}

function OfflineMap({
  latitude,
  longitude,
  pin,
  height,
  outlines,
  overlay,
  fit,
}: Pick<MapViewProps, 'latitude' | 'longitude' | 'pin' | 'outlines' | 'overlay' | 'fit'> & { height: string }) {
  const frame = useRef<HTMLDivElement>(null)
  const { width, height: pixels } = useElementSize(frame)
  const hasPosition = latitude != null && longitude != null
  const viewport = useMemo(
    () =>
      viewportFor(hasPosition ? { latitude, longitude, zoom: OFFLINE_MAP_ZOOM } : null, fit, width, pixels) ??
      NO_POSITION_VIEW,
    [hasPosition, latitude, longitude, fit, width, pixels],
  )
  const view = useMemo(() => projection(viewport, width, pixels), [viewport, width, pixels])
  const [pinX, pinY] = hasPosition ? view.project(longitude, latitude) : [0, 0]
  return (
    <Panel ref={frame} $height={height}>
      {width > 0 && (
        <BasemapLayer
          viewport={viewport}
          width={width}
          height={pixels}
          zoomControls={false}
          {...(outlines ? { outlines } : {})}
        />
      )}
      {width > 0 && overlay?.(view)}
      {hasPosition && width > 0 && (
        <PinAt style={{ left: pinX, top: pinY }}>
          <Pin pin={pin} />
        </PinAt>
      )}
      <Coordinates>{hasPosition ? formatCoordinates(latitude, longitude) : 'No GPS position'}</Coordinates>
    </Panel>
  )
}

function Pin({ pin }: { pin: VehiclePinIcon }) {
  const Icon = pin === 'alert' ? AlertPinIcon : PinIcon
  return (
    <PinBadge $colour={pinColour[pin]}>
      <Icon size={32} title={pinLabel[pin]} />
    </PinBadge>
  )
}

// google-map-react positions children by their lat/lng props.
function Marker({ pin }: { lat: number; lng: number; pin: VehiclePinIcon }) {
  return (
    <MarkerAnchor>
      <Pin pin={pin} />
    </MarkerAnchor>
  )
}

const Panel = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${vars.radiusMd};
  border: 1px solid ${vars.colorBorder};
  background-color: ${vars.colorInfoSurface};
  overflow: hidden;
`

// The pin's tip where the vehicle is: the centre, unless the map fits places around it too.
const PinAt = styled.div`
  position: absolute;
  transform: translate(-50%, -100%);
  display: flex;
`

const MapFrame = styled.div<{ $height: string }>`
  /* The overlay's layer is placed over the Google map. */
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${vars.radiusMd};
  overflow: hidden;
`

const PinBadge = styled.span<{ $colour: string }>`
  display: inline-flex;
  color: ${({ $colour }) => $colour};
  filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.3));
`

const MarkerAnchor = styled.div`
  transform: translate(-50%, -100%);
  width: max-content;
`

const Coordinates = styled.span`
  position: absolute;
  left: ${vars.space2};
  top: ${vars.space2};
  padding: ${vars.space1} ${vars.space2};
  border-radius: ${vars.radiusSm};
  background: ${vars.colorSurface};
  font-family: ${vars.fontFamilyMono};
  font-size: ${vars.fontSizeSm};
`
