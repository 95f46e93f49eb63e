import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../layout/index.ts'
import { vars } from '../theme/index.ts'
import { CITIES, CITY_MAX_ZOOM, CITY_MIN_ZOOM } from './cities.ts'
import { loadOutlines, type Outlines } from './outlines.ts'
import { type MapViewport, type Projection, panBy, projection, worldPoint, zoomAround } from './projection.ts'
import { useElementSize } from './useElementSize.ts'
import { ZOOM_CONTROLS_BOX, ZoomControls } from './ZoomControls.tsx'

export interface BasemapProps {
  /** Where the map looks; the map asks for changes through `onViewportChange` (drag, wheel, keys, buttons). */
  viewport: MapViewport
  onViewportChange: (viewport: MapViewport) => void
  /** The map's accessible name, e.g. 'Fleet map'. */
  label: string
  /** Any CSS length; the map fills its container's width. */
  height?: string
  /** What sits on the map (markers), placed with the projection of the picture being shown. */
  children?: (projection: Projection) => ReactNode
  /** Loads the country outlines; the bundled Natural Earth ones by default (stories may hold them back). */
  outlines?: () => Promise<Outlines>
}

/** How far an arrow key moves the picture, in pixels. */
const KEY_PAN_PX = 100
/** A wheel notch of about 100 pixels zooms by a third of a level. */
const WHEEL_ZOOM_PER_PX = 1 / 300

type Palette = { ocean: string; land: string; border: string; city: string; text: string }

const token = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback

/**
 * An offline map: Natural Earth's country outlines and the major cities in Web Mercator, panned by dragging, the
 * arrow keys or the wheel and zoomed with +/-, the wheel, a pinch or its buttons. It needs no maps key and no
 * network, so a map is never a grey grid. The picture is one canvas; what sits on it (`children`) is ordinary DOM.
 */
export function Basemap({
  viewport,
  onViewportChange,
  label,
  height = '480px',
  children,
  outlines = loadOutlines,
}: BasemapProps) {
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const size = useElementSize(frame)
  const helpId = useId()
  // Drags, wheel turns and keys arrive faster than frames: the newest viewport is kept here and reported once a frame.
  // A render before that report (a live push re-renders the map many times a second) still carries the viewport before
  // the change, so it replaces the newest one only when no change is waiting: otherwise the next key or drag would
  // start from the old view, and quick presses of '+' would be lost.
  const latest = useRef(viewport)
  const pending = useRef<MapViewport | null>(null)
  if (pending.current === null) latest.current = viewport
  const report = useRef(onViewportChange)
  report.current = onViewportChange

  const change = useCallback((next: MapViewport) => {
    const first = pending.current === null
    pending.current = next
    latest.current = next
    if (!first) return
    requestAnimationFrame(() => {
      const due = pending.current
      pending.current = null
      if (due) report.current(due)
    })
  }, [])

  const view = useMemo(() => projection(viewport, size.width, size.height), [viewport, size.width, size.height])

  useBasemapPicture(canvas, view, outlines, true)

  // Pointers down on the map (not on a marker): one drags, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId)
    if (!before) return
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId)
    const now = { x: event.clientX, y: event.clientY }
    pointers.current.set(event.pointerId, now)
    const other = others[0]?.[1]
    if (other) {
      const rect = event.currentTarget.getBoundingClientRect()
      const spread = Math.hypot(now.x - other.x, now.y - other.y)
      const spreadBefore = Math.hypot(before.x - other.x, before.y - other.y) || 1
      const zoom = latest.current.zoom + Math.log2(spread / spreadBefore)
      change(
        zoomAround(
          latest.current,
          zoom,
          (now.x + other.x) / 2 - rect.left,
          (now.y + other.y) / 2 - rect.top,
          size.width,
          size.height,
        ),
      )
      return
    }
    change(panBy(latest.current, now.x - before.x, now.y - before.y))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId)
  }

  // React's wheel listener is passive; the page must not scroll while the wheel zooms the map.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = element.getBoundingClientRect()
      const pixels = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY
      const zoom = latest.current.zoom - pixels * WHEEL_ZOOM_PER_PX
      change(
        zoomAround(latest.current, zoom, event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height),
      )
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [change])

  const zoomBy = (levels: number) =>
    change(
      zoomAround(
        latest.current,
        Math.round(latest.current.zoom + levels),
        size.width / 2,
        size.height / 2,
        size.width,
        size.height,
      ),
    )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    }
    const move = moves[event.key]
    if (move) change(panBy(latest.current, move[0], move[1]))
    else if (event.key === '+' || event.key === '=') zoomBy(1)
    else if (event.key === '-' || event.key === '_') zoomBy(-1)
    else return
    event.preventDefault()
  }

  return (
    <Frame
      ref={frame}
      $height={height}
      role="region"
      aria-roledescription="map"
      aria-label={label}
      aria-describedby={helpId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <VisuallyHidden id={helpId}>Arrow keys move the map; plus and minus zoom in and out.</VisuallyHidden>
      <Picture ref={canvas} aria-hidden="true" />
      {size.width > 0 && children?.(view)}
      <ZoomControls onZoomIn={() => zoomBy(1)} onZoomOut={() => zoomBy(-1)} />
      <Attribution>Natural Earth</Attribution>
    </Frame>
  )
}

