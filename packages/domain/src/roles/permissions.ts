import { KNOWN_ROLES, type KnownRole, type RoleName } from './types.ts'

/** Everything the API authorises, one name per kind of call. */
export const PERMISSION_ACTIONS = [
  'auth.signIn',
  'auth.signUp',
  'auth.refreshTokens',
  'auth.passwordReset',
  'auth.confirmPhone',
  'my.password',
  'my.deviceStatus',
  'my.subscription',
  'my.vehicles',
  'installations.checklist',
  'installations.rotatePasscode',
  'roles.read',
  'users.read',
  'users.create',
  'users.update',
  'users.resendPasswordLink',
  'accountHolders.create',
  'drivers.create',
  'drivers.update',
  'vehicles.read',
  'vehicles.create',
  'vehicles.lock',
  'vehicles.alert',
  'vehicles.history',
  'vehicles.linkDevice',
  'devices.read',
  'devices.register',
  'vehicleTypes.read',
  'fitmentCenters.read',
  'installationBookings.write',
  'subscriptionPlans.read',
  'subscriptions.create',
  'subscriptions.retryPayment',
  'companies.read',
  'companies.create',
  'companies.delete',
  'companyUsers.read',
  'companyUsers.add',
  'companyUsers.remove',
  'burnin.read',
  'burnin.run',
  'alarms.read',
  'alarms.work',
  'audit.read',
  'theftRules.read',
  'theftRules.write',
  'my.notifications',
  'notifications.manage',
] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/**
 * How far an allowed action reaches: 'any' record, records of the caller's 'company', the caller's 'own'
 * records (/My), 'public' (no sign-in) or 'passcode' (the checklist's X-Passcode instead of a sign-in).
 */
export type PermissionScope = 'any' | 'company' | 'own' | 'public' | 'passcode'

/**
 * Whom a permission row names: each known role, 'Agent' for any other role (staff whose menu offers the client work:
 * Clients, Onboarding) and 'anonymous' for a caller not signed in.
 */
export type PermissionSubject = KnownRole | 'Agent' | 'anonymous'

type Row = Partial<Record<PermissionSubject, PermissionScope>>

const SIGNED_IN: readonly PermissionSubject[] = [...KNOWN_ROLES, 'Agent']
const each = (subjects: readonly PermissionSubject[], scope: PermissionScope): Row =>
  Object.fromEntries(subjects.map((subject) => [subject, scope]))

const EVERYONE_PUBLIC = each([...SIGNED_IN, 'anonymous'], 'public')
const EVERYONE_PASSCODE = each([...SIGNED_IN, 'anonymous'], 'passcode')
const SIGNED_IN_OWN = each(SIGNED_IN, 'own')
const STAFF_ADMINS: Row = { Admin: 'any', 'Technical-Agent': 'any' }
const AGENTS: Row = { ...STAFF_ADMINS, Agent: 'any' }
const AGENTS_AND_COMPANY: Row = { ...AGENTS, 'Company-Admin': 'company' }
const STAFF_AND_COMPANY: Row = { ...STAFF_ADMINS, 'Company-Admin': 'company' }
const AGENTS_COMPANY_AND_HOLDER: Row = { ...AGENTS_AND_COMPANY, 'Account-Holder': 'own' }

