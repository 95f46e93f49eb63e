// The audit trail (issue #27): every action a person takes that changes the world or someone's access, append-only.

/** What was done, one name per kind of action; the audit screen filters by it. */
export const AUDIT_ACTIONS = [
  'vehicle.lock',
  'vehicle.unlock',
  'vehicle.alertArmedResponse',
  'vehicle.alertAirAmbulance',
  'vehicle.create',
  'vehicle.linkDevice',
  'vehicle.changeDevice',
  'vehicle.reactivateDevice',
  'alarm.acknowledge',
  'alarm.dispatchArmedResponse',
  'alarm.dispatchAirAmbulance',
  'alarm.resolve',
  'account.signIn',
  'account.signInFailed',
  'account.signUp',
  'account.phoneConfirmed',
  'account.passwordResetStarted',
  'account.passwordReset',
  'account.passwordCreated',
  'account.passwordChanged',
  'account.passwordLinkSent',
  'account.contactDetails',
  'account.agentAdded',
  'account.accountHolderAdded',
  'account.driverAdded',
  'account.driverContactDetails',
  'device.register',
  'device.import',
  'company.create',
  'company.delete',
  'company.userAdded',
  'company.userRemoved',
  'company.escalation',
  'company.webhookAdded',
  'company.webhookChanged',
  'company.webhookDeleted',
  'company.webhookReplayed',
  'theft.geofenceAdded',
  'theft.geofenceChanged',
  'theft.geofenceDeleted',
  'theft.ruleAdded',
  'theft.ruleChanged',
  'theft.ruleDeleted',
  'onboarding.booking',
  'onboarding.bookingChanged',
  'onboarding.subscription',
  'onboarding.paymentRetry',
  'checklist.open',
  'checklist.stepSaved',
  'checklist.stepAdded',
  'checklist.restart',
  'checklist.autoLock',
  'checklist.lock',
  'checklist.unlock',
  'checklist.lockConfirmed',
  'checklist.unlockConfirmed',
  'checklist.fuelCut',
  'checklist.fuelRestore',
  'checklist.passcodeWrong',
  'checklist.passcodeRotated',
  'burnin.addUnit',
  'burnin.removeUnit',
  'burnin.startUnit',
  'burnin.stopUnit',
  'burnin.startAll',
  'burnin.stopAll',
  'burnin.retryFailed',
  'burnin.retryTest',
  'system.signInStorm',
  'system.passcodeStorm',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Who acted: a signed-in user (with their role then), an installer with the checklist passcode, nobody signed in, or the system. */
export const AUDIT_ACTOR_KINDS = ['user', 'passcode', 'anonymous', 'system'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]

/** A recorded value before or after a change: flat, so that a screen and a CSV file can show it as it is. */
export type AuditValues = Record<string, string | number | boolean | null>

/** An entry as GET /AuditEntries answers it. Times are ISO 8601. */
export interface AuditEntry {
  id: number
  on: string
  action: AuditAction
  actorKind: AuditActorKind
  actorUserId: number | null
  /** The actor's name as it is now (null once the user is deleted, or for a passcode session or the system). */
  actorName: string | null
  /** The actor's role when they acted. */
  actorRole: string | null
  vehicleId: number | null
  vehicleRegistration: string | null
  deviceId: number | null
  /** The user acted on (an account changed, a company member added). */
  userId: number | null
  userName: string | null
  companyId: number | null
  /** What the action named when there is no record for it: an email typed at sign-in, a device serial number. */
  subject: string | null
  before: AuditValues | null
  after: AuditValues | null
  note: string | null
  /** The client's address; null for the system. */
  address: string | null
}
