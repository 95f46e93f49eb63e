import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface SettingsSectionProps {
  title: string
  /** One or two sentences under the title: what the settings do. */
  explanation?: ReactNode
  children: ReactNode
}

/** A titled card of settings (the notifications page's sections: channels, web push, escalation, webhooks). */
export function SettingsSection({ title, explanation, children }: SettingsSectionProps) {
  const headingId = useId()
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Column>
        <Heading id={headingId}>{title}</Heading>
        {explanation ? <Explanation>{explanation}</Explanation> : null}
        {children}
      </Column>
    </Card>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Explanation = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${vars.colorTextMuted};
`
