import { Input, Label, Text } from 'react-aria-components'
import styled, { css } from 'styled-components'
import { vars } from '../theme/index.ts'

export const FieldLabel = styled(Label)`
  display: block;
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
  color: ${vars.colorText};
`

export const HelpText = styled(Text)`
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`

export const fieldFrame = css`
  min-height: 44px;
  border: 1px solid ${vars.colorBorderStrong};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font: inherit;
  outline: none;
  &[data-focus-visible], &[data-focused], &:focus-within { border-color: ${vars.colorFocus}; box-shadow: ${vars.focusRing}; }
  &[data-invalid] { border-color: ${vars.colorDanger}; }
  &[data-disabled] { background: ${vars.colorSurfaceSunken}; color: ${vars.colorTextMuted}; cursor: not-allowed; }
`

export const FieldInput = styled(Input)`
  ${fieldFrame}
  width: 100%;
  padding: 0 ${vars.space3};
  &[data-focused] { border-color: ${vars.colorFocus}; box-shadow: ${vars.focusRing}; }
  &::placeholder { color: ${vars.colorTextMuted}; }
  &[readonly] { background: ${vars.colorSurfaceSunken}; }
`

export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  min-width: 0;
`
