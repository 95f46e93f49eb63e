import { formatDate } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { Card, ContactFacts, FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface CompanyUserDetails {
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
  user: CompanyUserDetails
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
      <FactList>
        <ContactFacts email={user.email} phoneCode={user.phoneCode} phoneNumber={user.phoneNumber} />
        <div>
          <dt>ID number</dt>
          <dd>{user.idNumber || 'N/A'}</dd>
        </div>
        <div>
          <dt>Created on</dt>
          <dd>{formatDate(user.createdOnDateTime)}</dd>
        </div>
      </FactList>
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
