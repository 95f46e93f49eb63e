import type { RoleName } from './types.ts'

// The dashboard's paths and who counts as staff: what the routing and the route guard need, kept apart from the menu
// and tabs so the signed-out pages' code does not carry them.

export const ROUTES = {
  index: '/',
  login: '/login',
  signUp: '/sign-up',
  agent: '/agent',
  clients: '/agent/clients/all',
  map: '/agent/map',
  onboarding: '/agent/onboarding',
  outstandingDetails: '/agent/onboarding/outstanding-details',
  bookingPending: '/agent/onboarding/booking-pending',
  scheduled: '/agent/onboarding/scheduled',
  companies: '/agent/companies/all',
  burnIn: '/agent/burnin/all',
  devices: '/agent/devices/all',
  alarms: '/agent/alarms/all',
  geofences: '/agent/rules/geofences',
  theftRules: '/agent/rules/theft-rules',
  notifications: '/agent/notifications',
  addAccount: '/agent/onboarding/client/add',
  addAgent: '/admin/add-agent',
  addCompany: '/admin/add-company',
  checklistPasscode: '/admin/checklist-passcode',
  audit: '/admin/audit',
  changePassword: '/reset-password',
} as const

export const isStaffAdminRole = (role: RoleName | null | undefined): boolean =>
  role === 'Admin' || role === 'Technical-Agent'

/** The index page: the customer host (app.…) goes to sign-up, every other host to login. */
export const indexRedirect = (hostname: string): string =>
  hostname.toLowerCase().startsWith('app.') ? ROUTES.signUp : ROUTES.login
