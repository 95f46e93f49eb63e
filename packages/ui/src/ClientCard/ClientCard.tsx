import { memo, type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { AlertPinIcon } from '../icons/index.ts'
import { Card } from '../layout/index.ts'
import { Menu } from '../Menu/index.ts'
import { media, vars } from '../theme/index.ts'

export interface Client {
  firstName: string
  lastName: string
  email: string
  tamperActive: boolean | null
}

export interface ClientCardProps {
  client: Client
  /** /agent/clients/{clientId}/account/view */
  viewAccountHref: string
  /** /agent/onboarding/client/{clientId}/add-driver */
  addVehicleHref: string
  /** The client's vehicle cards. */
  children?: ReactNode
}

/** An account holder on the clients list with their vehicle cards and the 'View account' / 'Add a vehicle' menu. */
export function ClientCard({ client, viewAccountHref, addVehicleHref, children }: ClientCardProps) {
  const titleId = useId()
  return (
    <Root as="article" aria-labelledby={titleId} $alert={Boolean(client.tamperActive)}>
      <HolderHeader
        client={client}
        titleId={titleId}
        viewAccountHref={viewAccountHref}
        addVehicleHref={addVehicleHref}
      />
      <Vehicles>{children}</Vehicles>
    </Root>
  )
}

type HolderHeaderProps = Omit<ClientCardProps, 'children'> & { titleId: string }

// A live vehicle card changing re-renders the card's children, never its name and menu (memo).
const HolderHeader = memo(function HolderHeader({
  client,
  titleId,
  viewAccountHref,
  addVehicleHref,
}: HolderHeaderProps) {
  const name = `${client.firstName} ${client.lastName}`
  return (
    <Header>
      <div>
        <Name id={titleId}>
          {client.tamperActive && <AlertPinIcon size={20} title="Active alert" />}
          {name}
        </Name>
        <Email>{client.email}</Email>
      </div>
      <ClientActions name={name} viewAccountHref={viewAccountHref} addVehicleHref={addVehicleHref} />
    </Header>
  )
})

/** The holder's 'View account' / 'Add a vehicle' menu: on the card and on the compact list's row. */
export function ClientActions({
  name,
  viewAccountHref,
  addVehicleHref,
}: { name: string } & Pick<ClientCardProps, 'viewAccountHref' | 'addVehicleHref'>) {
  return (
    <Menu
      label={`Actions for ${name}`}
      items={[
        { id: 'view-account', label: 'View account', href: viewAccountHref },
        { id: 'add-vehicle', label: 'Add a vehicle', href: addVehicleHref },
      ]}
    />
  )
}

const Root = styled(Card)<{ $alert: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  border-top: 4px solid ${({ $alert }) => ($alert ? vars.colorAlert : vars.colorBorder)};
`

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space2};
`

const Name = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  margin: 0;
  font-size: ${vars.fontSizeXl};
  color: ${vars.colorText};
  svg {
    color: ${vars.colorAlert};
  }
`

const Email = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  overflow-wrap: anywhere;
`

/** The client's vehicle cards: on the card, and under the compact list's row when it is open. */
export const Vehicles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${vars.space4};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  &:empty {
    display: none;
  }
`
