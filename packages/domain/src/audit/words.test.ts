import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from './types.ts'
import { auditActor, auditDetails, auditRecords } from './words.ts'

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  id: 1,
  on: '2026-11-27T09:30:00.000Z',
  actorKind: 'user',
  actorUserId: 3,
  actorName: 'Zanele Agent',
  actorRole: 'Technical-Agent',
  vehicleId: null,
  vehicleRegistration: null,
  deviceId: null,
  userId: null,
  userName: null,
  companyId: null,
  subject: null,
  before: null,
  after: null,
  note: null,
  address: '196.25.1.14',
  ...fields,
})

const step5 = (fields: object) =>
  JSON.stringify({ engineIsOff: true, startedOnDateTime: '2026-11-27T09:00:00.000Z', ...fields })

/**
 * Every action with the values its route records (services/api/src/http/audit/trail.ts, the storms, the burn-in's hook)
 * and the words the screen shows for them. A new action is a type error here until it has its row.
 */
const RECORDED: Record<AuditAction, [Pick<AuditEntry, 'before' | 'after'> & Partial<AuditEntry>, string[]]> = {
  'vehicle.lock': [{ before: null, after: { commandId: 'c-1', state: 'sent' } }, ['Sent to the tracker']],
  'vehicle.unlock': [
    { before: null, after: { commandId: 'c-2', state: 'queued' } },
    ['Queued: the tracker was offline'],
  ],
  'vehicle.alertArmedResponse': [{ before: null, after: null }, []],
  'vehicle.alertAirAmbulance': [{ before: null, after: null }, []],
  'vehicle.create': [
    { before: null, after: { registrationNumber: 'CA 123-456', vehicle: 'Toyota Hilux', colour: 'White' } },
    ['CA 123-456, Toyota Hilux, White'],
  ],
  'vehicle.linkDevice': [{ before: null, after: { serialNumber: 'VG00240001' } }, ['Tracker VG00240001 linked']],
  'vehicle.changeDevice': [
    { before: { serialNumber: 'VG00240001' }, after: { serialNumber: 'VG00240002' } },
    ['Tracker VG00240001 replaced by VG00240002'],
  ],
  'vehicle.reactivateDevice': [{ before: null, after: null }, []],
  'alarm.acknowledge': [{ before: null, after: { alarmId: 41, kind: 'SOS' } }, ['SOS alarm #41']],
  'alarm.dispatchArmedResponse': [
    { before: null, after: { alarmId: 41, kind: 'Panic', service: 'armed-response' } },
    ['Panic alarm #41'],
  ],
  'alarm.dispatchAirAmbulance': [
    { before: null, after: { alarmId: 41, kind: null, service: 'air-ambulance' } },
    ['alarm #41'],
  ],
  'alarm.resolve': [
    { before: null, after: { alarmId: 41, kind: 'SOS' }, note: 'Pressed by mistake' },
    ['SOS alarm #41'],
  ],
  'account.signIn': [{ before: null, after: null }, []],
  'account.signInFailed': [
    { before: null, after: { refused: 'too many wrong passwords' } },
    ['Refused: too many wrong passwords'],
  ],
  'account.signUp': [{ before: null, after: null, subject: 'new@example.com' }, []],
  'account.phoneConfirmed': [{ before: null, after: { PhoneNumber: '821234567' } }, ['Phone number 821234567']],
  'account.passwordResetStarted': [{ before: null, after: null }, []],
  'account.passwordReset': [{ before: null, after: null }, []],
  'account.passwordCreated': [{ before: null, after: null }, []],
  'account.passwordChanged': [{ before: null, after: null }, []],
  'account.passwordLinkSent': [{ before: null, after: null }, []],
  'account.contactDetails': [
    {
      before: { email: 'thandi@old.example', phoneCode: 27, phoneNumber: '825550101' },
      after: { email: 'thandi.nkosi@example.com', phoneCode: 27, phoneNumber: '825550101' },
    },
    ['Email changed from thandi@old.example to thandi.nkosi@example.com'],
  ],
  'account.agentAdded': [
    {
      before: null,
      after: { Email: 'sipho@example.com', RoleName: 'Technical-Agent', FirstName: 'Sipho', LastName: 'Dube' },
    },
    ['Sipho Dube (sipho@example.com) as Technical-Agent'],
  ],
  'account.accountHolderAdded': [
    { before: null, after: { email: 'lerato@example.com', firstName: 'Lerato', lastName: 'Mokoena' } },
    ['Lerato Mokoena (lerato@example.com)'],
  ],
  'account.driverAdded': [
    { before: null, after: { driverId: 5, email: 'driver@example.com', firstName: 'Ayanda', lastName: 'Zulu' } },
    ['Ayanda Zulu (driver@example.com)'],
  ],
  'account.driverContactDetails': [
    {
      before: { driverId: 5, email: 'driver@example.com', phoneCode: 27, phoneNumber: '821110000' },
      after: { driverId: 5, email: 'driver@example.com', phoneCode: 27, phoneNumber: '829990000' },
    },
    ['Driver #5', 'Phone changed from +27 821110000 to +27 829990000'],
  ],
  'device.register': [
    { before: null, after: { serialNumber: 'AUD-0001', imei: '490154203237518', protocol: 'mqtt' } },
    ['IMEI 490154203237518, mqtt tracker'],
  ],
  'device.import': [{ before: null, after: { imported: 12 } }, ['12 trackers imported']],
  'company.create': [{ before: null, after: { Name: 'Audit Test Fleet' } }, ['Named Audit Test Fleet']],
  'company.delete': [{ before: null, after: null }, []],
  'company.userAdded': [{ before: null, after: { role: 'Account-Holder' } }, ['As Account-Holder']],
  'company.userRemoved': [{ before: { role: 'Company-Admin' }, after: null }, ['Was Company-Admin']],
  'company.escalation': [{ before: null, after: { minutes: 15 } }, ['Next group told after 15 minutes unacknowledged']],
  'company.webhookAdded': [
    { before: null, after: { url: 'https://control.example.com/vigil' } },
    ['Sends to https://control.example.com/vigil'],
  ],
  'company.webhookChanged': [{ before: null, after: { enabled: false } }, ['Switched off']],
  'company.webhookDeleted': [{ before: null, after: null }, []],
  'company.webhookReplayed': [{ before: null, after: { deliveryId: 42 } }, ['Delivery #42 sent again']],
  'theft.geofenceAdded': [{ before: null, after: { name: 'Home' } }, ['Named Home']],
  'theft.geofenceChanged': [{ before: null, after: { name: 'Work' } }, ['Now named Work']],
  'theft.geofenceDeleted': [{ before: null, after: null }, []],
  'theft.ruleAdded': [{ before: null, after: { name: 'Home at night' } }, ['Named Home at night']],
  'theft.ruleChanged': [
    { before: null, after: { name: 'Home at night', enabled: false } },
    ['Now named Home at night', 'Switched off'],
  ],
  'theft.ruleDeleted': [{ before: null, after: null }, []],
  'onboarding.booking': [
    { before: null, after: { bookingId: 3, fitmentCenterId: 2, installationUtcDateTime: '2026-12-01T07:00:00Z' } },
    ['Booking #3 for 01 Dec 2026, 09:00:00 at fitment centre #2'],
  ],
  'onboarding.bookingChanged': [{ before: null, after: { bookingId: 3, active: false } }, ['Booking #3', 'Cancelled']],
  'onboarding.subscription': [
    { before: null, after: { subscriptionId: 8, subscriptionPlanId: 2, isOffline: true } },
    ['Subscription #8 on plan #2', 'Paid offline'],
  ],
  'onboarding.paymentRetry': [{ before: null, after: { subscriptionId: 8 } }, ['Subscription #8']],
  'checklist.open': [
    { before: null, after: { installationId: 12, deviceSerialNumber: 'VG00240001' }, subject: 'CA 123-456' },
    [],
  ],
  'checklist.stepSaved': [
    { before: null, after: { installationId: 12, stepNumber: 3, verified: true } },
    ['Step 3 confirmed'],
  ],
  'checklist.stepAdded': [{ before: null, after: { installationId: 12, StepNumber: 4 } }, ['Step 4 added']],
  'checklist.restart': [{ before: null, after: { installationId: 12 } }, ['Started again from step 1']],
  'checklist.autoLock': [
    { before: null, after: { installationId: 12, commandId: 'c-3', state: 'acked' } },
    ['Received by the tracker'],
  ],
  'checklist.lock': [
    { before: null, after: { installationId: 12, commandId: 'c-4', state: 'sent' } },
    ['Sent to the tracker'],
  ],
  'checklist.unlock': [
    { before: null, after: { installationId: 12, commandId: 'c-5', state: 'queued' } },
    ['Queued: the tracker was offline'],
  ],
  'checklist.lockConfirmed': [
    { before: null, after: { installationId: 12, reportedOn: '2026-11-27T08:41:03.000Z' } },
    ['The tracker reported it locked at 27 Nov 2026, 10:41:03'],
  ],
  'checklist.unlockConfirmed': [
    { before: null, after: { installationId: 12, reportedOn: '2026-11-27T08:42:00.000Z' } },
    ['The tracker reported it unlocked at 27 Nov 2026, 10:42:00'],
  ],
  'checklist.fuelCut': [{ before: null, after: { commandId: 'c-6', state: 'failed' } }, ['Failed']],
  'checklist.fuelRestore': [
    { before: null, after: { commandId: 'c-7', state: 'confirmed' } },
    ['Confirmed by the tracker'],
  ],
  'checklist.passcodeWrong': [{ before: null, after: null }, []],
  'checklist.passcodeRotated': [{ before: null, after: null }, []],
  'burnin.addUnit': [{ before: null, after: { stationId: 'S-1' } }, ['Station S-1']],
  'burnin.removeUnit': [{ before: null, after: null }, []],
  'burnin.startUnit': [{ before: null, after: { testType: 'GPS' } }, ['GPS test']],
  'burnin.stopUnit': [{ before: null, after: null }, []],
  'burnin.startAll': [{ before: null, after: { stationId: 'S-2' } }, ['Station S-2']],
  'burnin.stopAll': [{ before: null, after: null }, []],
  'burnin.retryFailed': [{ before: null, after: null }, []],
  'burnin.retryTest': [{ before: null, after: { stationId: 'S-1', testType: 'Lock' } }, ['Station S-1', 'Lock test']],
  'system.signInStorm': [
    { before: null, after: { failures: 25, windowMinutes: 15 }, subject: 'admin@demo.vigil.local' },
    ['25 failed sign-ins in 15 minutes'],
  ],
  'system.passcodeStorm': [
    { before: null, after: { failures: 20, windowMinutes: 15 } },
    ['20 wrong checklist passcodes in 15 minutes'],
  ],
}

