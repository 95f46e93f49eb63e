import { circleFromDrag, EARTH_RADIUS_METERS, type GeofenceShape, type Position } from '@vigil/domain'
import { type PointerEvent, useRef } from 'react'
import styled from 'styled-components'
import type { Projection } from '../Basemap/projection.ts'
import { vars } from '../theme/index.ts'

/** How a new shape is drawn: a circle by dragging from its centre to its edge, a polygon by clicking its corners. */
export type DrawMode = 'circle' | 'polygon'

export interface MapGeofence {
  id: number
  name: string
  shape: GeofenceShape
}

export interface GeofenceLayerProps {
  view: Projection
  /** The saved geofences, outlined. */
  geofences: readonly MapGeofence[]
  /** The saved geofence being edited: hidden, its draft shows instead. */
  editingId?: number | null
  /** The shape being drawn or edited (from the map or typed in the editor). */
  draft?: GeofenceShape | null
  /** The draft is refused (the editor names why): drawn in the danger colour. */
  invalid?: boolean
  /** While drawing, the map's pointer draws instead of panning. */
  drawing?: DrawMode | null
  /** The draft after each press, drag or click. */
  onDraw?: (shape: GeofenceShape) => void
  /** A circle let go, or a polygon closed by clicking its first corner again. */
  onDrawEnd?: () => void
}

/** A click this close to the first corner (pixels) closes the polygon. */
const CLOSE_PX = 12
const RADIANS = Math.PI / 180

const positionOf = ([longitude, latitude]: [number, number]): Position => ({
  latitudeDegrees: latitude,
  longitudeDegrees: longitude,
})

/** The circle's centre and radius on screen: the radius measured to the point due north of the centre. */
function screenCircle(view: Projection, centre: Position, radiusMeters: number) {
  const [x, y] = view.project(centre.longitudeDegrees, centre.latitudeDegrees)
  const north = centre.latitudeDegrees + radiusMeters / (EARTH_RADIUS_METERS * RADIANS)
  const [, northY] = view.project(centre.longitudeDegrees, north)
  return { x, y, r: Math.abs(y - northY) }
}

function Shape({ view, shape, tone, open }: { view: Projection; shape: GeofenceShape; tone: Tone; open?: boolean }) {
  if (shape.type === 'circle') {
    // A field left blank while typing is NaN: nothing to draw until it is a number (the editor says what is missing).
    if (![shape.centre.latitudeDegrees, shape.centre.longitudeDegrees, shape.radiusMeters].every(Number.isFinite))
      return null
    const { x, y, r } = screenCircle(view, shape.centre, shape.radiusMeters)
    return (
      <>
        <Area as="circle" cx={x} cy={y} r={r} $tone={tone} />
        {tone !== 'saved' && <Corner cx={x} cy={y} r={4} $tone={tone} />}
      </>
    )
  }
  const corners = shape.points
    .filter((p) => Number.isFinite(p.latitudeDegrees) && Number.isFinite(p.longitudeDegrees))
    .map((p) => view.project(p.longitudeDegrees, p.latitudeDegrees))
  const points = corners.map(([x, y]) => `${x},${y}`).join(' ')
  return (
    <>
      {open ? (
        <Area as="polyline" points={points} $tone={tone} $open />
      ) : (
        <Area as="polygon" points={points} $tone={tone} />
      )}
      {tone !== 'saved' &&
        corners.map(([x, y], index) => (
          // Corners are where they were clicked; the index is their identity while drawing.
          // biome-ignore lint/suspicious/noArrayIndexKey: a corner has no other identity than its place in the order
          <Corner key={index} cx={x} cy={y} r={index === 0 && open ? 7 : 4} $tone={tone} />
        ))}
    </>
  )
}

/**
 * The geofences over the fleet map, and the pointer's drawing of a new one. The shapes are a picture only
 * (aria-hidden): the editor beside the map lists them and takes the same shape as typed numbers, so a keyboard or
 * screen reader user does everything there.
 */
export function GeofenceLayer({
  view,
  geofences,
  editingId = null,
  draft = null,
  invalid = false,
  drawing = null,
  onDraw,
  onDrawEnd,
}: GeofenceLayerProps) {
  const circleStart = useRef<Position | null>(null)
  const at = (event: PointerEvent<SVGSVGElement>): Position => {
    const rect = event.currentTarget.getBoundingClientRect()
    return positionOf(view.unproject(event.clientX - rect.left, event.clientY - rect.top))
  }

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing) return
    // The map under the layer would start a pan; while drawing the pointer draws.
    event.stopPropagation()
    const position = at(event)
    if (drawing === 'circle') {
      event.currentTarget.setPointerCapture(event.pointerId)
      circleStart.current = position
      onDraw?.(circleFromDrag(position, position))
      return
    }
    const points = draft?.type === 'polygon' ? draft.points : []
    const first = points[0]
    if (first && points.length >= 3) {
      const [fx, fy] = view.project(first.longitudeDegrees, first.latitudeDegrees)
      const rect = event.currentTarget.getBoundingClientRect()
      if (Math.hypot(event.clientX - rect.left - fx, event.clientY - rect.top - fy) <= CLOSE_PX) {
        onDrawEnd?.()
        return
      }
    }
    onDraw?.({ type: 'polygon', points: [...points, position] })
  }
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing !== 'circle' || !circleStart.current) return
    onDraw?.(circleFromDrag(circleStart.current, at(event)))
  }
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing !== 'circle' || !circleStart.current) return
    onDraw?.(circleFromDrag(circleStart.current, at(event)))
    circleStart.current = null
    onDrawEnd?.()
  }

  return (
    <Svg
      width={view.width}
      height={view.height}
      aria-hidden="true"
      data-drawing={drawing ?? undefined}
      $drawing={drawing !== null}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        circleStart.current = null
      }}
    >
      {geofences
        .filter((geofence) => geofence.id !== editingId)
        .map((geofence) => (
          <g key={geofence.id}>
            <title>{geofence.name}</title>
            <Shape view={view} shape={geofence.shape} tone="saved" />
          </g>
        ))}
      {draft && (
        <Shape
          view={view}
          shape={draft}
          tone={invalid ? 'invalid' : 'draft'}
          open={drawing === 'polygon' && draft.type === 'polygon'}
        />
      )}
    </Svg>
  )
}

type Tone = 'saved' | 'draft' | 'invalid'
const stroke: Record<Tone, string> = { saved: vars.colorPrimary, draft: vars.colorWarning, invalid: vars.colorDanger }

const Svg = styled.svg<{ $drawing: boolean }>`
  position: absolute;
  inset: 0;
  /* Only while drawing does the layer take the pointer; otherwise the map pans and the markers open under it. */
  pointer-events: ${({ $drawing }) => ($drawing ? 'auto' : 'none')};
  cursor: ${({ $drawing }) => ($drawing ? 'crosshair' : 'default')};
  touch-action: none;
`

const Area = styled.polygon<{ $tone: Tone; $open?: boolean }>`
  fill: ${({ $tone, $open }) => ($open ? 'none' : stroke[$tone])};
  fill-opacity: 0.15;
  stroke: ${({ $tone }) => stroke[$tone]};
  stroke-width: 2;
  stroke-dasharray: ${({ $tone }) => ($tone === 'saved' ? 'none' : '6 4')};
`

const Corner = styled.circle<{ $tone: Tone }>`
  fill: ${vars.colorSurface};
  stroke: ${({ $tone }) => stroke[$tone]};
  stroke-width: 2;
`
