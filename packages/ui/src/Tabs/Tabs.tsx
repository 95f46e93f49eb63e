import { type Key, Link, ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import styled, { css } from 'styled-components'
import { VisuallyHidden } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface TabItem {
  id: string
  label: string
  /** Route of the tab; tabs with hrefs render as navigation links marked `aria-current="page"`. */
  href?: string
  /** A count beside the label, e.g. the open alarms: the number shows, '{value} {noun}' is read. */
  count?: { value: number; noun: string }
}

type Level = 'top' | 'sub'

const tabLook = css<{ $level: Level }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ $level }) => ($level === 'top' ? '44px' : '36px')};
  padding: 0 ${vars.space3};
  border-bottom: 3px solid transparent;
  color: ${vars.colorTextMuted};
  font-size: ${({ $level }) => ($level === 'top' ? vars.fontSizeMd : vars.fontSizeSm)};
  font-weight: ${vars.fontWeightMedium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${vars.colorText}; }
  &[data-selected], &[aria-current='page'] { color: ${vars.colorPrimary}; border-bottom-color: ${vars.colorPrimary}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; border-radius: ${vars.radiusSm}; }
`

const Count = styled.span`
  min-width: 1.5rem;
  margin-left: ${vars.space2};
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  background: ${vars.colorAlert};
  color: ${vars.colorTextInverse};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`

const TabCount = ({ count }: { count: TabItem['count'] }) =>
  count ? (
    <>
      {' '}
      <Count>
        {count.value}
        <VisuallyHidden> {count.noun}</VisuallyHidden>
      </Count>
    </>
  ) : null

const Strip = css<{ $level: Level }>`
  display: flex;
  gap: ${vars.space1};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.colorBorder};
  ${({ $level }) => ($level === 'sub' ? `background: ${vars.colorSurfaceSunken}; border-radius: ${vars.radiusSm} ${vars.radiusSm} 0 0;` : '')}
`

const NavList = styled.ul<{ $level: Level }>`
  ${Strip}
  list-style: none;
  margin: 0;
  padding: 0;
`

const NavLink = styled(Link)<{ $level: Level }>`
  ${tabLook}
`

const SelectList = styled(ToggleButtonGroup)<{ $level: Level }>`
  ${Strip}
`

const SelectTab = styled(ToggleButton)<{ $level: Level }>`
  ${tabLook}
  border-top: none;
  border-left: none;
  border-right: none;
  background: transparent;
  font-family: inherit;
`

export interface TabsProps {
  /** Names the tab strip, e.g. 'Sections', 'Onboarding', 'Filter'. */
  label: string
  tabs: readonly TabItem[]
  selectedKey: string
  onSelectionChange?: (id: string) => void
  /** 'top' for Clients / Onboarding / Companies / Burn In, 'sub' for their sub-tabs. */
  level?: Level
}

/** Top tabs and sub-tabs: route links when tabs carry hrefs, otherwise a single-choice toggle group (filter tabs). */
export function Tabs({ label, tabs, selectedKey, onSelectionChange, level = 'top' }: TabsProps) {
  if (tabs.every((tab) => tab.href)) {
    return (
      <nav aria-label={label}>
        <NavList $level={level}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <NavLink
                $level={level}
                href={tab.href}
                aria-current={tab.id === selectedKey ? 'page' : undefined}
                onPress={() => onSelectionChange?.(tab.id)}
              >
                {tab.label}
                <TabCount count={tab.count} />
              </NavLink>
            </li>
          ))}
        </NavList>
      </nav>
    )
  }
  return (
    <SelectList
      $level={level}
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys]
        if (key !== undefined) onSelectionChange?.(String(key))
      }}
    >
      {tabs.map((tab) => (
        <SelectTab key={tab.id} id={tab.id} $level={level}>
          {tab.label}
        </SelectTab>
      ))}
    </SelectList>
  )
}
