import type { VehicleBadge } from '@vigil/domain'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'
import { iconOf, toneColours, toneOf } from '../VehicleCard/VehicleBadges.tsx'

export interface VehicleStateChipProps {
  registrationNumber: string
  /** The vehicle's state as its card's first badge says it (`vehicleStateBadge`). */
  state: VehicleBadge
}

/** A vehicle on the compact clients list: its registration and its state, coloured as the card's badge. */
export function VehicleStateChip({ registrationNumber, state }: VehicleStateChipProps) {
  const Icon = iconOf[state.kind]
  return (
    <Chip $tone={toneOf[state.kind]} data-state={state.kind}>
      {Icon && <Icon size={14} />}
      <Registration>{registrationNumber}</Registration>
      <State>{state.label}</State>
    </Chip>
  )
}

const Chip = styled.li<{ $tone: keyof typeof toneColours }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 2px ${vars.space2};
  border-radius: ${vars.radiusPill};
  font-size: ${vars.fontSizeXs};
  color: ${({ $tone }) => toneColours[$tone].text};
  background: ${({ $tone }) => toneColours[$tone].background};
  border: 1px solid currentColor;
  white-space: nowrap;
`

const Registration = styled.span`
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorText};
`

const State = styled.span`
  font-weight: ${vars.fontWeightBold};
`
