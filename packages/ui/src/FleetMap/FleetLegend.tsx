import { FLEET_STATE_LABELS, FLEET_STATES, type FleetState } from '@vigil/domain'
import { Checkbox as AriaCheckbox, CheckboxGroup } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'
import { FLEET_STATE_LOOK } from './FleetMarker.tsx'

export interface FleetLegendProps {
  /** How many shown vehicles are in each state. */
  counts: Readonly<Record<FleetState, number>>
  /** The states shown; none ticked shows every state. */
  selected: ReadonlySet<FleetState>
  onSelectedChange: (states: Set<FleetState>) => void
}

const isFleetState = (value: string): value is FleetState => (FLEET_STATES as readonly string[]).includes(value)

/**
 * The legend is the state filter: each state with its colour, glyph, name and count, ticked to show only those
 * states (nothing ticked shows all).
 */
export function FleetLegend({ counts, selected, onSelectedChange }: FleetLegendProps) {
  return (
    <Group
      aria-label="Vehicle states"
      value={[...selected]}
      onChange={(values) => onSelectedChange(new Set(values.filter(isFleetState)))}
    >
      {FLEET_STATES.map((state) => (
        <Entry key={state} value={state}>
          <Swatch aria-hidden="true" $colour={FLEET_STATE_LOOK[state].colour}>
            {FLEET_STATE_LOOK[state].glyph}
          </Swatch>
          <span>{FLEET_STATE_LABELS[state]}</span>
          <Count>{counts[state].toLocaleString('en-GB')}</Count>
        </Entry>
      ))}
    </Group>
  )
}

const Group = styled(CheckboxGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`

const Entry = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space2};
  padding: ${vars.space1} ${vars.space3} ${vars.space1} ${vars.space1};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusPill};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font-size: ${vars.fontSizeSm};
  cursor: pointer;

  &[data-selected] {
    border-color: ${vars.colorPrimary};
    background: ${vars.colorInfoSurface};
    box-shadow: inset 0 0 0 1px ${vars.colorPrimary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`

const Swatch = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  color: ${vars.colorTextInverse};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
`

const Count = styled.span`
  color: ${vars.colorTextMuted};
  font-variant-numeric: tabular-nums;
`
