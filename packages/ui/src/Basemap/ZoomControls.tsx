import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

export interface ZoomControlsProps {
  onZoomIn: () => void
  onZoomOut: () => void
  canZoomIn?: boolean
  canZoomOut?: boolean
  /** Which corner of the map they sit in. */
  corner?: 'top' | 'bottom'
}

/** Zoom in and out buttons, one look for every map (the basemap's, the route map's). */
export function ZoomControls({
  onZoomIn,
  onZoomOut,
  canZoomIn = true,
  canZoomOut = true,
  corner = 'bottom',
}: ZoomControlsProps) {
  return (
    <ZoomButtons $corner={corner}>
      <ZoomButton aria-label="Zoom in" isDisabled={!canZoomIn} onPress={onZoomIn}>
        +
      </ZoomButton>
      <ZoomButton aria-label="Zoom out" isDisabled={!canZoomOut} onPress={onZoomOut}>
        −
      </ZoomButton>
    </ZoomButtons>
  )
}

/** The screen area the controls take in a map `width` x `height` at the bottom corner (labels keep out of it). */
export const ZOOM_CONTROLS_BOX = (width: number, height: number): [number, number, number, number] => [
  width - 56,
  height - 120,
  width,
  height,
]

const ZoomButtons = styled.div<{ $corner: 'top' | 'bottom' }>`
  position: absolute;
  right: ${vars.space2};
  ${({ $corner }) => ($corner === 'top' ? `top: ${vars.space2};` : `bottom: ${vars.space5};`)}
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
`

const ZoomButton = styled(AriaButton)`
  width: 36px;
  height: 36px;
  border-radius: ${vars.radiusSm};
  border: 1px solid ${vars.colorBorderStrong};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font-size: ${vars.fontSizeLg};
  line-height: 1;
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.colorSurfaceSunken};
  }
  &[data-disabled] {
    color: ${vars.colorTextMuted};
    cursor: default;
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 1px;
  }
`
