import { useId } from 'react'
import styled from 'styled-components'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface SubscriptionPlanSummary {
  displayName: string
  description: string
}

export interface SubscriptionSummaryProps {
  /** The vehicle's plan; null when the vehicle has no subscription yet. */
  plan: SubscriptionPlanSummary | null
}

/** The subscription plan name and description shown per vehicle on View account. */
export function SubscriptionSummary({ plan }: SubscriptionSummaryProps) {
  const titleId = useId()
  return (
    <Panel aria-labelledby={titleId}>
      <Eyebrow id={titleId}>Subscription</Eyebrow>
      {plan ? (
        <>
          <PlanName>{plan.displayName}</PlanName>
          <Description>{plan.description}</Description>
        </>
      ) : (
        <Description>No subscription plan</Description>
      )}
    </Panel>
  )
}

const Panel = styled(Card).attrs({ as: 'article', $tone: 'info', $raised: false } as const)``

const Eyebrow = styled.h3`
  margin: 0 0 ${vars.space1};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightMedium};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${vars.colorTextMuted};
`

const PlanName = styled.p`
  margin: 0 0 ${vars.space1};
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
`

const Description = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`