export const PERMISSIONS: Readonly<Record<PermissionAction, Row>> = {
  'auth.signIn': EVERYONE_PUBLIC,
  'auth.signUp': EVERYONE_PUBLIC,
  'auth.refreshTokens': EVERYONE_PUBLIC,
  'auth.passwordReset': EVERYONE_PUBLIC,
  'auth.confirmPhone': EVERYONE_PUBLIC,
  'my.password': SIGNED_IN_OWN,
  'my.deviceStatus': SIGNED_IN_OWN,
  'my.subscription': SIGNED_IN_OWN,
  'my.vehicles': SIGNED_IN_OWN,
  'installations.checklist': EVERYONE_PASSCODE,
  // A new checklist passcode for every installer: for the Admin alone (issue #27).
  'installations.rotatePasscode': { Admin: 'any' },
  'roles.read': STAFF_ADMINS,
  'users.read': AGENTS_AND_COMPANY,
  'users.create': STAFF_ADMINS,
  'users.update': AGENTS,
  'users.resendPasswordLink': AGENTS,
  'accountHolders.create': AGENTS,
  'drivers.create': AGENTS,
  'drivers.update': AGENTS,
  'vehicles.read': AGENTS_AND_COMPANY,
  'vehicles.create': AGENTS,
  'vehicles.lock': AGENTS_AND_COMPANY,
  'vehicles.alert': AGENTS_AND_COMPANY,
  'vehicles.history': AGENTS_AND_COMPANY,
  'vehicles.linkDevice': AGENTS,
  'devices.read': AGENTS,
  // The device stock: registering trackers and handing out their MQTT secrets is for staff admins only.
  'devices.register': STAFF_ADMINS,
  'vehicleTypes.read': AGENTS,
  'fitmentCenters.read': AGENTS,
  'installationBookings.write': AGENTS,
  'subscriptionPlans.read': AGENTS,
  'subscriptions.create': AGENTS,
  'subscriptions.retryPayment': AGENTS,
  'companies.read': STAFF_AND_COMPANY,
  'companies.create': STAFF_ADMINS,
  'companies.delete': STAFF_ADMINS,
  'companyUsers.read': STAFF_AND_COMPANY,
  'companyUsers.add': STAFF_AND_COMPANY,
  'companyUsers.remove': STAFF_ADMINS,
  'burnin.read': STAFF_ADMINS,
  'burnin.run': STAFF_ADMINS,
  // The alarm desk (issue #21): whoever may see a vehicle sees and works its alarms.
  'alarms.read': AGENTS_AND_COMPANY,
  'alarms.work': AGENTS_AND_COMPANY,
  // The audit trail (issue #27): who did what, from where; only an Admin reads it.
  'audit.read': { Admin: 'any' },
  // Geofences and theft rules (issue #30): agents for any vehicle, a Company-Admin for their companies' and an
  // account holder for their own ('home' and 'work' are the everyday case).
  'theftRules.read': AGENTS_COMPANY_AND_HOLDER,
  'theftRules.write': AGENTS_COMPANY_AND_HOLDER,
  // Notifications (issue #30): each person their own channels; webhooks and escalation per company.
  'my.notifications': SIGNED_IN_OWN,
  'notifications.manage': STAFF_AND_COMPANY,
}

const isKnownRole = (role: string): role is KnownRole => (KNOWN_ROLES as readonly string[]).includes(role)

/** null (no sign-in) is anonymous; a role KNOWN_ROLES does not list is an agent. */
export const permissionSubject = (role: RoleName | null | undefined): PermissionSubject => {
  if (!role) return 'anonymous'
  return isKnownRole(role) ? role : 'Agent'
}

/** How far `role` may perform `action`, or null when it may not at all. */
export const permissionScope = (role: RoleName | null | undefined, action: PermissionAction): PermissionScope | null =>
  PERMISSIONS[action][permissionSubject(role)] ?? null

/** The one authorisation lookup; company and ownership scoping is applied by the caller with `permissionScope`. */
export const roleCan = (role: RoleName | null | undefined, action: PermissionAction): boolean =>
  permissionScope(role, action) !== null

/**
 * Whose create-password link each subject may send (POST Users/ResendPasswordCreationLink): an agent never an
 * Admin's (a link to an Admin's account is a way into it), other staff only their clients' (issue #27).
 */
export const PASSWORD_LINK_RECIPIENTS: Readonly<Record<PermissionSubject, readonly PermissionSubject[]>> = {
  Admin: ['Admin', 'Technical-Agent', 'Company-Admin', 'Account-Holder', 'Agent'],
  'Technical-Agent': ['Technical-Agent', 'Company-Admin', 'Account-Holder', 'Agent'],
  'Company-Admin': [],
  'Account-Holder': [],
  Agent: ['Account-Holder'],
  anonymous: [],
}

/** Whether `sender` may send a create-password link to a user whose role is `recipient`. */
export const maySendPasswordLink = (
  sender: RoleName | null | undefined,
  recipient: RoleName | null | undefined,
): boolean =>
  roleCan(sender, 'users.resendPasswordLink') &&
  recipient !== null &&
  recipient !== undefined &&
  PASSWORD_LINK_RECIPIENTS[permissionSubject(sender)].includes(permissionSubject(recipient))
