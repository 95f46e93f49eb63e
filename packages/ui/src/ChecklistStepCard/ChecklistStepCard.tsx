import { type ChecklistDeviceEvent, formatChecklistTime, type InstallationStep, stepConfirmButton } from '@vigil/domain'
import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { EventCardList } from '../EventCardList/index.ts'
import { Card, FactList, VisuallyHidden } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'

export interface ChecklistStepCardProps {
  step: InstallationStep
  /** The installation's current step: only it can be confirmed. */
  currentStep: number
  /** Live events for this step (steps 1-4 and 6); omit for none. */
  events?: readonly ChecklistDeviceEvent[] | null
  /** The confirmation is being saved. */
  confirming?: boolean
  onConfirm?: () => void
  /** Extra content for the step, e.g. the step-5 fuel-cut panel. */
  children?: ReactNode
}

/** One numbered installation step: description, live events, Confirm ('Confirmed' once verified) and its date. */
export function ChecklistStepCard({
  step,
  currentStep,
  events,
  confirming = false,
  onConfirm,
  children,
}: ChecklistStepCardProps) {
  const titleId = useId()
  const button = stepConfirmButton(step, currentStep)
  return (
    <Root
      as="article"
      aria-labelledby={titleId}
      $tone={step.stepNumber === currentStep && !step.verified ? 'highlight' : 'default'}
    >
      <Header>
        <StepNumber $verified={step.verified} aria-hidden="true">
          {step.stepNumber}
        </StepNumber>
        <Description id={titleId}>
          <VisuallyHidden>Step {step.stepNumber}: </VisuallyHidden>
          {step.description}
        </Description>
      </Header>
      {children}
      {events && <EventCardList events={events} label={`Step ${step.stepNumber} events`} />}
      <Footer>
        <Verified>
          <dt>Date verified</dt>
          <dd>{formatChecklistTime(step.dateCompleted)}</dd>
        </Verified>
        <Button
          variant={step.verified ? 'secondary' : 'primary'}
          isDisabled={button.disabled}
          isPending={confirming}
          onPress={onConfirm}
        >
          {button.label}
        </Button>
      </Footer>
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
  align-items: flex-start;
  gap: ${vars.space3};
`

const StepNumber = styled.span<{ $verified: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorTextInverse};
  background: ${({ $verified }) => ($verified ? vars.colorSuccess : vars.colorPrimary)};
`

const Description = styled.h3`
  margin: 0;
  padding-top: ${vars.space1};
  font-size: ${vars.fontSizeMd};
  font-weight: ${vars.fontWeightMedium};
`

const Footer = styled.footer`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space3};
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`

const Verified = styled(FactList)`
  display: block;
`
