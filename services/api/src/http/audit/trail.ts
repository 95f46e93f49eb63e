import type { Database, NewAuditEntry } from '@vigil/db'
import { devices, drivers, installations, passwordTokens, users } from '@vigil/db/schema'
import { type AuditAction, type AuditValues, parseStep5State } from '@vigil/domain'
import { hashToken } from '@vigil/server-kit/passwords'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'

/** What a route's entry names: the records acted on, and values before and after. */
export type AuditTarget = Pick<
  NewAuditEntry,
  'vehicleId' | 'deviceId' | 'userId' | 'companyId' | 'subject' | 'before' | 'after' | 'note'
>

export type AuditContext = {
  request: FastifyRequest
  status: number
  /** The JSON answer, or null. */
  answer: Record<string, unknown> | null
  /** What `find` read before the handler ran. */
  found: AuditTarget
}

export type RouteAudit = {
  /** What a successful (2xx) call records; null records nothing for this call. */
  action: AuditAction | ((context: AuditContext) => AuditAction | null)
  /** What a refused call records (a wrong password); by default a refused call records nothing. */
  refused?: (context: AuditContext) => AuditAction | null
  /** Reads, before the handler changes it, what the entry needs (the old contact details, a token's user). */
  find?: (db: Database, request: FastifyRequest) => Promise<AuditTarget>
  /** Reads, after the handler, what its answer names (the vehicle and tracker of the installation a checklist opened). */
  settled?: (db: Database, context: AuditContext) => Promise<AuditTarget>
  target?: (context: AuditContext) => AuditTarget
}

const params = (request: FastifyRequest) => request.params as Record<string, string | undefined>
const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>
const id = (value: unknown): number | null => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null
}
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null)
const answerId = ({ answer }: AuditContext) => id(answer?.id)
const vehicleParam = ({ request }: AuditContext): AuditTarget => ({ vehicleId: id(params(request).vehicleId) })

/** Only the fields named, and only flat values: bodies carry passwords and tokens that never reach the trail. */
const pick = (source: Record<string, unknown> | null | undefined, ...names: string[]): AuditValues | null => {
  if (!source) return null
  const values: AuditValues = {}
  for (const name of names) {
    const value = source[name]
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      values[name] = value as AuditValues[string]
  }
  return Object.keys(values).length ? values : null
}

const userContact = async (db: Database, userId: number | null): Promise<AuditTarget> => {
  if (userId === null) return {}
  const [row] = await db
    .select({ email: users.email, phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
  return { userId, before: row ?? null }
}

const tokenOwner = async (db: Database, request: FastifyRequest): Promise<AuditTarget> => {
  const token = text(body(request).passwordResetToken)
  if (!token) return {}
  const [row] = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, hashToken(token)))
  return { userId: row?.userId ?? null }
}

/** The installation a checklist call names, and its tracker's serial: what the installer is known by (no account). */
const installationOf = async (db: Database, request: FastifyRequest): Promise<AuditTarget> => {
  const installationId = id(params(request).id)
  if (installationId === null) return {}
  const [row] = await db
    .select({ vehicleId: installations.vehicleId, deviceId: installations.deviceId, subject: devices.serialNumber })
    .from(installations)
    .leftJoin(devices, eq(devices.id, installations.deviceId))
    .where(eq(installations.id, installationId))
  return { ...row, after: { installationId } }
}

/** The tracker a fuel command names, and its open installation: what the installer is known by. */
const deviceBySerial = async (db: Database, request: FastifyRequest): Promise<AuditTarget> => {
  const serial = text(params(request).serial)
  if (!serial) return {}
  const [row] = await db
    .select({ deviceId: devices.id, vehicleId: devices.vehicleId, installationId: installations.id })
    .from(devices)
    .leftJoin(installations, and(eq(installations.deviceId, devices.id), isNull(installations.dateCompleted)))
    .where(eq(devices.serialNumber, serial))
    .orderBy(desc(installations.id))
    .limit(1)
  if (!row) return { subject: serial }
  const { installationId, ...device } = row
  return { ...device, subject: serial, after: installationId === null ? null : { installationId } }
}

const signedInAs = ({ answer }: AuditContext): AuditTarget => ({ userId: id(answer?.userId) })

