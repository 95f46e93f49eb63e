import { ListBox, ListBoxItem, Popover } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

// react-aria keeps a popover 12 px inside the viewport; a full-width field's list wider than that overflows the page,
// and the scroll that brings a keyboard-focused option into view closes the list.
export const OptionsPopover = styled(Popover)`
  min-width: min(var(--trigger-width), calc(100vw - 24px));
  max-width: calc(100vw - 24px);
  max-height: 320px;
  overflow: auto;
  background: ${vars.colorSurfaceRaised};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  box-shadow: ${vars.elevation2};
  outline: none;
`

export const Options = styled(ListBox)`
  padding: ${vars.space1};
  outline: none;
`

export const Option = styled(ListBoxItem)`
  padding: ${vars.space2} ${vars.space3};
  border-radius: ${vars.radiusSm};
  color: ${vars.colorText};
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${vars.colorInfoSurface}; }
  &[data-selected] { font-weight: ${vars.fontWeightBold}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${vars.colorFocus}; }
  &[data-disabled] { color: ${vars.colorTextMuted}; cursor: not-allowed; }
`
