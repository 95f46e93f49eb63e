import { FLEET_STATE_LABELS, type FleetState } from '@vigil/domain'
import { memo } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

/** Each state's colour, and a glyph so that the marker and the legend never rely on colour alone. */
export const FLEET_STATE_LOOK: Record<FleetState, { colour: string; glyph: string }> = {
  alarm: { colour: vars.colorAlert, glyph: '!' },
  silent: { colour: vars.colorTextMuted, glyph: '?' },
  unlocked: { colour: vars.colorUnlocked, glyph: 'U' },
  locked: { colour: vars.colorLocked, glyph: 'L' },
  noTracker: { colour: vars.colorBorderStrong, glyph: '–' },
}

export interface VehicleMarkerProps {
  id: number
  registration: string
  state: FleetState
  x: number
  y: number
  selected: boolean
  onOpen: (id: number) => void
}

/** One vehicle: a button named by its registration, its state in its colour, glyph and description. */
export const VehicleMarker = memo(function VehicleMarker({
  id,
  registration,
  state,
  x,
  y,
  selected,
  onOpen,
}: VehicleMarkerProps) {
  const look = FLEET_STATE_LOOK[state]
  return (
    <MarkerButton
      type="button"
      aria-label={registration}
      aria-description={FLEET_STATE_LABELS[state]}
      aria-pressed={selected}
      title={`${registration}: ${FLEET_STATE_LABELS[state]}`}
      data-state={state}
      data-vehicle-id={id}
      // Where the vehicle projects before rounding: at country zoom a drive moves it less than a pixel, which the
      // live journey still sees arrive.
      data-position={`${x} ${y}`}
      $colour={look.colour}
      // Whole pixels: a composited layer at a fractional offset is rasterised a little differently from paint to paint.
      style={{ transform: `translate(${Math.round(x - 13)}px, ${Math.round(y - 13)}px)` }}
      onClick={() => onOpen(id)}
    >
      <span aria-hidden="true">{look.glyph}</span>
    </MarkerButton>
  )
})

export interface ClusterMarkerProps {
  /** The zoom at which the cluster splits: a click zooms there around it. */
  expansionZoom: number
  count: number
  label: string
  state: FleetState
  x: number
  y: number
  onExpand: (zoom: number, x: number, y: number) => void
}

/** Several vehicles close together: a button named 'N vehicles' that zooms in on them. */
export const ClusterMarker = memo(function ClusterMarker({
  expansionZoom,
  count,
  label,
  state,
  x,
  y,
  onExpand,
}: ClusterMarkerProps) {
  const size = count < 10 ? 32 : count < 100 ? 38 : count < 1000 ? 44 : 52
  return (
    <ClusterButton
      type="button"
      aria-label={label}
      aria-description={`Most urgent: ${FLEET_STATE_LABELS[state]}`}
      data-state={state}
      $colour={FLEET_STATE_LOOK[state].colour}
      $size={size}
      style={{ transform: `translate(${Math.round(x - size / 2)}px, ${Math.round(y - size / 2)}px)` }}
      onClick={() => onExpand(expansionZoom, x, y)}
    >
      {count}
    </ClusterButton>
  )
})

const Placed = styled.button<{ $colour: string }>`
  position: absolute;
  left: 0;
  top: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  font-family: ${vars.fontFamily};
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorTextInverse};
  background: ${({ $colour }) => $colour};
  border: 2px solid ${vars.colorSurface};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
  cursor: pointer;
  will-change: transform;

  &:focus-visible {
    outline: 3px solid ${vars.colorFocus};
    outline-offset: 2px;
    z-index: 2;
  }
`

const MarkerButton = styled(Placed)`
  width: 26px;
  height: 26px;
  border-radius: 50% 50% 50% 0;
  font-size: ${vars.fontSizeXs};

  &[aria-pressed='true'] {
    outline: 3px solid ${vars.colorText};
    outline-offset: 1px;
    z-index: 1;
  }
`

const ClusterButton = styled(Placed)<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border-width: 3px;
  font-size: ${vars.fontSizeSm};
`
