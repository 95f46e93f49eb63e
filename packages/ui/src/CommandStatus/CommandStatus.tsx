import { type CommandLife, type CommandTone, commandLifeText } from '@vigil/domain'
import styled from 'styled-components'
import { Age } from '../Age/index.ts'
import { SpinnerRing } from '../Spinner/index.ts'
import { vars } from '../theme/index.ts'

export interface CommandStatusProps {
  command: CommandLife
  now?: Date
}

const toneColour: Record<CommandTone, string> = {
  pending: vars.colorPrimary,
  success: vars.colorSuccess,
  warning: vars.colorWarning,
  error: vars.colorDanger,
}

/** A lock or unlock's life on the card: sending, sent, queued, confirmed, refused, failed or expired, with its age. */
export function CommandStatus({ command, now }: CommandStatusProps) {
  const { text, tone, settled } = commandLifeText(command)
  return (
    <Line role={tone === 'error' ? 'alert' : 'status'} $colour={toneColour[tone]} data-phase={command.phase}>
      {!settled && <SpinnerRing $size={12} aria-hidden />}
      <span>{text}</span>
      <Muted>
        <Age value={command.at} now={now} />
      </Muted>
    </Line>
  )
}

const Line = styled.p<{ $colour: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  margin: 0;
  padding: ${vars.space2} ${vars.space3};
  border-left: 3px solid ${({ $colour }) => $colour};
  background: ${vars.colorSurfaceSunken};
  border-radius: ${vars.radiusSm};
  color: ${({ $colour }) => $colour};
  font-size: ${vars.fontSizeSm};
`

const Muted = styled.span`
  color: ${vars.colorTextMuted};
`
