import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
`

const Caption = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`

const Bars = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${vars.space1};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Bar = styled.li<{ $reached: boolean }>`
  height: 4px;
  border-radius: ${vars.radiusPill};
  background: ${({ $reached }) => ($reached ? vars.colorPrimary : vars.colorBorder)};
`

export interface FormStepsProps {
  /** The steps' names, in order (the sign-up's 'Email', 'Password', 'Details'). */
  steps: readonly string[]
  /** Index of the step on screen. */
  current: number
}

/** Where a multi-step form is: 'Step 2 of 3: Password' read as text, with a bar per step for the eye. */
export function FormSteps({ steps, current }: FormStepsProps) {
  return (
    <Root>
      {/* Announced when the step changes, since focus moves into the new step's first field. */}
      <Caption aria-live="polite">
        Step {current + 1} of {steps.length}: {steps[current]}
      </Caption>
      <Bars aria-hidden="true">
        {steps.map((step, index) => (
          <Bar key={step} $reached={index <= current} />
        ))}
      </Bars>
    </Root>
  )
}
