import { useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space1} ${vars.space2};
`

const Question = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`

const Wait = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
  font-variant-numeric: tabular-nums;
`

export interface ResendCodeProps {
  onResend: () => void
  /** True while the resend call runs: the button reads 'Submitting'. */
  isPending?: boolean
  /** Seconds the server said to wait before another code may be requested; 0 when it may. */
  secondsLeft?: number
  /** How the wait reads, e.g. '0:42' (the domain's `formatResendCountdown`). */
  countdown?: string
  isDisabled?: boolean
}

/** 'Haven't received a message yet?' with 'Resend OTP', held back (and saying for how long) during the cool-down. */
export function ResendCode({ onResend, isPending, secondsLeft = 0, countdown, isDisabled }: ResendCodeProps) {
  const waitId = useId()
  const coolingDown = secondsLeft > 0
  return (
    <Root>
      <Question>Haven't received a message yet?</Question>
      {/* Outlined, not ghost: enabled it must look like a button someone can press (issue #28). */}
      <Button
        variant="secondary"
        size="sm"
        onPress={onResend}
        isPending={isPending}
        pendingLabel="Submitting"
        isDisabled={isDisabled || coolingDown}
        aria-describedby={coolingDown ? waitId : undefined}
      >
        Resend OTP
      </Button>
      {coolingDown ? <Wait id={waitId}>You can request a new code in {countdown ?? `${secondsLeft} s`}</Wait> : null}
    </Root>
  )
}
