import type { ReactNode } from 'react'
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

const Track = styled.span`
  position: relative;
  flex: none;
  width: 44px;
  height: 26px;
  border-radius: ${vars.radiusPill};
  background: ${vars.colorBorderStrong};
  transition: background-color 120ms ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${vars.colorSurface};
    transition: transform 120ms ease;
  }
`

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space2};
  cursor: pointer;
  color: ${vars.colorText};
  &[data-selected] ${Track} { background: ${vars.colorPrimary}; }
  &[data-selected] ${Track}::after { transform: translateX(18px); }
  &[data-focus-visible] ${Track} { box-shadow: ${vars.focusRing}; }
  &[data-disabled] { cursor: not-allowed; color: ${vars.colorTextMuted}; }
  &[data-disabled] ${Track} { opacity: 0.5; }
`

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  children: ReactNode
}

/** On/off toggle (e.g. 'Has a South African ID', 'Auto Refresh'). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Track aria-hidden="true" />
      {children}
    </Root>
  )
}
