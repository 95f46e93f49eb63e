import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'

const Root = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${vars.space6} ${vars.space4} ${vars.space7};
  background: ${vars.colorBg};
  ${media.mobile} {
    padding: ${vars.space4} ${vars.space4} ${vars.space6};
    background: ${vars.colorSurface};
  }
`

const Brand = styled.p`
  margin: 0 0 ${vars.space5};
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
  letter-spacing: 0.04em;
  color: ${vars.colorPrimary};
  ${media.mobile} {
    align-self: flex-start;
    margin-bottom: ${vars.space4};
  }
`

// A card on wide screens; on a phone the whole screen is the card, so nothing wastes the narrow width.
const Panel = styled(Card).attrs({ as: 'div', $padding: 6 } as const)`
  width: 100%;
  max-width: 440px;
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  border-radius: ${vars.radiusLg};
  ${media.mobile} {
    padding: 0;
    border: none;
    box-shadow: none;
  }
`

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.25;
`

const Intro = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`

export interface CustomerScreenProps {
  /** The screen's only `h1`. */
  title: ReactNode
  /** A sentence under the heading. */
  intro?: ReactNode
  /** Shown above the heading, e.g. the sign-up step indicator. */
  above?: ReactNode
  productName?: string
  children?: ReactNode
}

/** The customer screens' frame (sign-up, verify account, success, create password), made for a phone first. */
export function CustomerScreen({ title, intro, above, productName = 'Vigil', children }: CustomerScreenProps) {
  return (
    <Root>
      <Brand>{productName}</Brand>
      <Panel>
        {above}
        <Heading>{title}</Heading>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Panel>
    </Root>
  )
}
