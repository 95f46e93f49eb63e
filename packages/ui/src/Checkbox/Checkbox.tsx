import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import styled from 'styled-components'
import { CheckIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  border: 2px solid ${vars.colorBorderStrong};
  border-radius: ${vars.radiusSm};
  background: ${vars.colorSurface};
  color: ${vars.colorPrimaryText};
  & > svg { visibility: hidden; }
`

const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space2};
  cursor: pointer;
  color: ${vars.colorText};
  &[data-selected] ${Box} { background: ${vars.colorPrimary}; border-color: ${vars.colorPrimary}; }
  &[data-selected] ${Box} > svg { visibility: visible; }
  &[data-focus-visible] ${Box} { box-shadow: ${vars.focusRing}; }
  &[data-invalid] ${Box} { border-color: ${vars.colorDanger}; }
  &[data-disabled] { cursor: not-allowed; color: ${vars.colorTextMuted}; }
  &[data-disabled] ${Box} { opacity: 0.5; }
`

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children: ReactNode
}

/** Labelled checkbox (consents, the existing-installation confirmation). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      <Box aria-hidden="true">
        <CheckIcon size={16} />
      </Box>
      <span>{children}</span>
    </Root>
  )
}