describe('auditDetails', () => {
  it.each(AUDIT_ACTIONS.map((action) => [action, ...RECORDED[action]] as const))(
    'says what %s recorded in words',
    (action, fields, words) => {
      expect(auditDetails(entry({ action, ...fields }))).toEqual(words)
    },
  )

  it('never shows a recorded value as name: value', () => {
    for (const action of AUDIT_ACTIONS) {
      const [fields] = RECORDED[action]
      const shown = auditDetails(entry({ action, ...fields })).join(' ')
      for (const name of Object.keys({ ...fields.before, ...fields.after })) {
        expect(shown, action).not.toMatch(new RegExp(`\\b${name}\\s*[:=]`))
      }
    }
  })

  it('tells a storm across all accounts, and a step-5 save by the stage it reached', () => {
    expect(auditDetails(entry({ action: 'system.signInStorm', after: { failures: 100, windowMinutes: 15 } }))).toEqual([
      '100 failed sign-ins in 15 minutes across all accounts',
    ])
    expect(auditDetails(entry({ action: 'checklist.stepSaved', after: { stepNumber: 5, state: step5({}) } }))).toEqual([
      'Step 5 saved; next: Press lock on the remote and wait for confirmation.',
    ])
    expect(auditDetails(entry({ action: 'checklist.stepSaved', after: { stepNumber: 2 } }))).toEqual(['Step 2 saved'])
  })

  it('says what was set where nothing was before, and when nothing changed', () => {
    expect(
      auditDetails(entry({ action: 'account.contactDetails', before: null, after: { email: 'a@example.com' } })),
    ).toEqual(['Email set to a@example.com'])
    const same = { email: 'a@example.com', phoneCode: 27, phoneNumber: '821234567' }
    expect(auditDetails(entry({ action: 'account.contactDetails', before: same, after: same }))).toEqual([
      'Nothing changed',
    ])
  })

  it('shows nothing it cannot read: values of another shape, an unknown command state, a missing count', () => {
    expect(auditDetails(entry({ action: 'vehicle.lock', after: { state: 'teleported' } }))).toEqual([])
    expect(auditDetails(entry({ action: 'system.passcodeStorm', after: { failures: '20' } }))).toEqual([])
    expect(auditDetails(entry({ action: 'alarm.resolve', after: { alarmId: 'x' } }))).toEqual([])
    expect(auditDetails(entry({ action: 'device.import', after: { imported: 1 } }))).toEqual(['1 tracker imported'])
  })
})

