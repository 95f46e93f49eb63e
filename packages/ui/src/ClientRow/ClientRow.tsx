import type { VehicleBadge } from '@vigil/domain'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components'
import styled from 'styled-components'
import { type Client, ClientActions, Vehicles } from '../ClientCard/index.ts'
import { AlertPinIcon, ChevronDownIcon } from '../icons/index.ts'
import { Card } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'
import { VehicleStateChip } from '../VehicleStateChip/index.ts'

export interface ClientRowVehicle {
  id: number
  registrationNumber: string
  /** `vehicleStateBadge(vehicle)`: the state its card shows. */
  state: VehicleBadge
}

export interface ClientRowProps {
  client: Client
  /** The holder's vehicles as state chips, in the order of their cards. */
  vehicles: readonly ClientRowVehicle[]
  viewAccountHref: string
  addVehicleHref: string
  /** The row is open: its vehicle cards show under it. */
  expanded: boolean
  onExpandedChange: (expanded: boolean) => void
  /** The client's vehicle cards, drawn only while the row is open. */
  children?: ReactNode
}

/**
 * An account holder on the compact clients list (desk widths): one row with their name, email and vehicles as state
 * chips; the name opens the row in place onto the same vehicle cards the phone list shows.
 */
export function ClientRow({
  client,
  vehicles,
  viewAccountHref,
  addVehicleHref,
  expanded,
  onExpandedChange,
  children,
}: ClientRowProps) {
  const titleId = useId()
  const panelId = useId()
  const name = `${client.firstName} ${client.lastName}`
  return (
    <Root as="article" aria-labelledby={titleId} $alert={Boolean(client.tamperActive)}>
      <Row>
        <Title id={titleId}>
          <Toggle aria-expanded={expanded} aria-controls={panelId} onPress={() => onExpandedChange(!expanded)}>
            <Chevron $open={expanded}>
              <ChevronDownIcon size={18} />
            </Chevron>
            {client.tamperActive && <AlertPinIcon size={18} title="Active alert" />}
            <span>{name}</span>
          </Toggle>
        </Title>
        <Email>{client.email}</Email>
        <Chips aria-label={`Vehicles of ${name}`}>
          {vehicles.map((vehicle) => (
            <VehicleStateChip key={vehicle.id} registrationNumber={vehicle.registrationNumber} state={vehicle.state} />
          ))}
        </Chips>
        <ClientActions name={name} viewAccountHref={viewAccountHref} addVehicleHref={addVehicleHref} />
      </Row>
      <Panel id={panelId} hidden={!expanded}>
        {expanded ? <Vehicles>{children}</Vehicles> : null}
      </Panel>
    </Root>
  )
}

const Root = styled(Card)<{ $alert: boolean }>`
  padding: ${vars.space2} ${vars.space3};
  border-left: 4px solid ${({ $alert }) => ($alert ? vars.colorAlert : vars.colorBorder)};
`

// Name, email, chips and menu on one line at desk widths, the columns lining up from row to row; narrower (the row
// is made for desks, but must not spill) the email and chips go under the name.
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(10rem, 18rem) minmax(0, 1fr) auto;
  grid-template-areas: 'name email chips menu';
  align-items: center;
  gap: ${vars.space3};
  min-height: 2.5rem;
  & > :last-child {
    grid-area: menu;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'name menu' 'email email' 'chips chips';
    gap: ${vars.space1} ${vars.space2};
  }
`

const Title = styled.h2`
  grid-area: name;
  margin: 0;
  font-size: ${vars.fontSizeMd};
  min-width: 0;
`

const Toggle = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  max-width: 100%;
  padding: ${vars.space1};
  border: 0;
  border-radius: ${vars.radiusSm};
  background: none;
  font: inherit;
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorText};
  text-align: start;
  cursor: pointer;
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    color: ${vars.colorAlert};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
  &[data-hovered] > span:last-child {
    text-decoration: underline;
  }
`

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '0deg' : '-90deg')});
`

const Email = styled.p`
  grid-area: email;
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Chips = styled.ul`
  grid-area: chips;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Panel = styled.div`
  padding: ${vars.space3} 0 ${vars.space1};
`