const checklistStep: RouteAudit['target'] = ({ request, found }) => ({
  ...found,
  after: { ...found.after, ...pick(body(request), 'stepNumber', 'StepNumber', 'verified', 'state') },
})

/**
 * The fuel-cut test's lock or unlock, polled every few seconds while it waits: an entry when the call sent the
 * tracker its command (once a minute at most) and one when the tracker's report confirmed it; a poll that did
 * neither records nothing.
 */
const step5LockUnlock: RouteAudit = {
  find: installationOf,
  action: ({ request, answer }) => {
    const lock = params(request).action === 'lock'
    const state = parseStep5State(text(answer?.state))
    if (lock ? state.lockConfirmedOnDateTime : state.unlockConfirmedOnDateTime)
      return lock ? 'checklist.lockConfirmed' : 'checklist.unlockConfirmed'
    if (request.commandSent) return lock ? 'checklist.lock' : 'checklist.unlock'
    return null
  },
  target: ({ request, answer, found }) => {
    const state = parseStep5State(text(answer?.state))
    const reportedOn =
      params(request).action === 'lock' ? state.lockConfirmedOnDateTime : state.unlockConfirmedOnDateTime
    return {
      ...found,
      after: { ...found.after, ...(reportedOn ? { reportedOn } : pick(request.commandSent, 'commandId', 'state')) },
    }
  },
}

/**
 * Every route that changes the world or someone's access, by method and path (under /api), and what its entry says.
 * A test fails when a write route is in neither this table nor `UNAUDITED_ROUTES`.
 */
