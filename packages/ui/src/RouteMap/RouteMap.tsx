import {
  fitViewport,
  formatTimeOfDay,
  metresPerPixel,
  projectWebMercator,
  type ReplayEvent,
  type ReplayEventKind,
  type Route,
  type RoutePosition,
  type Stop,
  scaleBar,
  simplifyIndices,
  unprojectWebMercator,
  type Viewport,
  visibleRuns,
  type WorldPoint,
} from '@vigil/domain'
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { BasemapLayer } from '../Basemap/Basemap.tsx'
import { ZoomControls } from '../Basemap/ZoomControls.tsx'
import { vars } from '../theme/index.ts'

/**
 * What a layer under or over the route is given: the viewport (Web Mercator, zoom 0 world pixels at the centre) and
 * the container's size, with the projection from a position to the container's pixels. The offline basemap (country
 * outlines, cities) plugs in here as `basemap`.
 */
export interface MapLayerProps {
  viewport: Viewport
  width: number
  height: number
  toScreen: (latitude: number, longitude: number) => { x: number; y: number }
}

export interface RouteMapProps {
  route: Route
  stops: readonly Stop[]
  events: readonly ReplayEvent[]
  /** Where the replay's marker is (null: no marker). */
  position: RoutePosition | null
  /** The map's accessible name, e.g. 'Route on 27 Nov 2026'. */
  label: string
  /** Any CSS length. */
  height?: string
  /** Drawn under the route (the offline basemap); without it a grid and a scale bar keep the map legible. */
  basemap?: (layer: MapLayerProps) => ReactNode
  /** A press on an event's marker (e.g. to move the replay to its time). */
  onEventPress?: (event: ReplayEvent) => void
}

/** The offline basemap (Natural Earth outlines and cities) under a route map: pass it as `basemap`. */
export const offlineBasemap = ({ viewport, width, height }: MapLayerProps): ReactNode => {
  const { latitude, longitude } = unprojectWebMercator(viewport.centre)
  return <BasemapLayer viewport={{ latitude, longitude, zoom: viewport.zoom }} width={width} height={height} />
}

/** Half a pixel: the simplified line cannot be told from the full one (see `simplifyIndices`). */
const TOLERANCE_PX = 0.5
const MAX_ZOOM = 18

const eventColour: Record<ReplayEventKind, string> = {
  locked: vars.colorLocked,
  unlocked: vars.colorUnlocked,
  tamper: vars.colorAlert,
  sos: vars.colorAlert,
  alert: vars.colorAlert,
}

const eventGlyph: Record<ReplayEventKind, string> = { locked: 'L', unlocked: 'U', tamper: 'T', sos: '!', alert: 'A' }

const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * A day's route in Web Mercator on a canvas (one path, simplified for the zoom so 86,400 reports draw in a few
 * milliseconds), its stops and events as markers over it, and the replay's vehicle marker, which moves without a
 * redraw. Zoomed in past the fit, the view follows the marker.
 */
