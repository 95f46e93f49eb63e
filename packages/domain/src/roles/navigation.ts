import { isStaffAdminRole, ROUTES } from './routes.ts'
import type { MenuEntry, RoleName, TopTab } from './types.ts'

// The header menu and the top tabs, which only the signed-in layout draws (the entry's routing needs `routes.ts` alone).

const entry = (id: MenuEntry['id'], label: string, route: string | null): MenuEntry => ({ id, label, route })

const CLIENTS = entry('clients', 'Clients', ROUTES.clients)
const USERS = entry('clients', 'Users', ROUTES.clients)
const ONBOARDING = entry('onboarding', 'Onboarding', ROUTES.onboarding)
const COMPANIES = entry('companies', 'Companies', ROUTES.companies)
// Not in the spec: the device stock (issue #15), where staff admins register trackers.
const DEVICES = entry('devices', 'Devices', ROUTES.devices)
const ADD_ACCOUNT = entry('addAccount', 'Add a new account', ROUTES.addAccount)
const ADD_AGENT = entry('addAgent', 'Add agent to dashboard', ROUTES.addAgent)
const ADD_COMPANY = entry('addCompany', 'Add company to dashboard', ROUTES.addCompany)
// Not in the spec: the Admin rotates the installation checklist's passcode (issue #27).
const CHECKLIST_PASSCODE = entry('checklistPasscode', 'Checklist passcode', ROUTES.checklistPasscode)
// Not in the spec: the audit trail (issue #27), for Admins only.
const AUDIT = entry('audit', 'Audit trail', ROUTES.audit)
const CHANGE_PASSWORD = entry('changePassword', 'Change password', ROUTES.changePassword)
const LOGOUT = entry('logout', 'Logout', null)

/** The header menu for a role (spec section 6); a company admin sees the clients list as 'Users'. */
export const menuForRole = (role: RoleName): MenuEntry[] => {
  if (role === 'Admin')
    return [
      CLIENTS,
      ONBOARDING,
      COMPANIES,
      DEVICES,
      ADD_ACCOUNT,
      ADD_AGENT,
      ADD_COMPANY,
      CHECKLIST_PASSCODE,
      AUDIT,
      CHANGE_PASSWORD,
      LOGOUT,
    ]
  if (isStaffAdminRole(role))
    return [CLIENTS, ONBOARDING, COMPANIES, DEVICES, ADD_ACCOUNT, ADD_AGENT, ADD_COMPANY, CHANGE_PASSWORD, LOGOUT]
  if (role === 'Company-Admin') return [USERS, COMPANIES, CHANGE_PASSWORD, LOGOUT]
  return [CLIENTS, ONBOARDING, CHANGE_PASSWORD, LOGOUT]
}

const allTab = (route: string) => [{ label: 'All', route }]

const CLIENTS_TAB: TopTab = { id: 'clients', label: 'Clients', route: ROUTES.clients, subTabs: allTab(ROUTES.clients) }
const ONBOARDING_TAB: TopTab = {
  id: 'onboarding',
  label: 'Onboarding',
  route: ROUTES.onboarding,
  subTabs: [
    { label: 'Outstanding details', route: ROUTES.outstandingDetails },
    { label: 'Booking pending', route: ROUTES.bookingPending },
    { label: 'Scheduled', route: ROUTES.scheduled },
  ],
}
const COMPANIES_TAB: TopTab = {
  id: 'companies',
  label: 'Companies',
  route: ROUTES.companies,
  subTabs: allTab(ROUTES.companies),
}
const BURN_IN_TAB: TopTab = { id: 'burnin', label: 'Burn In', route: ROUTES.burnIn, subTabs: allTab(ROUTES.burnIn) }
const DEVICES_TAB: TopTab = { id: 'devices', label: 'Devices', route: ROUTES.devices, subTabs: allTab(ROUTES.devices) }
// Not in the spec: the fleet map (issue #28), beside the clients for every role that sees clients.
const MAP_TAB: TopTab = { id: 'map', label: 'Map', route: ROUTES.map, subTabs: [] }
// Not in the spec: the alarm desk (issue #21), for every role that sees clients.
const ALARMS_TAB: TopTab = { id: 'alarms', label: 'Alarms', route: ROUTES.alarms, subTabs: allTab(ROUTES.alarms) }
// Not in the spec: geofences and theft rules (issue #30) in one 'Rules' area beside the desk their alarms reach, since
// a rule is made from a geofence: the agent draws the place, then says what crossing it means.
const RULES_TAB: TopTab = {
  id: 'rules',
  label: 'Rules',
  route: ROUTES.geofences,
  subTabs: [
    { label: 'Geofences', route: ROUTES.geofences },
    { label: 'Theft rules', route: ROUTES.theftRules },
  ],
}
// Not in the spec: who hears about alarms and how (issue #30), for every role of the dashboard, last.
const NOTIFICATIONS_TAB: TopTab = {
  id: 'notifications',
  label: 'Notifications',
  route: ROUTES.notifications,
  subTabs: [],
}

/**
 * Top tabs follow the menu: staff admins see all of them (the device stock last), a company admin Users and Companies,
 * others the client work; the Map, Alarms and Rules tabs sit next to the clients for every role that sees clients
 * (every role that signs in to the dashboard may keep geofences and rules: theftRules.read), and Notifications comes
 * last for everyone.
 */
export const topTabsForRole = (role: RoleName): TopTab[] => {
  if (isStaffAdminRole(role))
    return [
      CLIENTS_TAB,
      MAP_TAB,
      ALARMS_TAB,
      RULES_TAB,
      ONBOARDING_TAB,
      COMPANIES_TAB,
      BURN_IN_TAB,
      DEVICES_TAB,
      NOTIFICATIONS_TAB,
    ]
  if (role === 'Company-Admin')
    return [{ ...CLIENTS_TAB, label: 'Users' }, MAP_TAB, ALARMS_TAB, RULES_TAB, COMPANIES_TAB, NOTIFICATIONS_TAB]
  return [CLIENTS_TAB, MAP_TAB, ALARMS_TAB, RULES_TAB, ONBOARDING_TAB, NOTIFICATIONS_TAB]
}
