import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  max-width: 720px;
  margin: 0 auto;
  padding: ${vars.space6} ${vars.space4};
`

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  color: ${vars.colorDanger};
`

const Detail = styled.pre`
  margin: 0;
  padding: ${vars.space3};
  overflow: auto;
  background: ${vars.colorSurfaceSunken};
  border-radius: ${vars.radiusMd};
  font-family: ${vars.fontFamilyMono};
  font-size: ${vars.fontSizeSm};
  white-space: pre-wrap;
`

export interface UnexpectedErrorProps {
  /** The error's message or status text, when there is one to show. */
  detail?: string
  action?: ReactNode
}

/** The body shown when a route fails: 'Unexpected Application Error!'. */
export function UnexpectedError({ detail, action }: UnexpectedErrorProps) {
  return (
    <Root role="alert">
      <Title>Unexpected Application Error!</Title>
      {detail ? <Detail>{detail}</Detail> : null}
      {action}
    </Root>
  )
}
