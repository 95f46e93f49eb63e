import type { PermissionAction } from './permissions.ts'

/**
 * The action of the role x action table each dashboard area needs (the data its pages load or send), by path
 * prefix; the longest prefix decides. A signed-in role without that action is sent to its home (/agent), so a
 * page never opens only to fail on data the API refuses it (issue #27: a Company-Admin on /agent/burnin/all).
 */
export const ROUTE_ACCESS: Readonly<Record<string, PermissionAction>> = {
  '/agent/clients': 'users.read',
  '/agent/clients/:clientId/vehicle': 'vehicles.history',
  '/agent/map': 'vehicles.read',
  '/agent/onboarding': 'accountHolders.create',
  '/agent/onboarding/client/:clientId/add-driver': 'drivers.create',
  '/agent/onboarding/client/:clientId/installation': 'installationBookings.write',
  '/agent/onboarding/client/:clientId/payment': 'subscriptions.create',
  '/agent/companies': 'companies.read',
  '/agent/companies/:companyId/link-user': 'companyUsers.add',
  '/agent/burnin': 'burnin.read',
  // The device stock: the menu offers it to staff admins, who register trackers there.
  '/agent/devices': 'devices.register',
  '/agent/alarms': 'alarms.read',
  '/agent/rules': 'theftRules.read',
  '/admin/add-agent': 'users.create',
  '/admin/add-company': 'companies.create',
  '/admin/checklist-passcode': 'installations.rotatePasscode',
  '/admin/audit': 'audit.read',
}

const segments = (path: string) => path.split('/').filter(Boolean)

/** Whether `pattern` (with `:param` segments) is a prefix of `pathname` by whole segments. */
const matchesPrefix = (pattern: string, pathname: string): boolean => {
  const want = segments(pattern)
  const have = segments(pathname)
  return want.length <= have.length && want.every((part, index) => part.startsWith(':') || part === have[index])
}

/** The action a dashboard path needs, or null when the table names none (the 404 page, the public pages). */
export const routeAction = (pathname: string): PermissionAction | null => {
  let best: { length: number; action: PermissionAction } | null = null
  for (const [pattern, action] of Object.entries(ROUTE_ACCESS)) {
    const length = segments(pattern).length
    if (matchesPrefix(pattern, pathname) && (!best || length > best.length)) best = { length, action }
  }
  return best?.action ?? null
}
