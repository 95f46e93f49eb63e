import { mailtoLink, telLink } from '@vigil/domain'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

/** A card's labelled facts: `<div><dt/><dd/></div>` entries in a responsive grid. */
export const FactList = styled.dl`
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

/** An inline link inside card text (mailto, tel). */
export const TextLink = styled(Link)`
  color: ${vars.colorPrimary};
  text-decoration: underline;
  border-radius: ${vars.radiusSm};
  outline: none;
  &[data-hovered] {
    color: ${vars.colorPrimaryHover};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`

export interface ContactFactsProps {
  email: string
  phoneCode: number | string
  phoneNumber: string
}

/** Email as a mailto link and cellphone as a tel link ('+' code number), as every person card shows them. */
export function ContactFacts({ email, phoneCode, phoneNumber }: ContactFactsProps) {
  return (
    <>
      <div>
        <dt>Email address</dt>
        <dd>
          <TextLink href={mailtoLink(email)}>{email}</TextLink>
        </dd>
      </div>
      <div>
        <dt>Cellphone number</dt>
        <dd>
          <TextLink href={telLink(phoneCode, phoneNumber)}>{`+${phoneCode} ${phoneNumber.replace(/^0/, '')}`}</TextLink>
        </dd>
      </div>
    </>
  )
}
