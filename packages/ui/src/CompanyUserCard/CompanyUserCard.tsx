import { formatDate, mailtoLink, telLink } from '@vigil/domain'
import { useId } from 'react'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface CompanyUser {
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number | string
  phoneNumber: string
  idNumber: string
  createdOnDateTime: string
  tamperActive: boolean
}

export interface CompanyUserCardProps {
  user: CompanyUser
  /** The remove request is in flight. */
  removing?: boolean
  /** Omit to hide the remove button (only agents and admins may remove users). */
  onRemove?: () => void
}

/** View Company: one linked user's details and the 'Remove from company' action. */
export function CompanyUserCard({ user, removing = false, onRemove }: CompanyUserCardProps) {
  const titleId = useId()
  return (
    <Root as="article" aria-labelledby={titleId}>
      <Name id={titleId}>
        {user.firstName} {user.lastName}
      </Name>
      <Facts>
        <div>
          <dt>Email address</dt>
          <dd>
            <TextLink href={mailtoLink(user.email)}>{user.email}</TextLink>
          </dd>
        </div>
        <div>
          <dt>Cellphone number</dt>
          <dd>
            <TextLink href={telLink(user.phoneCode, user.phoneNumber)}>
              +{user.phoneCode} {user.phoneNumber.replace(/^0/, '')}
            </TextLink>
          </dd>
        </div>
        <div>
          <dt>ID number</dt>
          <dd>{user.idNumber || 'N/A'}</dd>
        </div>
        <div>
          <dt>Created on</dt>
          <dd>{formatDate(user.createdOnDateTime)}</dd>
        </div>
      </Facts>
      {onRemove && (
        <div>
          <Button variant="danger" size="sm" isPending={removing} pendingLabel="Removing..." onPress={onRemove}>
            Remove from company
          </Button>
        </div>
      )}
    </Root>
  )
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Name = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space3};
  margin: 0;
  dt {
    font-size: ${vars.fontSizeXs};
    color: ${vars.colorTextMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const TextLink = styled(Link)`
  color: ${vars.colorPrimary};
  text-decoration: underline;
  border-radius: ${vars.radiusSm};
  outline: none;
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`
