import { describe, expect, it } from 'vitest'
import {
  maySendPasswordLink,
  PASSWORD_LINK_RECIPIENTS,
  PERMISSION_ACTIONS,
  PERMISSIONS,
  permissionScope,
  permissionSubject,
  roleCan,
} from './permissions.ts'
import { KNOWN_ROLES } from './types.ts'

const allowed = (role: string | null) => PERMISSION_ACTIONS.filter((action) => roleCan(role, action))

describe('roleCan', () => {
  it('lets Admin and Technical-Agent do everything agent-side', () => {
    for (const role of ['Admin', 'Technical-Agent']) {
      expect(allowed(role)).toEqual(
        PERMISSION_ACTIONS.filter(
          (action) => role === 'Admin' || (action !== 'installations.rotatePasscode' && action !== 'audit.read'),
        ),
      )
      expect(permissionScope(role, 'companies.delete')).toBe('any')
    }
    expect(roleCan('Technical-Agent', 'installations.rotatePasscode')).toBe(false)
  })

  it('lets only an Admin read the audit trail', () => {
    expect(PERMISSIONS['audit.read']).toEqual({ Admin: 'any' })
  })

  it('scopes a company admin to their companies', () => {
    expect(permissionScope('Company-Admin', 'users.read')).toBe('company')
    expect(permissionScope('Company-Admin', 'vehicles.lock')).toBe('company')
    expect(permissionScope('Company-Admin', 'companyUsers.add')).toBe('company')
    expect(roleCan('Company-Admin', 'companies.delete')).toBe(false)
    expect(roleCan('Company-Admin', 'companyUsers.remove')).toBe(false)
    expect(roleCan('Company-Admin', 'users.create')).toBe(false)
    expect(roleCan('Company-Admin', 'burnin.run')).toBe(false)
    expect(roleCan('Admin', 'devices.register')).toBe(true)
    expect(roleCan('Technical-Agent', 'devices.register')).toBe(true)
    expect(roleCan('Company-Admin', 'devices.register')).toBe(false)
    expect(roleCan('Call-Centre-Agent', 'devices.register')).toBe(false)
  })

  it('lets an account holder do only public and own (/My) actions', () => {
    for (const action of allowed('Account-Holder')) {
      expect(['public', 'own', 'passcode']).toContain(permissionScope('Account-Holder', action))
    }
    expect(roleCan('Account-Holder', 'my.password')).toBe(true)
    expect(roleCan('Account-Holder', 'vehicles.lock')).toBe(false)
    expect(roleCan('Account-Holder', 'users.read')).toBe(false)
  })

  it('lets anonymous callers only use public auth and the passcode checklist', () => {
    expect(allowed(null)).toEqual([
      'auth.signIn',
      'auth.signUp',
      'auth.refreshTokens',
      'auth.passwordReset',
      'auth.confirmPhone',
      'installations.checklist',
    ])
    expect(permissionScope(undefined, 'installations.checklist')).toBe('passcode')
    expect(roleCan('', 'my.password')).toBe(false)
  })

  it('gives other staff roles the client and onboarding work only', () => {
    expect(roleCan('Sales-Agent', 'accountHolders.create')).toBe(true)
    expect(roleCan('Sales-Agent', 'vehicles.lock')).toBe(true)
    expect(roleCan('Sales-Agent', 'companies.read')).toBe(false)
    expect(roleCan('Sales-Agent', 'users.create')).toBe(false)
    expect(roleCan('Sales-Agent', 'burnin.read')).toBe(false)
  })

  it('lets every signed-in subject and anonymous callers sign in and open the checklist, and no anonymous caller /My', () => {
    for (const role of [...KNOWN_ROLES, 'Sales-Agent', null]) {
      expect(permissionScope(role, 'auth.signIn')).toBe('public')
      expect(permissionScope(role, 'installations.checklist')).toBe('passcode')
      expect(permissionScope(role, 'my.password')).toBe(role === null ? null : 'own')
    }
  })

  it('has a row for every action', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...PERMISSION_ACTIONS].sort())
  })
})

describe('permissionSubject', () => {
  it('maps known roles to themselves, unknown ones to Agent and none to anonymous', () => {
    for (const role of KNOWN_ROLES) expect(permissionSubject(role)).toBe(role)
    expect(permissionSubject('Installer')).toBe('Agent')
    expect(permissionSubject(null)).toBe('anonymous')
  })
})

describe('maySendPasswordLink', () => {
  // One row per sender, one column per recipient: the role table of create-password links (issue #27).
  const rows: [sender: string | null, recipients: Record<string, boolean>][] = [
    [
      'Admin',
      { Admin: true, 'Technical-Agent': true, 'Company-Admin': true, 'Account-Holder': true, 'Sales-Agent': true },
    ],
    [
      'Technical-Agent',
      { Admin: false, 'Technical-Agent': true, 'Company-Admin': true, 'Account-Holder': true, 'Sales-Agent': true },
    ],
    [
      'Sales-Agent',
      { Admin: false, 'Technical-Agent': false, 'Company-Admin': false, 'Account-Holder': true, 'Sales-Agent': false },
    ],
    [
      'Company-Admin',
      { Admin: false, 'Technical-Agent': false, 'Company-Admin': false, 'Account-Holder': false, 'Sales-Agent': false },
    ],
    [
      'Account-Holder',
      { Admin: false, 'Technical-Agent': false, 'Company-Admin': false, 'Account-Holder': false, 'Sales-Agent': false },
    ],
    [
      null,
      { Admin: false, 'Technical-Agent': false, 'Company-Admin': false, 'Account-Holder': false, 'Sales-Agent': false },
    ],
  ]

  it.each(rows)('%s sends links as the table says', (sender, recipients) => {
    for (const [recipient, allowed] of Object.entries(recipients)) {
      expect([recipient, maySendPasswordLink(sender, recipient)]).toEqual([recipient, allowed])
    }
  })

  it('never lets a sender without the resend action send one, nor to an unknown recipient', () => {
    for (const subject of Object.keys(PASSWORD_LINK_RECIPIENTS)) {
      const sender = subject === 'anonymous' ? null : subject === 'Agent' ? 'Sales-Agent' : subject
      if (!roleCan(sender, 'users.resendPasswordLink')) expect(PASSWORD_LINK_RECIPIENTS[subject as 'Admin']).toEqual([])
      expect(maySendPasswordLink(sender, null)).toBe(false)
    }
  })
})