export function RouteMap({
  route,
  stops,
  events,
  position,
  label,
  height = '360px',
  basemap,
  onEventPress,
}: RouteMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [zoomIn, setZoomIn] = useState(0)

  useLayoutEffect(() => {
    const element = containerRef.current
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Projected once per route: zoom and size changes only scale these.
  const world = useMemo(() => {
    performance.mark('route-project-start')
    const xs = new Float64Array(route.times.length)
    const ys = new Float64Array(route.times.length)
    for (let index = 0; index < xs.length; index++) {
      const point = projectWebMercator(route.latitudes[index]!, route.longitudes[index]!)
      xs[index] = point.x
      ys[index] = point.y
    }
    performance.measure('route-project', 'route-project-start')
    return { xs, ys }
  }, [route])

  const fitted = useMemo(() => {
    const points: WorldPoint[] = []
    const { xs, ys } = world
    // The extremes are enough to fit: scan for them rather than copying 86,400 points.
    if (xs.length > 0) {
      let minX = xs[0]!
      let maxX = xs[0]!
      let minY = ys[0]!
      let maxY = ys[0]!
      for (let index = 1; index < xs.length; index++) {
        minX = Math.min(minX, xs[index]!)
        maxX = Math.max(maxX, xs[index]!)
        minY = Math.min(minY, ys[index]!)
        maxY = Math.max(maxY, ys[index]!)
      }
      points.push({ x: minX, y: minY }, { x: maxX, y: maxY })
    }
    for (const event of events) {
      if (event.position) points.push(projectWebMercator(event.position.latitude, event.position.longitude))
    }
    return fitViewport(points, size, { padding: 28, maxZoom: 16 })
  }, [world, events, size])

  const zoom = Math.min(MAX_ZOOM, fitted.zoom + zoomIn)
  const marker = position ? projectWebMercator(position.latitude, position.longitude) : null
  const viewport: Viewport = { zoom, centre: zoomIn > 0 && marker ? marker : fitted.centre }
  const scale = 2 ** zoom
  const toScreenWorld = (point: WorldPoint) => ({
    x: (point.x - viewport.centre.x) * scale + size.width / 2,
    y: (point.y - viewport.centre.y) * scale + size.height / 2,
  })
  const toScreen = (latitude: number, longitude: number) => toScreenWorld(projectWebMercator(latitude, longitude))

  const [drawnPoints, setDrawnPoints] = useState(0)
  const { x: centreX, y: centreY } = viewport.centre
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || size.width === 0) return
    performance.mark('route-draw-start')
    const ratio = window.devicePixelRatio || 1
    canvas.width = Math.round(size.width * ratio)
    canvas.height = Math.round(size.height * ratio)
    const context = canvas.getContext('2d')
    if (!context) return
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.clearRect(0, 0, size.width, size.height)
    const style = getComputedStyle(canvas)
    const token = (name: string) => style.getPropertyValue(name).trim()
    const scaleNow = 2 ** zoom
    const offsetX = size.width / 2 - centreX * scaleNow
    const offsetY = size.height / 2 - centreY * scaleNow

    drawGrid(context, size, scaleNow, offsetX, offsetY, token('--color-border'))

    // Only the stretches on screen are simplified and drawn: zoomed in, most of a day lies off the canvas.
    const margin = 16 / scaleNow
    const visible = {
      minX: centreX - size.width / 2 / scaleNow - margin,
      maxX: centreX + size.width / 2 / scaleNow + margin,
      minY: centreY - size.height / 2 / scaleNow - margin,
      maxY: centreY + size.height / 2 / scaleNow + margin,
    }
    let drawn = 0
    context.beginPath()
    for (const [first, last] of visibleRuns(world.xs, world.ys, visible)) {
      const xs = world.xs.subarray(first, last + 1)
      const ys = world.ys.subarray(first, last + 1)
      const kept = simplifyIndices(xs, ys, TOLERANCE_PX / scaleNow)
      for (let k = 0; k < kept.length; k++) {
        const index = kept[k]!
        const x = xs[index]! * scaleNow + offsetX
        const y = ys[index]! * scaleNow + offsetY
        if (k === 0) context.moveTo(x, y)
        else context.lineTo(x, y)
      }
      drawn += kept.length
    }
    if (drawn > 0) {
      context.lineJoin = 'round'
      context.lineCap = 'round'
      context.strokeStyle = token('--color-surface')
      context.lineWidth = 6
      context.stroke()
      context.strokeStyle = token('--color-primary')
      context.lineWidth = 3
      context.stroke()
    }
    performance.measure('route-draw', 'route-draw-start')
    setDrawnPoints(drawn)
  }, [world, size, zoom, centreX, centreY])

  const metres = metresPerPixel(unprojectWebMercator(viewport.centre).latitude, zoom)
  const bar = scaleBar(metres, Math.max(40, Math.min(120, size.width / 4)))

  return (
    <Frame
      ref={containerRef}
      role="group"
      aria-label={label}
      style={{ height }}
      data-points={route.times.length}
      data-points-drawn={drawnPoints}
    >
      {basemap && size.width > 0 ? basemap({ viewport, width: size.width, height: size.height, toScreen }) : null}
      <Canvas ref={canvasRef} aria-hidden="true" />
      {size.width > 0 &&
        stops.map((stop) => {
          const at = toScreen(stop.latitude, stop.longitude)
          return (
            <StopMarker
              key={stop.firstIndex}
              role="img"
              aria-label={`Stop from ${formatTimeOfDay(stop.from)} to ${formatTimeOfDay(stop.to)} (${minutes(stop.to - stop.from)} min)`}
              style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
            >
              P
            </StopMarker>
          )
        })}
      {size.width > 0 &&
        events.map((event) => {
          if (!event.position) return null
          const at = toScreen(event.position.latitude, event.position.longitude)
          return (
            <EventMarker
              key={event.key}
              aria-label={`${event.label} at ${formatTimeOfDay(event.time)}`}
              style={{ transform: `translate(${at.x}px, ${at.y}px)`, background: eventColour[event.kind] }}
              onPress={() => onEventPress?.(event)}
            >
              {eventGlyph[event.kind]}
            </EventMarker>
          )
        })}
      {marker && size.width > 0 ? (
        <VehicleMarker
          role="img"
          aria-label="Vehicle"
          style={{ transform: `translate(${toScreenWorld(marker).x}px, ${toScreenWorld(marker).y}px)` }}
        />
      ) : null}
      <ScaleBar aria-label={`Scale: ${bar.label}`} role="img">
        <span style={{ width: `${bar.pixels}px` }} />
        {bar.label}
      </ScaleBar>
      <ZoomControls
        corner="top"
        canZoomIn={zoom < MAX_ZOOM}
        canZoomOut={zoomIn > 0}
        onZoomIn={() => setZoomIn((z) => z + 1)}
        onZoomOut={() => setZoomIn((z) => Math.max(0, z - 1))}
      />
    </Frame>
  )
}

