import { countOf } from '@vigil/domain'
import { useId } from 'react'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { Card } from '../layout/index.ts'
import { Menu } from '../Menu/index.ts'
import { vars } from '../theme/index.ts'

export interface CompanySummary {
  name: string
  companyUsers?: readonly unknown[] | null
  vehicles?: readonly unknown[] | null
}

export interface CompanyCardProps {
  company: CompanySummary
  /** /agent/companies/{companyId}/view */
  viewHref: string
  /** /agent/companies/{companyId}/link-user */
  linkUserHref: string
}

const count = (items: readonly unknown[] | null | undefined, one: string, many: string) =>
  countOf(items?.length ?? 0, one, many)

/** A company on the companies list: its name opens the view page; the menu views it or links a user. */
export function CompanyCard({ company, viewHref, linkUserHref }: CompanyCardProps) {
  const titleId = useId()
  return (
    <Root as="article" aria-labelledby={titleId}>
      <div>
        <Name id={titleId}>
          <NameLink href={viewHref}>{company.name}</NameLink>
        </Name>
        <Counts>
          {count(company.companyUsers, 'user', 'users')} · {count(company.vehicles, 'vehicle', 'vehicles')}
        </Counts>
      </div>
      <Menu
        label={`Actions for ${company.name}`}
        items={[
          { id: 'view-company', label: 'View Company', href: viewHref },
          { id: 'link-user', label: 'Link a Company User', href: linkUserHref },
        ]}
      />
    </Root>
  )
}

const Root = styled(Card)`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space2};
`

const Name = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const NameLink = styled(Link)`
  color: ${vars.colorText};
  text-decoration: none;
  border-radius: ${vars.radiusSm};
  outline: none;
  &[data-hovered] {
    color: ${vars.colorPrimary};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`

const Counts = styled.p`
  margin: ${vars.space1} 0 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`