/** Draws the outlines and cities of `view` on the canvas, again whenever the view changes. */
function useBasemapPicture(
  canvas: RefObject<HTMLCanvasElement | null>,
  view: Projection,
  outlines: () => Promise<Outlines>,
  zoomControls: boolean,
) {
  const [shapes, setShapes] = useState<Outlines | null>(null)
  useEffect(() => {
    let live = true
    outlines()
      .then((loaded) => live && setShapes(loaded))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [outlines])

  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context || view.width === 0) return
    const ratio = window.devicePixelRatio || 1
    element.width = Math.round(view.width * ratio)
    element.height = Math.round(view.height * ratio)
    const style = getComputedStyle(element)
    const palette: Palette = {
      ocean: token(style, '--color-info-surface', '#e8f0fb'),
      land: token(style, '--color-surface', '#ffffff'),
      border: token(style, '--color-border', '#c9ced6'),
      city: token(style, '--color-text-muted', '#4a5361'),
      text: token(style, '--color-text', '#14181f'),
    }
    drawBasemap(context, view, ratio, shapes, palette, zoomControls)
    // A change the DOM can see: a canvas redraw is invisible to whoever waits for the page to settle (loki's shots).
    element.dataset.outlines = shapes ? 'drawn' : 'loading'
  }, [canvas, view, shapes, zoomControls])
}

export interface BasemapLayerProps {
  viewport: MapViewport
  width: number
  height: number
  outlines?: () => Promise<Outlines>
  /** The map over it has zoom buttons in the bottom corner, which city labels keep out of (the route map's do). */
  zoomControls?: boolean
}

/**
 * The basemap's picture alone, under another map's drawing (the route map's `basemap`, the vehicle cards' small maps):
 * that map moves it, so it takes no input of its own.
 */
export function BasemapLayer({
  viewport,
  width,
  height,
  outlines = loadOutlines,
  zoomControls = true,
}: BasemapLayerProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const view = useMemo(() => projection(viewport, width, height), [viewport, width, height])
  useBasemapPicture(canvas, view, outlines, zoomControls)
  return (
    <LayerFrame aria-hidden="true">
      <Picture ref={canvas} />
      <Attribution>Natural Earth</Attribution>
    </LayerFrame>
  )
}

const CITIES_BY_RANK = [...CITIES].sort((a, b) => a.rank - b.rank)

function drawBasemap(
  context: CanvasRenderingContext2D,
  view: Projection,
  ratio: number,
  shapes: Outlines | null,
  palette: Palette,
  zoomControls: boolean,
) {
  const { width, height, scale } = view
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.fillStyle = palette.ocean
  context.fillRect(0, 0, width, height)
  if (shapes) {
    const [originX, originY] = view.toScreen(0, 0)
    const worldWidth = 256 * scale
    // At the lowest zooms the world is narrower than the screen: draw its neighbours so the map has no empty edges.
    for (let copy = -1; copy <= 1; copy++) {
      const left = originX + copy * worldWidth
      if (left > width || left + worldWidth < 0) continue
      context.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * left, ratio * originY)
      context.fillStyle = palette.land
      context.fill(shapes.land, 'evenodd')
      context.strokeStyle = palette.border
      context.lineWidth = 1 / scale
      context.stroke(shapes.land)
      context.stroke(shapes.borders)
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
  }
  context.font = '12px system-ui, sans-serif'
  context.textBaseline = 'middle'
  // Bigger cities first; a label that would overlap one already drawn, or the zoom buttons (if any), is left out. Closer in than
  // CITY_MAX_ZOOM a city's point is one street among many: its name would label plain land, so none is drawn.
  const taken: [number, number, number, number][] = zoomControls ? [ZOOM_CONTROLS_BOX(width, height)] : []
  if (view.viewport.zoom > CITY_MAX_ZOOM) return
  for (const city of CITIES_BY_RANK) {
    if (view.viewport.zoom < CITY_MIN_ZOOM[city.rank]) continue
    const [worldX, worldY] = worldPoint(city.longitude, city.latitude)
    const [x, y] = view.toScreen(worldX, worldY)
    if (x < -100 || x > width + 100 || y < -20 || y > height + 20) continue
    const box: [number, number, number, number] = [x - 4, y - 8, x + 8 + context.measureText(city.name).width, y + 8]
    if (taken.some(([left, top, right, bottom]) => box[0] < right && box[2] > left && box[1] < bottom && box[3] > top))
      continue
    taken.push(box)
    context.fillStyle = palette.city
    context.beginPath()
    context.arc(x, y, city.rank === 1 ? 3.5 : 2.5, 0, Math.PI * 2)
    context.fill()
    context.lineWidth = 3
    context.strokeStyle = palette.land
    context.strokeText(city.name, x + 6, y)
    context.fillStyle = palette.text
    context.fillText(city.name, x + 6, y)
  }
}

const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${vars.radiusMd};
  border: 1px solid ${vars.colorBorder};
  overflow: hidden;
  background: ${vars.colorInfoSurface};
  touch-action: none;
  user-select: none;
  cursor: grab;

  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`

const LayerFrame = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`

const Picture = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`

const Attribution = styled.span`
  position: absolute;
  right: ${vars.space1};
  bottom: 2px;
  font-size: ${vars.fontSizeXs};
  color: ${vars.colorTextMuted};
  pointer-events: none;
`
