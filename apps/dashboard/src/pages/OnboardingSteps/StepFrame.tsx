import { usePageTitle } from '@vigil/app-kit'
import { Card, FormSteps, Stack, vars } from '@vigil/ui'
import type { ReactNode } from 'react'
import styled from 'styled-components'

/** The five onboarding steps, in the order the agent goes through them. */
export const ONBOARDING_STEP_NAMES = ['Account holder', 'Driver', 'Vehicle', 'Installation', 'Payment'] as const
export type OnboardingStepName = (typeof ONBOARDING_STEP_NAMES)[number]

/** The frame every onboarding step shares: page title, the step indicator and the step's heading. */
export function StepFrame({
  area,
  step,
  heading,
  children,
}: {
  area: string
  step: OnboardingStepName
  heading: string
  children: ReactNode
}) {
  usePageTitle(area)
  return (
    <Frame as="section" aria-labelledby="step-heading">
      <Stack $gap={4}>
        <FormSteps steps={ONBOARDING_STEP_NAMES} current={ONBOARDING_STEP_NAMES.indexOf(step)} />
        <Heading id="step-heading">{heading}</Heading>
        {children}
      </Stack>
    </Frame>
  )
}

/** The example under every cellphone field (spec: 'Required format: {phone}'). */
export const PHONE_FORMAT_HELP = 'Required format: 821234567'

const Frame = styled(Card)`
  width: 100%;
  max-width: 44rem;
  margin: 0 auto;
`

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
`
