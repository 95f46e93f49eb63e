// An audit entry in the words a person reads (issue #27): who acted, which records, and what the action's recorded
// values mean. The trail keeps the values as flat name/value pairs (the CSV shows them as they are); the screens show
// these sentences instead, so that nobody has to know that `failures: 25` is a storm of wrong passwords.

import { parseStep5State, step5StageInfo } from '../checklist/step5.ts'
import type { CommandState } from '../commands/types.ts'
import { formatChecklistTime } from '../format/dates.ts'
import { AUDIT_ACTOR_LABELS } from '../messages.ts'
import type { AuditAction, AuditEntry, AuditValues } from './types.ts'

const textOf = (values: AuditValues | null, name: string): string | null => {
  const value = values?.[name]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

const numberOf = (values: AuditValues | null, name: string): number | null => {
  const value = values?.[name]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

const joined = (...parts: (string | null | false)[]) => parts.filter((part): part is string => Boolean(part))

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What a command's recorded state (when the action was taken) means. */
const COMMAND_STATE_WORDS: Readonly<Record<CommandState, string>> = {
  queued: 'Queued: the tracker was offline',
  sent: 'Sent to the tracker',
  acked: 'Received by the tracker',
  confirmed: 'Confirmed by the tracker',
  failed: 'Failed',
  timed_out: 'Timed out',
  expired: 'Expired',
  superseded: 'Replaced by a newer command',
}

const commandWords = ({ after }: AuditEntry): string[] => {
  const state = textOf(after, 'state')
  return state && state in COMMAND_STATE_WORDS ? [COMMAND_STATE_WORDS[state as CommandState]] : []
}

const personWords = (values: AuditValues | null, first: string, last: string, email: string) => {
  const name = joined(textOf(values, first), textOf(values, last)).join(' ')
  const address = textOf(values, email)
  return name && address ? `${name} (${address})` : name || address
}

const phoneOf = (values: AuditValues | null) => {
  const number = textOf(values, 'phoneNumber')
  if (!number) return null
  const code = textOf(values, 'phoneCode')
  return code ? `+${code} ${number}` : number
}

/** Each contact detail that changed: 'Email changed from a@b to c@d'. */
const contactChanges = ({ before, after }: AuditEntry): string[] => {
  const changes = [
    ['Email', textOf(before, 'email'), textOf(after, 'email')],
    ['Phone', phoneOf(before), phoneOf(after)],
  ] as const
  const lines = changes
    .filter(([, old, next]) => next !== null && next !== old)
    .map(([field, old, next]) => (old === null ? `${field} set to ${next}` : `${field} changed from ${old} to ${next}`))
  return lines.length ? lines : ['Nothing changed']
}

const alarmWords = ({ after }: AuditEntry): string[] => {
  const alarmId = numberOf(after, 'alarmId')
  const kind = textOf(after, 'kind')
  return alarmId === null ? [] : [joined(kind, 'alarm', `#${alarmId}`).join(' ')]
}

const bookingWords = ({ after }: AuditEntry): string[] => {
  const bookingId = numberOf(after, 'bookingId')
  const time = textOf(after, 'installationUtcDateTime')
  const centre = numberOf(after, 'fitmentCenterId')
  return joined(
    joined(
      bookingId === null ? 'Booking' : `Booking #${bookingId}`,
      time && `for ${formatChecklistTime(time)}`,
      centre !== null && `at fitment centre #${centre}`,
    ).join(' '),
    after?.active === false && 'Cancelled',
    after?.active === true && 'Active',
  )
}

const subscriptionWords = ({ after }: AuditEntry): string[] => {
  const subscriptionId = numberOf(after, 'subscriptionId')
  const plan = numberOf(after, 'subscriptionPlanId')
  if (subscriptionId === null) return []
  return joined(
    joined(`Subscription #${subscriptionId}`, plan !== null && `on plan #${plan}`).join(' '),
    after?.isOffline === true && 'Paid offline',
  )
}

const stepSavedWords = ({ after }: AuditEntry): string[] => {
  const step = numberOf(after, 'stepNumber') ?? numberOf(after, 'StepNumber')
  if (step === null) return []
  if (after?.verified === true) return [`Step ${step} confirmed`]
  const state = textOf(after, 'state')
  if (state === null) return [`Step ${step} saved`]
  const stage = step5StageInfo(parseStep5State(state))
  return [
    stage.event === null
      ? `Step ${step} saved: ${stage.instruction}`
      : `Step ${step} saved; next: ${stage.instruction}`,
  ]
}

const reportedWords =
  (motor: 'locked' | 'unlocked') =>
  ({ after }: AuditEntry): string[] => {
    const reportedOn = textOf(after, 'reportedOn')
    return reportedOn
      ? [`The tracker reported it ${motor} at ${formatChecklistTime(reportedOn)}`]
      : [`The tracker reported it ${motor}`]
  }

const stormWords =
  (failure: string, failures: string, scope: (entry: AuditEntry) => string | null) =>
  (entry: AuditEntry): string[] => {
    const count = numberOf(entry.after, 'failures')
    const minutes = numberOf(entry.after, 'windowMinutes')
    if (count === null) return []
    return [
      joined(plural(count, failure, failures), minutes !== null && `in ${minutes} minutes`, scope(entry)).join(' '),
    ]
  }

const burnInWords = ({ after }: AuditEntry): string[] => {
  const station = textOf(after, 'stationId')
  const test = textOf(after, 'testType')
  return joined(station && `Station ${station}`, test && `${test} test`)
}

const none = (): string[] => []

/** The words for each action's recorded values; every action has its rule (the type says so). */
const DETAILS: Readonly<Record<AuditAction, (entry: AuditEntry) => string[]>> = {
  'vehicle.lock': commandWords,
  'vehicle.unlock': commandWords,
  'vehicle.alertArmedResponse': none,
  'vehicle.alertAirAmbulance': none,
  'vehicle.create': ({ after }) => {
    const described = joined(textOf(after, 'registrationNumber'), textOf(after, 'vehicle'), textOf(after, 'colour'))
    return described.length ? [described.join(', ')] : []
  },
  'vehicle.linkDevice': ({ after }) =>
    joined(textOf(after, 'serialNumber') && `Tracker ${textOf(after, 'serialNumber')} linked`),
  'vehicle.changeDevice': ({ before, after }) => {
    const old = textOf(before, 'serialNumber')
    const next = textOf(after, 'serialNumber')
    return next ? [old ? `Tracker ${old} replaced by ${next}` : `Tracker ${next} linked`] : []
  },
  'vehicle.reactivateDevice': none,
  'alarm.acknowledge': alarmWords,
  'alarm.dispatchArmedResponse': alarmWords,
  'alarm.dispatchAirAmbulance': alarmWords,
  'alarm.resolve': alarmWords,
  'account.signIn': none,
  'account.signInFailed': ({ after }) => joined(textOf(after, 'refused') && `Refused: ${textOf(after, 'refused')}`),
  'account.signUp': none,
  'account.phoneConfirmed': ({ after }) =>
    joined(textOf(after, 'PhoneNumber') && `Phone number ${textOf(after, 'PhoneNumber')}`),
  'account.passwordResetStarted': none,
  'account.passwordReset': none,
  'account.passwordCreated': none,
  'account.passwordChanged': none,
  'account.passwordLinkSent': none,
  'account.contactDetails': contactChanges,
  'account.agentAdded': ({ after }) => {
    const person = personWords(after, 'FirstName', 'LastName', 'Email')
    const role = textOf(after, 'RoleName')
    return person ? [role ? `${person} as ${role}` : person] : []
  },
  'account.accountHolderAdded': ({ after }) => joined(personWords(after, 'firstName', 'lastName', 'email')),
  'account.driverAdded': ({ after }) => joined(personWords(after, 'firstName', 'lastName', 'email')),
  'account.driverContactDetails': (entry) => {
    const driverId = numberOf(entry.after, 'driverId') ?? numberOf(entry.before, 'driverId')
    const changes = contactChanges(entry)
    return driverId === null ? changes : [`Driver #${driverId}`, ...changes]
  },
  'device.register': ({ after }) => {
    const imei = textOf(after, 'imei')
    const protocol = textOf(after, 'protocol')
    return imei || protocol ? [joined(imei && `IMEI ${imei}`, protocol && `${protocol} tracker`).join(', ')] : []
  },
  'device.import': ({ after }) => {
    const imported = numberOf(after, 'imported')
    return imported === null ? [] : [`${plural(imported, 'tracker', 'trackers')} imported`]
  },
  'company.create': ({ after }) => joined(textOf(after, 'Name') && `Named ${textOf(after, 'Name')}`),
  'company.delete': none,
  'company.userAdded': ({ after }) => joined(textOf(after, 'role') && `As ${textOf(after, 'role')}`),
  'company.userRemoved': ({ before }) => joined(textOf(before, 'role') && `Was ${textOf(before, 'role')}`),
  'company.escalation': ({ after }) => {
    const minutes = numberOf(after, 'minutes')
    return minutes === null ? [] : [`Next group told after ${plural(minutes, 'minute', 'minutes')} unacknowledged`]
  },
  'company.webhookAdded': ({ after }) => joined(textOf(after, 'url') && `Sends to ${textOf(after, 'url')}`),
  'company.webhookChanged': ({ after }) => {
    const enabled = after?.enabled
    return enabled === true ? ['Switched on'] : enabled === false ? ['Switched off'] : []
  },
  'company.webhookDeleted': none,
  'company.webhookReplayed': ({ after }) => {
    const delivery = numberOf(after, 'deliveryId')
    return delivery === null ? [] : [`Delivery #${delivery} sent again`]
  },
  'theft.geofenceAdded': ({ after }) => joined(textOf(after, 'name') && `Named ${textOf(after, 'name')}`),
  'theft.geofenceChanged': ({ after }) => joined(textOf(after, 'name') && `Now named ${textOf(after, 'name')}`),
  'theft.geofenceDeleted': none,
  'theft.ruleAdded': ({ after }) => joined(textOf(after, 'name') && `Named ${textOf(after, 'name')}`),
  'theft.ruleChanged': ({ after }) => {
    const name = textOf(after, 'name')
    const enabled = after?.enabled
    return joined(
      name && `Now named ${name}`,
      enabled === true ? 'Switched on' : enabled === false ? 'Switched off' : null,
    )
  },
  'theft.ruleDeleted': none,
  'onboarding.booking': bookingWords,
  'onboarding.bookingChanged': bookingWords,
  'onboarding.subscription': subscriptionWords,
  'onboarding.paymentRetry': subscriptionWords,
  // The installation and tracker are in who acted (`auditActor`).
  'checklist.open': none,
  'checklist.stepSaved': stepSavedWords,
  'checklist.stepAdded': ({ after }) => {
    const step = numberOf(after, 'StepNumber') ?? numberOf(after, 'stepNumber')
    return step === null ? [] : [`Step ${step} added`]
  },
  'checklist.restart': () => ['Started again from step 1'],
  'checklist.autoLock': commandWords,
  'checklist.lock': commandWords,
  'checklist.unlock': commandWords,
  'checklist.lockConfirmed': reportedWords('locked'),
  'checklist.unlockConfirmed': reportedWords('unlocked'),
  'checklist.fuelCut': commandWords,
  'checklist.fuelRestore': commandWords,
  'checklist.passcodeWrong': none,
  'checklist.passcodeRotated': none,
  'burnin.addUnit': burnInWords,
  'burnin.removeUnit': burnInWords,
  'burnin.startUnit': burnInWords,
  'burnin.stopUnit': burnInWords,
  'burnin.startAll': burnInWords,
  'burnin.stopAll': burnInWords,
  'burnin.retryFailed': burnInWords,
  'burnin.retryTest': burnInWords,
  'system.signInStorm': stormWords('failed sign-in', 'failed sign-ins', (entry) =>
    entry.subject === null ? 'across all accounts' : null,
  ),
  'system.passcodeStorm': stormWords('wrong checklist passcode', 'wrong checklist passcodes', () => null),
}

/** What the entry's recorded values say, one sentence a line (the note is shown apart, as typed). */
export const auditDetails = (entry: AuditEntry): string[] => DETAILS[entry.action]?.(entry) ?? []

/**
 * The tracker an installer's entry names: the serial the checklist was opened with, or the one the call named (every
 * other checklist entry records it as its subject).
 */
const installerTracker = (entry: AuditEntry): string | null =>
  entry.action === 'checklist.open' ? textOf(entry.after, 'deviceSerialNumber') : entry.subject

/**
 * Who acted. A user by name and role then; an installer, who never signs in, by what the checklist knows (the
 * installation and its tracker) and the passcode they came in with; otherwise nobody signed in, or the system.
 */
export const auditActor = (entry: AuditEntry): string => {
  if (entry.actorKind === 'passcode') {
    const installationId = numberOf(entry.after, 'installationId')
    const tracker = installerTracker(entry)
    const known = joined(installationId !== null && `installation #${installationId}`, tracker && `tracker ${tracker}`)
    return known.length ? `Installer of ${known.join(', ')} (checklist passcode)` : AUDIT_ACTOR_LABELS.passcode
  }
  if (entry.actorKind !== 'user') return AUDIT_ACTOR_LABELS[entry.actorKind]
  const name = entry.actorName ?? (entry.actorUserId === null ? 'Unknown user' : `User #${entry.actorUserId}`)
  return entry.actorRole ? `${name} · ${entry.actorRole}` : name
}

/** The records an entry names, without the tracker already named in who acted. */
export const auditRecords = (entry: AuditEntry): string[] => {
  const inActor = entry.actorKind === 'passcode' && installerTracker(entry) === entry.subject
  return joined(
    entry.vehicleRegistration ?? (entry.vehicleId !== null ? `Vehicle #${entry.vehicleId}` : null),
    entry.userName ?? (entry.userId !== null ? `User #${entry.userId}` : null),
    !inActor && entry.subject,
    // A device the subject already names by serial is not named again by its number.
    entry.deviceId !== null && entry.subject === null && `Device #${entry.deviceId}`,
    entry.companyId !== null && `Company #${entry.companyId}`,
  )
}
