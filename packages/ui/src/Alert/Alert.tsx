import { type ReactNode, useEffect, useState } from 'react'
import styled from 'styled-components'
import { CheckIcon, InfoIcon, WarningIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

export type AlertTone = 'success' | 'error' | 'warning' | 'info'

/** The tones' colours, shared with the toast notices. */
export const toneColours: Record<AlertTone, { surface: string; ink: string }> = {
  success: { surface: vars.colorSuccessSurface, ink: vars.colorSuccess },
  error: { surface: vars.colorDangerSurface, ink: vars.colorDanger },
  warning: { surface: vars.colorWarningSurface, ink: vars.colorWarning },
  info: { surface: vars.colorInfoSurface, ink: vars.colorPrimary },
}

const Root = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space2};
  padding: ${vars.space3} ${vars.space4};
  border: 1px solid ${({ $tone }) => toneColours[$tone].ink};
  border-left-width: 4px;
  border-radius: ${vars.radiusMd};
  background: ${({ $tone }) => toneColours[$tone].surface};
  color: ${vars.colorText};
  & > svg { color: ${({ $tone }) => toneColours[$tone].ink}; margin-top: 2px; }
`

const Title = styled.strong`
  display: block;
  font-weight: ${vars.fontWeightBold};
`

export interface AlertProps {
  tone?: AlertTone
  title?: ReactNode
  children: ReactNode
  /** Removes the notice after this many milliseconds (the spec's 1 s and 2 s notices), then calls `onClear`. */
  autoClearAfterMs?: number
  onClear?: () => void
}

/** The tones' icons, shared with the toast notices. */
export const toneIcons: Record<AlertTone, ReactNode> = {
  success: <CheckIcon />,
  error: <WarningIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
}

/** A notice; errors are announced assertively (`role="alert"`), the rest politely (`role="status"`). */
export function Alert({ tone = 'info', title, children, autoClearAfterMs, onClear }: AlertProps) {
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    setVisible(true)
    if (autoClearAfterMs === undefined) return
    const timer = setTimeout(() => {
      setVisible(false)
      onClear?.()
    }, autoClearAfterMs)
    return () => clearTimeout(timer)
  }, [autoClearAfterMs, onClear])

  if (!visible) return null
  return (
    <Root $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {toneIcons[tone]}
      <div>
        {title ? <Title>{title}</Title> : null}
        {children}
      </div>
    </Root>
  )
}
