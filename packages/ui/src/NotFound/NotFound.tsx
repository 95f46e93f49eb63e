import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space4};
  padding: ${vars.space7} ${vars.space4};
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorPrimary};
  line-height: 1;
`

const Message = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
`

export interface NotFoundProps {
  /** A way back, e.g. a link to '/'. */
  action?: ReactNode
}

/** The body of the 404 page for unknown paths. */
export function NotFound({ action }: NotFoundProps) {
  return (
    <Root>
      <Code aria-hidden="true">404</Code>
      <Message>Oops! It looks like the page you're looking for is lost.</Message>
      {action}
    </Root>
  )
}
