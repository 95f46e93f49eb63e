import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { EditIcon } from '../icons/index.ts'
import { Card, ContactFacts, FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface PersonContact {
  firstName: string
  lastName: string
  email: string
  phoneCode: number | string
  phoneNumber: string
  idNumber: string
  idNumberIsSouthAfrican: boolean
}

interface PersonCardProps {
  /** 'Account holder' or 'Driver'. */
  kind: string
  person: PersonContact
  editLabel: string
  onEdit?: () => void
  children?: ReactNode
}

/** Shared body of the account holder and driver cards: contact links, ID and the edit icon. */
export function PersonCard({ kind, person, editLabel, onEdit, children }: PersonCardProps) {
  const titleId = useId()
  return (
    <Root as="article" aria-labelledby={titleId}>
      <Header>
        <div>
          <Kind>{kind}</Kind>
          <Name id={titleId}>
            {person.firstName} {person.lastName}
          </Name>
        </div>
        {onEdit && (
          <Button variant="ghost" size="sm" aria-label={editLabel} onPress={onEdit}>
            <EditIcon size={18} />
          </Button>
        )}
      </Header>
      <FactList>
        <ContactFacts email={person.email} phoneCode={person.phoneCode} phoneNumber={person.phoneNumber} />
        <div>
          <dt>{person.idNumberIsSouthAfrican ? 'South African ID Number' : 'Passport Number'}</dt>
          <dd>{person.idNumber}</dd>
        </div>
      </FactList>
      {children}
    </Root>
  )
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space2};
`

const Kind = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightMedium};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${vars.colorTextMuted};
`

const Name = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`
