import { HubProvider, type HubProviderProps, HubStatus, useSession } from '@vigil/app-kit'
import { menuForRole, roleCan, type TopTab, topTabsForRole } from '@vigil/domain'
import { AppHeader, type MenuOption, Page, Stack, Tabs, vars } from '@vigil/ui'
import { useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { AlarmWatch } from '../Alarms/AlarmWatch.tsx'

// The connection state sits at the end of the tab strip while every tab fits beside it; when they do not (a tablet
// with every tab of an Admin), it moves to a line of its own above the strip rather than hide the last tabs, and
// only a strip wider than the screen (a phone) scrolls inside it.
const TabsRow = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space2} ${vars.space3};
  & > nav {
    flex: 1 1 auto;
    min-width: 0;
  }
`

/** A top tab owns the paths under its section, e.g. '/agent/onboarding/…' (tab ids are the section names). */
const tabForPath = (tabs: readonly TopTab[], pathname: string) =>
  tabs.find((tab) => pathname === `/agent/${tab.id}` || pathname.startsWith(`/agent/${tab.id}/`))

export interface AgentLayoutProps {
  /** The hub connection; the API's by default (stories pass a fake). */
  hub?: Pick<HubProviderProps, 'open' | 'wait'>
}

/** The /agent and /admin layout: header with role menu, top tabs and sub-tabs, the hub for the pages inside. */
export function AgentLayout({ hub }: AgentLayoutProps) {
  const { session, signOut } = useSession()
  const { pathname } = useLocation()
  const role = session?.userRole ?? ''
  const entries = menuForRole(role)
  const menuItems: MenuOption[] = entries.map((entry) => ({
    id: entry.id,
    label: entry.label,
    ...(entry.route ? { href: entry.route } : {}),
    separatorBefore: entry.id === 'changePassword',
  }))
  const tabs = topTabsForRole(role)
  const tab = tabForPath(tabs, pathname)
  const showSubTabs = tab?.subTabs.some((subTab) => subTab.route === pathname)
  const [openAlarms, setOpenAlarms] = useState(0)

  return (
    <HubProvider open={hub?.open} wait={hub?.wait}>
      {roleCan(role, 'alarms.read') ? <AlarmWatch onOpenCount={setOpenAlarms} /> : null}
      {/* No header links: the work areas are the tabs below (and the menu), not said twice (issue #28). */}
      {/* No header links: the work areas are the tabs below (and the menu), not said twice (issue #28). */}
      <AppHeader
        menuItems={menuItems}
        onMenuAction={(id) => {
          if (id === 'logout') signOut()
        }}
      />
      <Page>
        <Stack $gap={4}>
          <TabsRow>
            <Tabs
              label="Sections"
              tabs={tabs.map((top) => ({
                id: top.id,
                label: top.label,
                href: top.route,
                ...(top.id === 'alarms' && openAlarms > 0 ? { count: { value: openAlarms, noun: 'open' } } : {}),
              }))}
              selectedKey={tab?.id ?? ''}
            />
            <HubStatus />
          </TabsRow>
          {tab && showSubTabs ? (
            <Tabs
              label={tab.label}
              level="sub"
              tabs={tab.subTabs.map((subTab) => ({ id: subTab.route, label: subTab.label, href: subTab.route }))}
              selectedKey={pathname}
            />
          ) : null}
          <Outlet />
        </Stack>
      </Page>
    </HubProvider>
  )
}
