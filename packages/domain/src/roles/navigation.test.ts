import { describe, expect, it } from 'vitest'
import { menuForRole, topTabsForRole } from './navigation.ts'
import { indexRedirect, isStaffAdminRole } from './routes.ts'
import { KNOWN_ROLES } from './types.ts'

const menu = (role: string) => menuForRole(role).map(({ label, route }) => [label, route])

describe('menuForRole', () => {
  it.each(['Admin', 'Technical-Agent'])('gives %s the full menu', (role) => {
    expect(menu(role)).toEqual([
      ['Clients', '/agent/clients/all'],
      ['Onboarding', '/agent/onboarding'],
      ['Companies', '/agent/companies/all'],
      ['Devices', '/agent/devices/all'],
      ['Add a new account', '/agent/onboarding/client/add'],
      ['Add agent to dashboard', '/admin/add-agent'],
      ['Add company to dashboard', '/admin/add-company'],
      ...(role === 'Admin'
        ? [
            ['Checklist passcode', '/admin/checklist-passcode'],
            ['Audit trail', '/admin/audit'],
          ]
        : []),
      ['Change password', '/reset-password'],
      ['Logout', null],
    ])
  })

  it("gives a company admin 'Users' for the clients list", () => {
    expect(menu('Company-Admin')).toEqual([
      ['Users', '/agent/clients/all'],
      ['Companies', '/agent/companies/all'],
      ['Change password', '/reset-password'],
      ['Logout', null],
    ])
  })

  it('gives any other role the client work only', () => {
    expect(menu('Sales-Agent')).toEqual([
      ['Clients', '/agent/clients/all'],
      ['Onboarding', '/agent/onboarding'],
      ['Change password', '/reset-password'],
      ['Logout', null],
    ])
  })
})

describe('topTabsForRole', () => {
  it('shows Clients, Alarms, Rules, Onboarding, Companies, Burn In and Devices to staff admins', () => {
    const tabs = topTabsForRole('Admin')
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Clients',
      'Map',
      'Alarms',
      'Rules',
      'Onboarding',
      'Companies',
      'Burn In',
      'Devices',
      'Notifications',
    ])
    expect(tabs[1]).toEqual({ id: 'map', label: 'Map', route: '/agent/map', subTabs: [] })
    expect(tabs[2]?.subTabs).toEqual([{ label: 'All', route: '/agent/alarms/all' }])
    expect(tabs[3]?.subTabs).toEqual([
      { label: 'Geofences', route: '/agent/rules/geofences' },
      { label: 'Theft rules', route: '/agent/rules/theft-rules' },
    ])
    expect(tabs[4]?.subTabs).toEqual([
      { label: 'Outstanding details', route: '/agent/onboarding/outstanding-details' },
      { label: 'Booking pending', route: '/agent/onboarding/booking-pending' },
      { label: 'Scheduled', route: '/agent/onboarding/scheduled' },
    ])
    expect(tabs[0]?.subTabs).toEqual([{ label: 'All', route: '/agent/clients/all' }])
    expect(tabs[6]?.subTabs).toEqual([{ label: 'All', route: '/agent/burnin/all' }])
    expect(tabs[7]?.subTabs).toEqual([{ label: 'All', route: '/agent/devices/all' }])
    expect(tabs[8]).toEqual({ id: 'notifications', label: 'Notifications', route: '/agent/notifications', subTabs: [] })
  })

  it('matches the reduced menus for other roles, with Alarms and Rules next to the clients', () => {
    expect(topTabsForRole('Company-Admin').map((tab) => tab.label)).toEqual([
      'Users',
      'Map',
      'Alarms',
      'Rules',
      'Companies',
      'Notifications',
    ])
    expect(topTabsForRole('Sales-Agent').map((tab) => tab.label)).toEqual([
      'Clients',
      'Map',
      'Alarms',
      'Rules',
      'Onboarding',
      'Notifications',
    ])
  })
})

describe('indexRedirect', () => {
  it('sends the app. host to sign-up and others to login', () => {
    expect(indexRedirect('app.vigil.example')).toBe('/sign-up')
    expect(indexRedirect('APP.vigil.example')).toBe('/sign-up')
    expect(indexRedirect('dashboard.vigil.example')).toBe('/login')
    expect(indexRedirect('localhost')).toBe('/login')
  })
})

describe('isStaffAdminRole', () => {
  it('is true only for Admin and Technical-Agent', () => {
    expect(isStaffAdminRole('Admin')).toBe(true)
    expect(isStaffAdminRole('Technical-Agent')).toBe(true)
    expect(isStaffAdminRole('Company-Admin')).toBe(false)
    expect(isStaffAdminRole(null)).toBe(false)
  })
})

describe('KNOWN_ROLES', () => {
  it('names the four roles seen in the product', () => {
    expect(KNOWN_ROLES).toEqual(['Admin', 'Technical-Agent', 'Company-Admin', 'Account-Holder'])
  })
})
