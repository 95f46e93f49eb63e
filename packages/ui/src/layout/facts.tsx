import { mailtoLink, telLink } from '@vigil/domain'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const LABEL_SIZES = { xs: vars.fontSizeXs, sm: vars.fontSizeSm, inherit: 'inherit' } as const
const VALUE_LOOKS = {
  regular: '',
  medium: `font-weight: ${vars.fontWeightMedium};`,
  bold: `font-weight: ${vars.fontWeightBold};`,
  mono: `font-family: ${vars.fontFamilyMono};`,
} as const

export interface FactListStyle {
  /** The labels' size: small print by default, a step larger on cards that read from afar. */
  $labelSize?: keyof typeof LABEL_SIZES
  /** How the values stand out: plain by default, bold on certificates, monospace for readings. */
  $values?: keyof typeof VALUE_LOOKS
  /** The narrowest a fact's column gets before the grid wraps (12rem). */
  $min?: string
  /** Row and column gap (space 3). */
  $gap?: string
}

/**
 * A card's labelled facts: `<div><dt/><dd/></div>` entries in a responsive grid. Every fact list in the kit is this
 * block (a card with another arrangement extends it and changes only the arrangement), so labels and values are
 * restyled here once.
 */
export const FactList = styled.dl<FactListStyle>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '12rem' }) => $min}, 1fr));
  gap: ${({ $gap = vars.space3 }) => $gap};
  margin: 0;
  dt {
    font-size: ${({ $labelSize = 'xs' }) => LABEL_SIZES[$labelSize]};
    color: ${vars.colorTextMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    ${({ $values = 'regular' }) => VALUE_LOOKS[$values]}
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
