import {
  type ChecklistWindow,
  formatChecklistTime,
  STEP5_STAGES,
  STEP5_TIME_FIELDS,
  type Step5StageInfo,
  type Step5State,
  step5Stage,
  step5Timers,
} from '@vigil/domain'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { CheckIcon } from '../icons/index.ts'
import { Spinner } from '../Spinner/index.ts'
import { vars } from '../theme/index.ts'

export interface Step5PanelProps {
  /** The step's parsed state (`parseStep5State(step.state)`). */
  state: Step5State
  /** When step 4 was completed; opens the start window. */
  previousStepCompletedAt: Date | string | null
  /** Step 5 is confirmed: no window runs. */
  verified: boolean
  /** The page's clock, ticking every poll; the panel never reads the time itself. */
  now: Date
  /** A stage's call (fuel cut, fuel restore, saving the state) is in flight. */
  busy?: boolean
  /** The current stage's button was pressed; the page records the time and sends any fuel command. */
  onStageAction?: (stage: Step5StageInfo) => void
}

const stageTime = (state: Step5State, stage: number): string | null =>
  stage >= 2 && stage <= 8 ? state[STEP5_TIME_FIELDS[stage - 2]!] : null

/** Step 5, the fuel-cut test: each stage revealed after the one before it, with both 10-minute mm:ss windows. */
export function Step5Panel({
  state,
  previousStepCompletedAt,
  verified,
  now,
  busy = false,
  onStageAction,
}: Step5PanelProps) {
  const current = step5Stage(state)
  const timers = step5Timers({ state, previousStepCompletedAt, verified, now })
  const revealed = STEP5_STAGES.filter((info) => info.stage <= current)

  return (
    <Root>
      <Timers>
        <Timer label="Time left to start" window={timers.start} />
        <Timer label="Time left to complete" window={timers.completion} />
      </Timers>
      {timers.alert && <Alert tone="error">{timers.alert}</Alert>}
      <Stages aria-label="Fuel-cut test stages">
        {revealed.map((info) => {
          const done = info.stage < current
          const time = stageTime(state, info.stage)
          return (
            <Stage key={info.stage} $done={done} aria-current={done ? undefined : 'step'}>
              <Marker $done={done} aria-hidden="true">
                {done ? <CheckIcon size={14} /> : info.stage}
              </Marker>
              <StageBody>
                <Instruction>{info.instruction}</Instruction>
                {done ? (
                  <Done>
                    {info.buttonLabel ?? (info.stage === 3 ? 'Lock confirmed' : 'Unlock confirmed')}
                    {time && <> · {formatChecklistTime(time)}</>}
                  </Done>
                ) : info.event === null ? null : info.buttonLabel ? (
                  <div>
                    <Button isPending={busy} isDisabled={verified} onPress={() => onStageAction?.(info)}>
                      {info.buttonLabel}
                    </Button>
                  </div>
                ) : (
                  <Spinner
                    showLabel
                    size={16}
                    label={
                      info.lockUnlockCall === 'lock'
                        ? 'Waiting for lock confirmation'
                        : 'Waiting for unlock confirmation'
                    }
                  />
                )}
              </StageBody>
            </Stage>
          )
        })}
      </Stages>
    </Root>
  )
}

function Timer({ label, window }: { label: string; window: ChecklistWindow | null }) {
  return (
    <TimerBox $triggered={Boolean(window?.triggered)}>
      <TimerLabel>{label}</TimerLabel>
      <TimerValue role="timer" aria-label={label}>
        {window ? window.display : '--:--'}
      </TimerValue>
    </TimerBox>
  )
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Timers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space2};
`

const TimerBox = styled.div<{ $triggered: boolean }>`
  padding: ${vars.space2} ${vars.space3};
  border-radius: ${vars.radiusMd};
  border: 1px solid ${({ $triggered }) => ($triggered ? vars.colorDanger : vars.colorBorder)};
  background: ${({ $triggered }) => ($triggered ? vars.colorDangerSurface : vars.colorSurfaceSunken)};
`

const TimerLabel = styled.div`
  font-size: ${vars.fontSizeXs};
  color: ${vars.colorTextMuted};
`

const TimerValue = styled.div`
  font-family: ${vars.fontFamilyMono};
  font-size: ${vars.fontSizeXl};
  font-weight: ${vars.fontWeightBold};
`

const Stages = styled.ol`
  display: grid;
  gap: ${vars.space2};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Stage = styled.li<{ $done: boolean }>`
  display: flex;
  gap: ${vars.space3};
  padding: ${vars.space2} ${vars.space3};
  border-radius: ${vars.radiusMd};
  border: 1px solid ${({ $done }) => ($done ? vars.colorBorder : vars.colorPrimary)};
  background: ${({ $done }) => ($done ? vars.colorSurface : vars.colorInfoSurface)};
`

const Marker = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorTextInverse};
  background: ${({ $done }) => ($done ? vars.colorSuccess : vars.colorPrimary)};
`

const StageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  min-width: 0;
`

const Instruction = styled.p`
  margin: 0;
`

const Done = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorSuccess};
  font-weight: ${vars.fontWeightMedium};
`