describe('auditDetails of a partial or older entry', () => {
  const done = step5({
    lockConfirmedOnDateTime: '2026-11-27T09:01:00.000Z',
    unlockConfirmedOnDateTime: '2026-11-27T09:02:00.000Z',
    engineStartedOnDateTime: '2026-11-27T09:03:00.000Z',
    fuelCutOnDateTime: '2026-11-27T09:04:00.000Z',
    engineStoppedByFuelCutOnDateTime: '2026-11-27T09:05:00.000Z',
    engineStartedAfterFuelRestoredOnDateTime: '2026-11-27T09:06:00.000Z',
  })
  const cases: [Partial<AuditEntry> & Pick<AuditEntry, 'action'>, string[]][] = [
    [{ action: 'account.accountHolderAdded', after: { firstName: 'Lerato' } }, ['Lerato']],
    [{ action: 'account.accountHolderAdded', after: { email: 'l@example.com' } }, ['l@example.com']],
    [{ action: 'account.driverAdded', after: {} }, []],
    [
      { action: 'account.contactDetails', before: { phoneNumber: '821' }, after: { phoneNumber: '822' } },
      ['Phone changed from 821 to 822'],
    ],
    [{ action: 'account.driverContactDetails', after: { email: 'd@example.com' } }, ['Email set to d@example.com']],
    [{ action: 'account.agentAdded', after: { Email: 'x@example.com' } }, ['x@example.com']],
    [{ action: 'account.agentAdded', after: null }, []],
    [{ action: 'onboarding.booking', after: { fitmentCenterId: 2 } }, ['Booking at fitment centre #2']],
    [{ action: 'onboarding.bookingChanged', after: { bookingId: 3, active: true } }, ['Booking #3', 'Active']],
    [{ action: 'onboarding.paymentRetry', after: null }, []],
    [{ action: 'checklist.stepSaved', after: { installationId: 12 } }, []],
    [{ action: 'checklist.stepSaved', after: { StepNumber: 6 } }, ['Step 6 saved']],
    [
      { action: 'checklist.stepSaved', after: { stepNumber: 5, state: done } },
      ['Step 5 saved: The fuel-cut test is complete.'],
    ],
    [{ action: 'checklist.stepAdded', after: { stepNumber: 2 } }, ['Step 2 added']],
    [{ action: 'checklist.stepAdded', after: null }, []],
    [{ action: 'checklist.lockConfirmed', after: { installationId: 12 } }, ['The tracker reported it locked']],
    [{ action: 'vehicle.create', after: null }, []],
    [{ action: 'vehicle.changeDevice', after: { serialNumber: 'VG2' } }, ['Tracker VG2 linked']],
    [{ action: 'vehicle.changeDevice', after: null }, []],
    [{ action: 'device.register', after: { protocol: 'teltonika' } }, ['teltonika tracker']],
    [{ action: 'device.register', after: null }, []],
    [{ action: 'device.import', after: null }, []],
    // An action the product no longer records still lists, without details.
    [{ action: 'vehicle.teleported' as string as AuditAction }, []],
  ]
  it.each(cases.map(([fields, words]) => [fields.action, fields, words] as const))(
    'reads %s as far as it goes',
    (_, fields, words) => {
      expect(auditDetails(entry(fields))).toEqual(words)
    },
  )
})