export const AUDITED_ROUTES: Readonly<Record<string, RouteAudit>> = {
  'PUT /Vehicles/:vehicleId/Lock': {
    action: 'vehicle.lock',
    target: (context) => ({ ...vehicleParam(context), after: pick(context.answer, 'commandId', 'state') }),
  },
  'PUT /Vehicles/:vehicleId/Unlock': {
    action: 'vehicle.unlock',
    target: (context) => ({ ...vehicleParam(context), after: pick(context.answer, 'commandId', 'state') }),
  },
  'POST /Vehicles/:vehicleId/AlertAura': { action: 'vehicle.alertArmedResponse', target: vehicleParam },
  'POST /Vehicles/:vehicleId/AlertCapitalAir': { action: 'vehicle.alertAirAmbulance', target: vehicleParam },
  'POST /Vehicles': {
    action: 'vehicle.create',
    target: (context) => ({
      vehicleId: answerId(context),
      userId: id(body(context.request).userId),
      after: pick(body(context.request), 'registrationNumber', 'vehicle', 'colour'),
    }),
  },
  'POST /Vehicles/:vehicleId/ChangeLinkedDevice': {
    action: 'vehicle.changeDevice',
    target: (context) => ({
      ...vehicleParam(context),
      deviceId: answerId(context),
      before: { serialNumber: text(body(context.request).currentDeviceSerialNumber) },
      after: { serialNumber: text(body(context.request).newDeviceSerialNumber) },
    }),
  },
  'POST /Vehicles/:vehicleId/LinkDeviceFree': {
    action: 'vehicle.linkDevice',
    target: (context) => ({
      ...vehicleParam(context),
      deviceId: answerId(context),
      after: { serialNumber: text(body(context.request).deviceSerialNumber) },
    }),
  },
  'POST /Vehicles/:vehicleId/ReactivateDevice': {
    action: 'vehicle.reactivateDevice',
    target: (context) => ({ ...vehicleParam(context), deviceId: answerId(context) }),
  },
  'POST /Alarms/:alarmId/Acknowledge': {
    action: 'alarm.acknowledge',
    target: ({ request, answer }) => ({
      vehicleId: id(answer?.vehicleId),
      after: { alarmId: id(params(request).alarmId), kind: text(answer?.kind) },
    }),
  },
  'POST /Alarms/:alarmId/Dispatch': {
    action: ({ request }) =>
      body(request).service === 'air-ambulance' ? 'alarm.dispatchAirAmbulance' : 'alarm.dispatchArmedResponse',
    target: ({ request, answer }) => ({
      vehicleId: id(answer?.vehicleId),
      after: { alarmId: id(params(request).alarmId), kind: text(answer?.kind), service: text(body(request).service) },
    }),
  },
  'POST /Alarms/:alarmId/Resolve': {
    action: 'alarm.resolve',
    target: ({ request, answer }) => ({
      vehicleId: id(answer?.vehicleId),
      after: { alarmId: id(params(request).alarmId), kind: text(answer?.kind) },
      note: text(body(request).note),
    }),
  },
  'POST /Auth/SignInByEmail': {
    action: 'account.signIn',
    refused: ({ status }) => (status === 400 || status === 429 ? 'account.signInFailed' : null),
    target: (context) => ({
      ...signedInAs(context),
      subject: text(body(context.request).email)?.toLowerCase() ?? null,
      after: context.status === 429 ? { refused: 'too many wrong passwords' } : null,
    }),
  },
  'POST /Auth/SignUp': {
    action: 'account.signUp',
    target: (context) => ({ userId: answerId(context), subject: text(body(context.request).Email)?.toLowerCase() }),
  },
  'POST /Auth/ConfirmPhone': {
    action: 'account.phoneConfirmed',
    // The one-time code itself is never kept, not even once used.
    target: ({ request }) => ({ after: pick(body(request), 'PhoneNumber') }),
  },
  'POST /Auth/StartPasswordReset': {
    action: 'account.passwordResetStarted',
    target: ({ request }) => ({ subject: text(body(request).Email)?.toLowerCase() }),
  },
  'POST /Auth/CompletePasswordReset': { action: 'account.passwordReset', find: tokenOwner },
  'POST /My/CreatePassword': { action: 'account.passwordCreated', find: tokenOwner },
  'POST /My/UpdatePassword': {
    action: 'account.passwordChanged',
    target: ({ request }) => ({ userId: request.user?.id ?? null }),
  },
  'POST /Users/ResendPasswordCreationLink': {
    action: 'account.passwordLinkSent',
    target: ({ request }) => ({ userId: id(body(request).userId) }),
  },
  'POST /Users': {
    action: 'account.agentAdded',
    target: (context) => ({
      userId: answerId(context),
      after: pick(body(context.request), 'Email', 'RoleName', 'FirstName', 'LastName'),
    }),
  },
  'POST /Users/AccountHolder': {
    action: 'account.accountHolderAdded',
    target: (context) => ({
      userId: answerId(context),
      after: pick(body(context.request), 'email', 'firstName', 'lastName'),
    }),
  },
  'PUT /Users/:id': {
    action: 'account.contactDetails',
    find: (db, request) => userContact(db, id(params(request).id)),
    target: ({ request, found }) => ({ ...found, after: pick(body(request), 'email', 'phoneCode', 'phoneNumber') }),
  },
  'POST /Drivers': {
    action: 'account.driverAdded',
    target: (context) => ({
      vehicleId: id(body(context.request).vehicleId),
      after: { driverId: answerId(context), ...pick(body(context.request), 'email', 'firstName', 'lastName') },
    }),
  },
  'PUT /Drivers/:id': {
    action: 'account.driverContactDetails',
    find: async (db, request) => {
      const driverId = id(params(request).id)
      if (driverId === null) return {}
      const [row] = await db
        .select({
          vehicleId: drivers.vehicleId,
          email: drivers.email,
          phoneCode: drivers.phoneCode,
          phoneNumber: drivers.phoneNumber,
        })
        .from(drivers)
        .where(eq(drivers.id, driverId))
      if (!row) return {}
      const { vehicleId, ...before } = row
      return { vehicleId, before: { driverId, ...before } }
    },
    target: ({ request, found }) => ({
      ...found,
      after: { driverId: id(params(request).id), ...pick(body(request), 'email', 'phoneCode', 'phoneNumber') },
    }),
  },
  'POST /Devices/Register': {
    action: 'device.register',
    target: (context) => ({
      deviceId: answerId(context),
      subject: text(body(context.request).serialNumber),
      after: pick(body(context.request), 'serialNumber', 'imei', 'protocol'),
    }),
  },
  'POST /Devices/Import': {
    action: 'device.import',
    target: ({ answer }) => ({ after: pick(answer, 'imported') }),
  },
  'POST /Companies': {
    action: 'company.create',
    target: (context) => ({ companyId: answerId(context), after: pick(body(context.request), 'Name') }),
  },
  'DELETE /Companies/:id': {
    action: 'company.delete',
    target: ({ request }) => ({ companyId: id(params(request).id) }),
  },
  'POST /Companies/:id/AddCompanyUser': {
    action: 'company.userAdded',
    target: ({ request }) => ({
      companyId: id(params(request).id),
      userId: id(body(request).userId),
      after: pick(body(request), 'role'),
    }),
  },
  'DELETE /Companies/:id/CompanyUsers/:userId': {
    action: 'company.userRemoved',
    target: ({ request, answer }) => ({
      companyId: id(params(request).id),
      userId: id(params(request).userId),
      before: pick(answer, 'role'),
    }),
  },
  'PUT /Companies/:companyId/Escalation': {
    action: 'company.escalation',
    target: ({ request }) => ({ companyId: id(params(request).companyId), after: pick(body(request), 'minutes') }),
  },
  // The secret a new webhook answers is shown once and never recorded: only where it sends.
  'POST /Companies/:companyId/Webhooks': {
    action: 'company.webhookAdded',
    target: (context) => ({
      companyId: id(params(context.request).companyId),
      subject: text(body(context.request).url),
      after: { webhookId: answerId(context), ...pick(body(context.request), 'url', 'description') },
    }),
  },
  'PATCH /Webhooks/:webhookId': {
    action: 'company.webhookChanged',
    target: ({ request, answer }) => ({
      companyId: id(answer?.companyId),
      subject: text(answer?.url),
      after: { webhookId: id(params(request).webhookId), ...pick(body(request), 'enabled', 'description') },
    }),
  },
  'DELETE /Webhooks/:webhookId': {
    action: 'company.webhookDeleted',
    target: ({ request }) => ({ after: { webhookId: id(params(request).webhookId) } }),
  },
  'POST /Webhooks/Deliveries/:deliveryId/Replay': {
    action: 'company.webhookReplayed',
    target: ({ request }) => ({ after: { deliveryId: id(params(request).deliveryId) } }),
  },
  'POST /Geofences': {
    action: 'theft.geofenceAdded',
    target: (context) => ({
      subject: text(body(context.request).name),
      after: { geofenceId: answerId(context), ...pick(body(context.request), 'name', 'scope', 'scopeId') },
    }),
  },
  'PUT /Geofences/:geofenceId': {
    action: 'theft.geofenceChanged',
    target: ({ request }) => ({
      subject: text(body(request).name),
      after: { geofenceId: id(params(request).geofenceId), ...pick(body(request), 'name', 'scope', 'scopeId') },
    }),
  },
  'DELETE /Geofences/:geofenceId': {
    action: 'theft.geofenceDeleted',
    target: ({ request }) => ({ after: { geofenceId: id(params(request).geofenceId) } }),
  },
  'POST /TheftRules': {
    action: 'theft.ruleAdded',
    target: (context) => ({
      subject: text(body(context.request).name),
      after: {
        ruleId: answerId(context),
        ...pick(body(context.request), 'name', 'kind', 'scope', 'scopeId', 'enabled'),
      },
    }),
  },
  'PUT /TheftRules/:ruleId': {
    action: 'theft.ruleChanged',
    target: ({ request }) => ({
      subject: text(body(request).name),
      after: {
        ruleId: id(params(request).ruleId),
        ...pick(body(request), 'name', 'kind', 'scope', 'scopeId', 'enabled'),
      },
    }),
  },
  'DELETE /TheftRules/:ruleId': {
    action: 'theft.ruleDeleted',
    target: ({ request }) => ({ after: { ruleId: id(params(request).ruleId) } }),
  },
  'POST /InstallationBookings': {
    action: 'onboarding.booking',
    target: ({ request, answer }) => ({
      vehicleId: id(body(request).vehicleId),
      after: { bookingId: id(answer?.id), ...pick(body(request), 'fitmentCenterId', 'installationUtcDateTime') },
    }),
  },
  'PUT /InstallationBookings/:id': {
    action: 'onboarding.bookingChanged',
    target: ({ request, answer }) => ({
      vehicleId: id(answer?.vehicleId),
      after: {
        bookingId: id(params(request).id),
        ...pick(body(request), 'fitmentCenterId', 'installationUtcDateTime', 'active'),
      },
    }),
  },
  'POST /Subscriptions': {
    action: 'onboarding.subscription',
    target: ({ request, answer }) => ({
      vehicleId: id(body(request).vehicleId),
      after: { subscriptionId: id(answer?.id), ...pick(body(request), 'subscriptionPlanId', 'isOffline') },
    }),
  },
  'POST /My/Offline_Subscription': {
    action: 'onboarding.subscription',
    target: ({ request, answer }) => ({
      vehicleId: id(body(request).vehicleId),
      after: { subscriptionId: id(answer?.id), ...pick(body(request), 'subscriptionPlanId', 'isOffline') },
    }),
  },
  'POST /Subscriptions/:id/FirstPaymentRetry': {
    action: 'onboarding.paymentRetry',
    target: ({ request, answer }) => ({
      vehicleId: id(answer?.vehicleId),
      after: { subscriptionId: id(params(request).id) },
    }),
  },
  'POST /Installations/ByVehicleRegistration': {
    action: ({ answer }) => (id(answer?.id) === null ? null : 'checklist.open'),
    // So that the vehicle's history shows the checklist opened on it.
    settled: async (db, { answer }) => {
      const installationId = id(answer?.id)
      if (installationId === null) return {}
      const [row] = await db
        .select({ vehicleId: installations.vehicleId, deviceId: installations.deviceId })
        .from(installations)
        .where(eq(installations.id, installationId))
      return row ?? {}
    },
    target: ({ request, answer }) => ({
      subject: text(body(request).VehicleRegistration),
      after: { installationId: id(answer?.id), deviceSerialNumber: text(body(request).DeviceSerialNumber) },
    }),
  },
  'POST /Installations/:id/UpdateInstallationStep': {
    action: 'checklist.stepSaved',
    find: installationOf,
    target: checklistStep,
  },
  'POST /Installations/:id/AddInstallationStep': {
    action: ({ answer }) => (id(answer?.id) === null ? null : 'checklist.stepAdded'),
    find: installationOf,
    target: checklistStep,
  },
  'POST /Installations/:id/RestartChecklist/:serial': {
    action: 'checklist.restart',
    find: installationOf,
    target: ({ request, found }) => ({ ...found, subject: text(params(request).serial) }),
  },
  'POST /Installations/:id/UpdateStep5LockUnlock/:action': step5LockUnlock,
  'PUT /Installations/:id/enableAutoLock': {
    action: 'checklist.autoLock',
    find: installationOf,
    target: ({ found, answer }) => ({ ...found, after: { ...found.after, ...pick(answer, 'commandId', 'state') } }),
  },
  'PUT /Installations/CutFuel/:serial': {
    action: 'checklist.fuelCut',
    find: deviceBySerial,
    target: ({ found, answer }) => ({ ...found, after: { ...found.after, ...pick(answer, 'commandId', 'state') } }),
  },
  // The new passcode is in the answer only; the entry records that it changed, never the passcode.
  'POST /ChecklistPasscode/Rotate': { action: 'checklist.passcodeRotated' },
  'PUT /Installations/RestoreFuel/:serial': {
    action: 'checklist.fuelRestore',
    find: deviceBySerial,
    target: ({ found, answer }) => ({ ...found, after: { ...found.after, ...pick(answer, 'commandId', 'state') } }),
  },
}

/** Write routes that record nothing, and why. */
export const UNAUDITED_ROUTES: Readonly<Record<string, string>> = {
  'POST /Auth/RefreshTokens': 'continues a session the sign-in recorded',
  'POST /Auth/ResendPhoneConfirmation': 'sends the same one-time code again; nothing changes until it is confirmed',
  'POST /Auth/VerifyPasswordReset': 'only checks a reset link; the reset itself is recorded',
  'POST /My/Device/GetDeviceStatusInfo': 'a read (a status request to the tracker changes nothing)',
  'POST /Payments/Webhook': "the payment provider's call, not a person's",
  'PUT /My/NotificationPreferences':
    "a person's own choice of how they are told; nobody else's access or alarms change",
  'POST /My/PushSubscriptions': "this browser's push address for the signed-in person, not an action on the fleet",
  'POST /My/PushSubscriptions/Remove': "this browser's push address withdrawn by the signed-in person",
}
