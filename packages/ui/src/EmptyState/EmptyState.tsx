import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space3};
  padding: ${vars.space6} ${vars.space4};
  text-align: center;
  color: ${vars.colorTextMuted};
  border: 1px dashed ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
`

const Title = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightMedium};
  color: ${vars.colorText};
`

const Description = styled.p`
  margin: 0;
  max-width: 48ch;
`

export interface EmptyStateProps {
  /** e.g. 'No history', 'No devices added yet', 'There are no installations scheduled'. */
  title: ReactNode
  description?: ReactNode
  icon?: ReactNode
  /** A button or link offered from the empty list. */
  action?: ReactNode
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Root>
      {icon}
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  )
}
