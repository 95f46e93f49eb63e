import { formatDate, outstandingDetailsAction } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { LinkButton } from '../Button/index.ts'
import { Card } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'

export interface OutstandingClient {
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number | string
  phoneNumber: string
  createdOnDateTime: string
}

export interface OutstandingClientRowProps {
  client: OutstandingClient
}

/** An account holder on the Outstanding details list (no vehicle yet), with Schedule to the driver step. */
export function OutstandingClientRow({ client }: OutstandingClientRowProps) {
  const titleId = useId()
  const action = outstandingDetailsAction(client.id)
  return (
    <Row as="article" aria-labelledby={titleId}>
      <Summary>
        <Title id={titleId}>
          {client.firstName} {client.lastName}
        </Title>
        <Muted>
          {client.email} · +{client.phoneCode} {client.phoneNumber}
        </Muted>
        <Muted>Added {formatDate(client.createdOnDateTime)}</Muted>
      </Summary>
      <LinkButton href={action.route ?? ''} size="sm">
        {action.label}
      </LinkButton>
    </Row>
  )
}

const Row = styled(Card)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space4};
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  min-width: 0;
  overflow-wrap: anywhere;
`

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeMd};
`

const Muted = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`