describe('auditActor', () => {
  it('names a user by name and role then, or by number once deleted', () => {
    expect(auditActor(entry({ action: 'vehicle.lock' }))).toBe('Zanele Agent · Technical-Agent')
    expect(auditActor(entry({ action: 'vehicle.lock', actorName: null, actorRole: null }))).toBe('User #3')
    expect(auditActor(entry({ action: 'vehicle.lock', actorName: null, actorUserId: null, actorRole: null }))).toBe(
      'Unknown user',
    )
  })

  it('names an installer by the installation and tracker the checklist knows, and the passcode', () => {
    const installer = { actorKind: 'passcode', actorUserId: null, actorName: null, actorRole: null } as const
    expect(
      auditActor(
        entry({ ...installer, action: 'checklist.lock', subject: 'VG00240001', after: { installationId: 12 } }),
      ),
    ).toBe('Installer of installation #12, tracker VG00240001 (checklist passcode)')
    expect(
      auditActor(
        entry({
          ...installer,
          action: 'checklist.open',
          subject: 'CA 123-456',
          after: { installationId: 12, deviceSerialNumber: 'VG00240001' },
        }),
      ),
    ).toBe('Installer of installation #12, tracker VG00240001 (checklist passcode)')
    expect(auditActor(entry({ ...installer, action: 'checklist.open' }))).toBe('Installer (checklist passcode)')
  })

  it('names the system and nobody signed in', () => {
    expect(auditActor(entry({ action: 'system.signInStorm', actorKind: 'system', actorUserId: null }))).toBe('Vigil')
    expect(auditActor(entry({ action: 'account.signInFailed', actorKind: 'anonymous' }))).toBe('Not signed in')
  })
})

describe('auditRecords', () => {
  it('names the vehicle, user, subject, device and company, without the tracker who acted already names', () => {
    expect(
      auditRecords(entry({ action: 'company.userAdded', userId: 12, userName: null, companyId: 4, vehicleId: 7 })),
    ).toEqual(['Vehicle #7', 'User #12', 'Company #4'])
    expect(
      auditRecords(
        entry({
          action: 'checklist.fuelCut',
          actorKind: 'passcode',
          vehicleRegistration: 'GP 77 XY GP',
          vehicleId: 9,
          deviceId: 14,
          subject: 'VG00240001',
        }),
      ),
    ).toEqual(['GP 77 XY GP'])
    expect(auditRecords(entry({ action: 'account.signIn' }))).toEqual([])
    expect(auditRecords(entry({ action: 'vehicle.changeDevice', vehicleId: 9, deviceId: 14 }))).toEqual([
      'Vehicle #9',
      'Device #14',
    ])
  })
})