/** Lines fixed to the ground every power-of-two world distance about 80 px apart, so panning and zooming show. */
function drawGrid(
  context: CanvasRenderingContext2D,
  size: { width: number; height: number },
  scale: number,
  offsetX: number,
  offsetY: number,
  colour: string,
) {
  const spacing = 2 ** Math.round(Math.log2(80 / scale)) * scale
  context.beginPath()
  for (let x = (((offsetX % spacing) + spacing) % spacing) - 0.5; x < size.width; x += spacing) {
    context.moveTo(x, 0)
    context.lineTo(x, size.height)
  }
  for (let y = (((offsetY % spacing) + spacing) % spacing) - 0.5; y < size.height; y += spacing) {
    context.moveTo(0, y)
    context.lineTo(size.width, y)
  }
  context.strokeStyle = colour
  context.lineWidth = 1
  context.stroke()
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  background: ${vars.colorSurfaceSunken};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
`

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`

const pin = `
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  margin: -11px 0 0 -11px;
  border-radius: 50%;
  border: 2px solid ${vars.colorSurface};
  color: ${vars.colorTextInverse};
  font-size: 11px;
  font-weight: 700;
  line-height: 1;
`

const StopMarker = styled.span`
  ${pin}
  background: ${vars.colorTextMuted};
  border-radius: ${vars.radiusSm};
`

const EventMarker = styled(AriaButton)`
  ${pin}
  padding: 0;
  cursor: pointer;
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`

const VehicleMarker = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  width: 18px;
  height: 18px;
  margin: -9px 0 0 -9px;
  border-radius: 50%;
  background: ${vars.colorPrimary};
  border: 3px solid ${vars.colorSurface};
  box-shadow: 0 0 0 2px ${vars.colorPrimary};
  pointer-events: none;
`

const ScaleBar = styled.div`
  position: absolute;
  left: ${vars.space2};
  bottom: ${vars.space2};
  padding: 2px ${vars.space1};
  background: ${vars.colorSurface};
  border-radius: ${vars.radiusSm};
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorText};
  span {
    display: block;
    height: 4px;
    border: 2px solid ${vars.colorText};
    border-top: none;
  }
`
