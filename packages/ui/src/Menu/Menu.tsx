import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type Key,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components'
import styled from 'styled-components'
import { MoreIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

export interface MenuOption {
  id: string
  label: string
  /** Navigates instead of calling `onAction`; apps plug their router through react-aria's RouterProvider. */
  href?: string
  isDisabled?: boolean
  tone?: 'default' | 'danger'
  /** Draws a separator above this entry. */
  separatorBefore?: boolean
}

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space2};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space2};
  border: 1px solid transparent;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  outline: none;
  &[data-hovered], &[data-pressed] { background: ${vars.colorSurfaceSunken}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const Panel = styled(Popover)`
  min-width: 200px;
  background: ${vars.colorSurfaceRaised};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  box-shadow: ${vars.elevation2};
  outline: none;
`

const List = styled(AriaMenu)`
  padding: ${vars.space1};
  outline: none;
`

const Item = styled(AriaMenuItem)<{ $tone: 'default' | 'danger' }>`
  display: block;
  padding: ${vars.space2} ${vars.space3};
  border-radius: ${vars.radiusSm};
  color: ${({ $tone }) => ($tone === 'danger' ? vars.colorDanger : vars.colorText)};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${vars.colorInfoSurface}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${vars.colorFocus}; }
  &[data-disabled] { color: ${vars.colorTextMuted}; cursor: not-allowed; }
`

const Rule = styled(Separator)`
  height: 1px;
  margin: ${vars.space1} 0;
  background: ${vars.colorBorder};
`

export interface MenuProps {
  /** Accessible name of the trigger, e.g. 'Client actions'. */
  label: string
  items: readonly MenuOption[]
  onAction?: (id: string) => void
  /** Trigger content (an icon); defaults to '⋮'. `label` names the trigger either way. */
  trigger?: ReactNode
  defaultOpen?: boolean
  placement?: 'bottom end' | 'bottom start'
}

/** A card or header menu: react-aria MenuTrigger with keyboard navigation and typeahead. */
export function Menu({ label, items, onAction, trigger, defaultOpen, placement = 'bottom end' }: MenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Trigger aria-label={label}>{trigger ?? <MoreIcon size={22} />}</Trigger>
      <Panel placement={placement}>
        <List aria-label={label} onAction={(key: Key) => onAction?.(String(key))}>
          {items.map((entry) => [
            entry.separatorBefore ? <Rule key={`${entry.id}-separator`} /> : null,
            <Item
              key={entry.id}
              id={entry.id}
              href={entry.href}
              isDisabled={entry.isDisabled}
              $tone={entry.tone ?? 'default'}
            >
              {entry.label}
            </Item>,
          ])}
        </List>
      </Panel>
    </MenuTrigger>
  )
}
